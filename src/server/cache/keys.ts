/**
 * The key an answer is kept under: its canonical URL (docs/decisions/019-read-cache-tags.md).
 * Tracking parameters are dropped before routing, and a page's search is cut to what its routes
 * read, so `/?utm_source=x` and `/?anything` are answered from `/`'s entry.
 */

/**
 * Query parameters no route reads: share links' tracking tags (`*`: any name with that prefix).
 * The one list: both the quick look and the exact match below are made from it.
 */
export const TRACKING_PARAMETERS: readonly string[] = [
  'utm_*',
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'rb_clickid',
  's_cid',
];

const names = TRACKING_PARAMETERS.map((name) => (name.endsWith('*') ? `${name.slice(0, -1)}[\\w-]*` : name));
const TRACKING = new RegExp(`^(?:${names.join('|')})$`, 'i');
// Most URLs carry none: a query that names no tracking parameter anywhere is left as it is without splitting it.
const MAYBE_TRACKING = new RegExp(`(?:^|&)(?:${TRACKING_PARAMETERS.map((name) => name.replace('*', '')).join('|')})`, 'i');

/** The URL without tracking parameters (the same string when it has none). */
export function withoutTracking(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1);
  if (!MAYBE_TRACKING.test(query)) return url;
  const kept = query.split('&').filter((pair) => {
    const name = pair.split('=')[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // a malformed name is kept as it is (the route decides)
    }
    return !TRACKING.test(decoded);
  });
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

/**
 * The addresses whose anonymous GETs are public reads: the REST mirror's public rows, tRPC
 * queries of the public and experiments routers, the discovery files and the pages. Whether an
 * answer is then kept is the answer's own say (status 200, no cookie set, no `no-store`).
 */
export function isPublicReadUrl(url: string): boolean {
  if (url.startsWith('/api/')) return !url.startsWith('/api/admin');
  if (url.startsWith('/trpc/')) {
    const procedures = url.slice('/trpc/'.length).split('?')[0].split(',');
    return procedures.every((name) => name.startsWith('public.') || name.startsWith('experiments.'));
  }
  return !(
    url.startsWith('/uploads/') ||
    url.startsWith('/assets/') ||
    url === '/healthz' ||
    url.startsWith('/healthz?') ||
    isMemberPageUrl(url)
  );
}

/** A member's own pages (docs/decisions/054): each member's alone, never a public read, never kept. */
export const isMemberPageUrl = (url: string): boolean => /^\/account(?:[/?#]|$)/.test(url);

export const isApiUrl = (url: string): boolean => url.startsWith('/api/') || url.startsWith('/trpc/');
const isPageUrl = (url: string) => !isApiUrl(url) && !/^\/(sitemap\.xml|robots\.txt|feed\.xml)(\?|$)/.test(url);

/**
 * A page's canonical URL: the path with only the search its routes read, as their search schemas
 * validate it; null when the pages cannot tell (no built client). Filled in once the pages are registered.
 */
export type CanonicalPage = { url: (url: string) => string | null };

/** The key of a public read's answer: the URL itself, or for a page with a search its canonical URL. */
export function canonicalKey(url: string, canonicalPage: CanonicalPage): string {
  if (!isPageUrl(url) || !url.includes('?')) return url;
  return canonicalPage.url(url) ?? url;
}
