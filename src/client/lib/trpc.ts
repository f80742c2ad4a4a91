import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact, httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/react-query';
import type { AppRouter } from '../../routers';

export const trpc = createTRPCReact<AppRouter>();
export type TrpcClient = ReturnType<typeof trpc.createClient>;

/** Spec: data is fetched once and never stale; no focus refetch, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's client: over HTTP to /trpc. The server renders pages with an in-process link instead. */
export function createBrowserTrpcClient(): TrpcClient {
  const fetchWithCookies: typeof fetch = (url, init) => fetch(url, { ...init, credentials: 'include' });
  return trpc.createClient({
    links: [
      // Mutations go one by one (each is throttled and reported on its own); reads are batched.
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink({ url: '/trpc', fetch: fetchWithCookies }),
        false: httpBatchLink({ url: '/trpc', fetch: fetchWithCookies }),
      }),
    ],
  });
}

/** A client over any terminating link (the server passes its in-process link). */
export const createTrpcClient = (link: TRPCLink<AppRouter>): TrpcClient => trpc.createClient({ links: [link] });
