import type { TrpcClient } from './trpc';

/** D10: visitors who send Do-Not-Track or Global Privacy Control are not recorded. */
function doNotTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

let lastPath: string | null = null;

/** Reports a page view for a route change; never blocks or surfaces an error. */
export function reportPageView(client: TrpcClient, path: string): void {
  if (path === lastPath || doNotTrack()) return;
  const referrer = lastPath === null ? document.referrer || undefined : `${location.origin}${lastPath}`;
  lastPath = path;
  client.public.analytics.recordView.mutate({ path, referrer }).catch(() => undefined);
}
