import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { createQueryClient, trpc, type TrpcClient } from './lib/trpc';
import { routeTree } from './route-tree.gen';

/**
 * One router (and one Query cache) per page: the server makes one per request with an
 * in-process tRPC link, the browser one at start with the HTTP link. Loaders fill the cache with
 * the same queries the components read; the cache travels in the page and is hydrated.
 * `origin` is PUBLIC_URL's: canonical and share addresses in the head are absolute. `nonce` (the
 * server's, one per page) goes on every script the router writes, which the page's CSP allows by
 * it (docs/decisions/011); the browser's router reads it back from the page's `csp-nonce` meta.
 */
export function createAppRouter(trpcClient: TrpcClient, origin: string, nonce?: string) {
  const queryClient = createQueryClient();
  const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const router = createRouter({
    routeTree,
    context: { queryClient, trpcUtils, origin },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...(nonce !== undefined && { ssr: { nonce } }),
    Wrap: ({ children }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
