import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { AppRouter } from '~/routers';
import { HydrateWhenNear } from '../components/layout/hydrate-when-near';
import { SiteHeader } from '../components/layout/site-header';
import { reportPageView } from '../lib/page-views';
import { useCurrentToast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { SITE_NAME } from '~/shared/pages';

export type RouterContext = {
  queryClient: QueryClient;
  trpcUtils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
  /** PUBLIC_URL's origin, for absolute addresses in the head. */
  origin: string;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      // An unknown address: the spec's 404 page names itself (routes with their own head override this).
      { title: matches.some((m) => m.status === 'notFound') ? `404 Page Not Found · ${SITE_NAME}` : SITE_NAME },
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
  // The spec's 404 page, loaded only when an address is unknown.
  notFoundComponent: lazyRouteComponent(() => import('../components/layout/not-found-page'), 'NotFoundPage'),
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

// Below the fold on every page: in the HTML, its code hydrated when the visitor nears it.
const SiteFooter = lazy(() => import('../components/layout/site-footer').then((m) => ({ default: m.SiteFooter })));
// Needed only once something has been said.
const Toaster = lazy(() => import('../components/layout/toaster').then((m) => ({ default: m.Toaster })));

/** The toast viewport, loaded with the first toast. */
function Toasts() {
  const shown = useCurrentToast() !== null;
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (shown) setNeeded(true);
  }, [shown]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Pages with their own chrome (the admin area) skip the public header and footers. */
const bareLayout = (path: string) => path === '/admin' || path.startsWith('/admin/') || path === '/admin-login';

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { client } = trpc.useUtils();
  // Sent when the browser is idle: the request's setup is not part of hydration's tasks (Total
  // Blocking Time, docs/decisions/047). Never cancelled, so a quick next page still counts this one.
  useEffect(() => {
    const send = () => reportPageView(client, pathname);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(send, { timeout: 2000 });
    else setTimeout(send, 0);
  }, [client, pathname]);
  // The page's code has taken over (its scripts load after the first paint: src/server/pages.ts,
  // deferScripts). A sign for browser tests and tools; nothing styles or reads it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  if (bareLayout(pathname)) {
    return (
      <>
        <Outlet />
        <Toasts />
      </>
    );
  }
  return (
    <>
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        <Outlet />
      </main>
      <HydrateWhenNear id="site-footer" rootMargin="300px 0px">
        <SiteFooter />
      </HydrateWhenNear>
      <Toasts />
    </>
  );
}
