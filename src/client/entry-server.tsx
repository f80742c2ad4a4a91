import { renderSsrHtmlResponse } from '@tanstack/router-core/ssr/server';
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { loadSearchSchemas } from './lib/search-schemas';
import { httpLink } from '@trpc/react-query';
import { createTrpcClient } from './lib/trpc';
import { type AppRouterInstance, createAppRouter } from './router';
import { unstable_localLink } from '@trpc/client';
import type { AppRouter } from '../routers';
import type { PostedForm } from '../shared/form-posts';
import { PostedFormContext } from './lib/posted-form';

export type RenderOptions = {
  /** The page's absolute URL. */
  url: string;
  headers: Headers;
  /**
   * The router and this request's context: loaders call the procedures in-process (no HTTP round
   * trip) through a local link made here, with this bundle's own tRPC client, so its errors are
   * the ones this bundle's code recognises.
   */
  trpc: Parameters<typeof unstable_localLink<AppRouter>>[0];
  /** The built client's entry script, its imports and stylesheets (or Vite's in development). */
  manifest: Manifest;
  /** PUBLIC_URL's origin. */
  origin: string;
  /** A form posted without JavaScript: its values and messages, or its result (docs/decisions/021). */
  posted?: PostedForm | null;
  /** This answer's CSP nonce: the router's scripts carry it (docs/decisions/011). */
  nonce?: string;
};

/**
 * Renders one page on the server: a router and a Query cache for this request, the route's
 * loaders awaited, the whole document rendered once everything (lazy sections included) is
 * ready, so the HTML is complete without JavaScript. Answers the router's status (404 for a
 * not-found), its redirects, and the HTML with the dehydrated router and Query state.
 */
export async function renderPage({ url, headers, trpc, manifest, origin, posted = null, nonce }: RenderOptions): Promise<Response> {
  const trpcLink = unstable_localLink(trpc);
  // The routes' search schemas, loaded once (the router validates synchronously).
  await loadSearchSchemas();
  const request = new Request(url, { headers });
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(createTrpcClient(trpcLink), origin, nonce),
    getRouterManifest: async () => manifest,
  });
  return handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () =>
        renderComplete(
          <PostedFormContext value={posted}>
            <RouterServer router={router} />
          </PostedFormContext>,
        ),
    }),
  );
}

/**
 * The whole document as one string, once every Suspense boundary (the lazy home sections) has
 * resolved: no streamed fallbacks, so the page reads the same with JavaScript off.
 */
function renderComplete(children: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(children, {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        // The router's transform writes the doctype itself.
        sink.on('end', () =>
          resolve(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/^<!DOCTYPE html>/i, ''),
          ),
        );
        sink.on('error', reject);
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        console.error('Server render error:', error);
      },
    });
  });
}

let schemasReady = false;
void loadSearchSchemas().then(() => (schemasReady = true));
/** A router used only to match addresses (no loader ever runs on it). */
let matcher: AppRouterInstance | undefined;

/**
 * A page's canonical address (the read cache's key, docs/decisions/019-read-cache-tags.md): the
 * path with only the search its routes read, as their `validateSearch` gives it back, in the
 * router's own serialisation; parameters no route's `validateSearch` returns are gone (a route
 * without one reads none). Null when it cannot tell (the search schemas still loading, a search
 * a route refuses).
 */
export function canonicalPageUrl(url: string, origin: string): string | null {
  if (!schemasReady) return null;
  matcher ??= createAppRouter(createTrpcClient(httpLink({ url: `${origin}/trpc` })), origin);
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const kept: Record<string, unknown> = {};
  try {
    const raw: Record<string, unknown> = matcher.options.parseSearch(q < 0 ? '' : url.slice(q));
    const [routes] = matcher.getMatchedRoutes(pathname);
    for (const route of routes) {
      const validated = validate(route.options.validateSearch, raw);
      if (validated === null) return null;
      for (const [key, value] of Object.entries(validated)) if (value !== undefined) kept[key] = value;
    }
    return `${pathname}${matcher.options.stringifySearch(kept)}`;
  } catch {
    return null;
  }
}

/** What a route's `validateSearch` (a function, a Standard Schema, or a parser) makes of a search. */
function validate(validator: unknown, search: Record<string, unknown>): Record<string, unknown> | null {
  if (!validator) return {};
  const asObject = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  if (typeof validator === 'function') return asObject((validator as (search: unknown) => unknown)(search));
  if (typeof validator === 'object' && '~standard' in validator) {
    const result = (validator as { '~standard': { validate: (v: unknown) => unknown } })['~standard'].validate(search);
    if (!result || typeof result !== 'object' || 'then' in result) return null;
    return 'issues' in result && result.issues ? null : asObject((result as { value?: unknown }).value);
  }
  if (typeof validator === 'object' && 'parse' in validator && typeof validator.parse === 'function')
    return asObject((validator as { parse: (search: unknown) => unknown }).parse(search));
  return null;
}
