/**
 * The public lists in pages (docs/decisions/020): zod-free, so pages can import them
 * within the home page's JavaScript budget.
 */
/** Cards on one page of /exhibitions, /recognition, /shame, /brain-arsenal and /intelligence (a multiple of 2 and 3). */
export const PUBLIC_PAGE_SIZE = 24;

/** The largest `pageSize` the page procedures and the `/api` rows' `?pageSize=` accept. */
export const PUBLIC_PAGE_SIZE_MAX = 100;

/** Comments on one page of an exhibition, newest first ("Show more" asks for the next). */
export const COMMENTS_PAGE_SIZE = 20;

/** The home page's exhibitions grid: the first 9 (part 1 section 3). */
export const HOME_EXHIBITIONS = 9;

/** The home page's recognition and shame sections: the first 3 of each. */
export const HOME_RECOGNITION = 3;
export const HOME_SHAME = 3;

/** A sitemap holds at most 50,000 URLs (sitemaps.org); beyond that /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** One page of a public list, as the page procedures answer it. */
export type PublicPage<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

/**
 * `?page=` of a list (and `?comments=` of an exhibition) as the routes' `validateSearch` reads it:
 * a whole number from 2 to 1,000,000, anything else none (page 1, the bare address). Zod-free, so
 * the route tree stays within the home page's JavaScript budget and a list page hydrates without
 * waiting for zod; it is the twin of `pageParam` in schemas/search.ts, which the unit tests hold
 * it to (search.test.ts).
 */
export function pageParam(value: unknown): number | undefined {
  const n = typeof value === 'number' || (typeof value === 'string' && /^\d{1,7}$/.test(value)) ? Number(value) : 0;
  return Number.isInteger(n) && n > 1 && n <= 1e6 ? n : undefined;
}
