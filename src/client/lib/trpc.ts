import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact, httpLink, type TRPCLink } from '@trpc/react-query';
import type { AppRouter } from '~/routers';

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
  // One request per call: pages arrive with their data, so the browser asks for little, and
  // each write is throttled and reported on its own. (No batching link: its code would cost the
  // home page's JavaScript budget more than the requests it saves.)
  return trpc.createClient({ links: [httpLink({ url: '/trpc', fetch: fetchWithCookies })] });
}

/** A client over any terminating link (the server passes its in-process link). */
export const createTrpcClient = (link: TRPCLink<AppRouter>): TrpcClient => trpc.createClient({ links: [link] });
