/** The longest search query, in characters after trimming (docs/decisions/030). */
export const SEARCH_QUERY_MAX = 100;

/**
 * /search?q= as the route reads it: trimmed, inner spaces folded, at most SEARCH_QUERY_MAX
 * characters; anything else (missing, empty, an array) is no query. Zod-free, so the route tree
 * stays within the home page's JavaScript budget; it is the twin of the zod schema `siteSearch`
 * in schemas/search.ts, which the unit tests hold it to (search.test.ts).
 */
export function searchQueryParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX) || undefined;
}
