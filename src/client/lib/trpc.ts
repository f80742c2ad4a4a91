import { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink, httpLink, splitLink } from '@trpc/react-query';
import type { AppRouter } from '../../routers';

/** Spec: data is fetched once and never stale; no focus refetch, no polling, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
    mutations: { retry: false },
  },
});

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    // Mutations go one by one (each is throttled and reported on its own); reads are batched.
    splitLink({
      condition: (op) => op.type === 'mutation',
      true: httpLink({ url: '/trpc', fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }) }),
      false: httpBatchLink({ url: '/trpc', fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }) }),
    }),
  ],
});

/** Used by route loaders to fill the Query cache with the queries the components read. */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;
