import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFoundPage } from '../components/layout/not-found-page';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { Toaster } from '../components/layout/toaster';
import { reportPageView } from '../lib/page-views';
import type { TrpcUtils } from '../lib/trpc';

type RouterContext = { queryClient: QueryClient; trpcUtils: TrpcUtils };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** Pages with their own chrome (the admin area) skip the public header and footers. */
const bareLayout = (path: string) => path === '/admin' || path.startsWith('/admin/') || path === '/admin-login';

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => reportPageView(pathname), [pathname]);

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
