import { isStaffPath } from '~/shared/analytics';
import type { TrpcClient } from './trpc';

/** The one call this makes, so a test can pass a recorder for the client. */
type ViewSender = { public: { analytics: { recordView: Pick<TrpcClient['public']['analytics']['recordView'], 'mutate'> } } };

/** D10: visitors who send Do-Not-Track or Global Privacy Control are not recorded. */
function doNotTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** A referrer that is one of this site's staff pages (a full load after the panel's View Site). */
function ownStaffPage(referrer: string): boolean {
  try {
    const url = new URL(referrer);
    return url.origin === location.origin && isStaffPath(url.pathname);
  } catch {
    return false;
  }
}

let lastPath: string | null = null;

/**
 * Reports a page view for a route change; never blocks or surfaces an error. Staff pages are not
 * reported, nor named as the referrer of the page after them (issue 44): they are the staff's own visits.
 */
export function reportPageView(client: ViewSender, path: string): void {
  if (path === lastPath || doNotTrack()) return;
  const from = lastPath;
  lastPath = path;
  if (isStaffPath(path)) return;
  const referrer = from === null ? document.referrer || undefined : `${location.origin}${from}`;
  client.public.analytics.recordView
    .mutate({ path, referrer: referrer && ownStaffPage(referrer) ? undefined : referrer })
    .catch(() => undefined);
}
