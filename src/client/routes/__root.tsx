import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import { type ReactNode, useEffect } from 'react';
import type { AppRouter } from '../../routers';
import { NotFoundPage } from '../components/layout/not-found-page';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { Toaster } from '../components/layout/toaster';
import { reportPageView } from '../lib/page-views';
import { trpc } from '../lib/trpc';

export type RouterContext = {
  queryClient: QueryClient;
  trpcUtils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
  /** PUBLIC_URL's origin, for absolute addresses in the head. */
  origin: string;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#2b2118' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'alternate', type: 'application/rss+xml', title: 'The Brain Appreciation Club', href: '/feed.xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** The whole document, rendered on the server and hydrated in the browser. */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Pages with their own chrome (the admin area) skip the public header and footers. */
const bareLayout = (path: string) => path === '/admin' || path.startsWith('/admin/') || path === '/admin-login';

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { client } = trpc.useUtils();
  useEffect(() => reportPageView(client, pathname), [client, pathname]);

  if (bareLayout(pathname)) {
    return (
      <>
        <Outlet />
        <Toaster />
      </>
    );
  }
  return (
    <>
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
