import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import type { StandardSchemaValidator } from '@tanstack/router-core';
import type { z } from 'zod';
import type * as Schemas from '~/shared/schemas/search';

/**
 * `validateSearch` with the shared zod schemas (src/shared/schemas/search.ts), without zod in the
 * JavaScript every page loads first (the home page's budget; docs/decisions/011): the schemas
 * arrive with the pages that use them. The router validates synchronously, so they are loaded
 * before it matches such a page: on the server before any render (entry-server.tsx), in the
 * browser before hydrating one of those pages (main.tsx) and before every navigation to one
 * ({@link awaitSearchSchemasOnNavigation}).
 */
type SearchSchemas = typeof Schemas;
type Name = keyof SearchSchemas;

let schemas: SearchSchemas | undefined;
let loading: Promise<SearchSchemas> | undefined;
const lazySchemas = new WeakSet<object>();

export function loadSearchSchemas(): Promise<SearchSchemas> {
  return (loading ??= import('~/shared/schemas/search').then((m) => (schemas = m)));
}

/** A route's `validateSearch`: the named zod schema, as a Standard Schema the router types and calls. */
export function searchSchema<N extends Name>(name: N): StandardSchemaValidator<z.input<SearchSchemas[N]>, z.output<SearchSchemas[N]>> {
  const schema: StandardSchemaValidator<z.input<SearchSchemas[N]>, z.output<SearchSchemas[N]>> = {
    '~standard': {
      validate: (value: unknown) => {
        if (schemas) return schemas[name]['~standard'].validate(value);
        // Only a link's prefetch (on hover or touch) can ask this early: it starts the loading and
        // fails quietly, and the navigation itself waits for the schemas.
        void loadSearchSchemas();
        return { issues: [{ message: 'The search schemas are still loading' }] };
      },
    },
  };
  lazySchemas.add(schema);
  return schema;
}

/** The schemas' loading when the page at `pathname` validates its search with one of them and they have not arrived. */
export function searchSchemasFor(router: AnyRouter, pathname: string): Promise<unknown> | undefined {
  if (schemas) return undefined;
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.some((route) => lazySchemas.has(route.options.validateSearch as object)) ? loadSearchSchemas() : undefined;
}

/** In the browser: a navigation to such a page (a link, `navigate`, back or forward) first waits for the schemas. */
export function awaitSearchSchemasOnNavigation(router: AnyRouter): void {
  (router.history as RouterHistory).block({
    blockerFn: async ({ nextLocation }: { nextLocation: { pathname: string } }) => {
      await searchSchemasFor(router, nextLocation.pathname);
      return false;
    },
    enableBeforeUnload: false,
  });
}
