import type { FastifyInstance } from 'fastify';

/**
 * D3: a known /api path asked with a method it does not have answers 405 with `Allow` (not 404).
 * Records every /api route as it is added; answers the methods a concrete path has, or null
 * when no route has the path at all.
 */
export function trackApiMethods(app: FastifyInstance): (path: string) => string[] | null {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const entry = routes.get(route.url) ?? {
      pattern: new RegExp(
        `^${route.url
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
          .replace(/\*/g, '.*')}$`,
      ),
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat()) entry.methods.add(method);
    routes.set(route.url, entry);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const route of routes.values()) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m);
    return methods.size > 0 ? [...methods].sort() : null;
  };
}
