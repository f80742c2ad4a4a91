import { z } from 'zod';
import { ADMIN_TAB_KEYS } from '../admin-kinds';
import { DEFAULT_MEMBERSHIP_TYPE, MEMBERSHIP_TYPES } from '../plans';
import { ARSENAL_TYPES } from '../arsenal';
import { SEARCH_COUNT_MAX, SEARCH_KINDS, SEARCH_LIMIT_MAX, SEARCH_LIMIT_PAGE, SEARCH_QUERY_MAX } from '../site-search';

/**
 * Search parameters of the pages that take them, for the routes' `validateSearch`
 * (src/client/lib/search-schemas.ts loads this module with the page that needs it: zod is not
 * part of the JavaScript every visitor loads first; docs/decisions/011). Neither ever fails:
 * a bad value falls back, as the spec asks.
 */

/** /checkout?type=: spec part 1 section 5, "Default plan type: basic"; an unknown type is basic too. */
export const checkoutSearch = z.object({
  type: z.string().optional().pipe(z.enum(MEMBERSHIP_TYPES)).catch(DEFAULT_MEMBERSHIP_TYPE),
  // A renewal letter's link fills in the member's address (docs/decisions/028); anything odd is dropped.
  email: z.string().trim().max(254).optional().catch(undefined),
  // The member's page's Renew button fills in the first name too (docs/decisions/055).
  firstName: z.string().trim().max(100).optional().catch(undefined),
});

/** /admin?tab=: one of the panel's sections; anything else is dropped and the panel opens its first. */
export const adminSearch = z.object({ tab: z.enum(ADMIN_TAB_KEYS).optional().catch(undefined) });

/**
 * ?page= of a paged public list (docs/decisions/020): a whole number from 1; anything else is the first
 * page, and page 1 itself is the bare address (one URL per page). A page past the end is the
 * route's 404, decided by its loader.
 */
const pageParam = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,7}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(1_000_000))
  .optional()
  .catch(undefined)
  .transform((page) => (page === 1 ? undefined : page));

/** /exhibitions, /recognition, /shame, /intelligence. */
export const listSearch = z.object({ page: pageParam });

/** /brain-arsenal?type=&page=: the type filter (All when missing or unknown) and the page. */
export const arsenalSearch = z.object({ type: z.enum(ARSENAL_TYPES).optional().catch(undefined), page: pageParam });

/** /exhibitions/{id}?comments=: the page of comments, newest first ("Show more" without JavaScript). */
export const exhibitionSearch = z.object({ comments: pageParam });

/**
 * /search?q=: the site search's query (docs/decisions/030), trimmed and at most SEARCH_QUERY_MAX
 * characters; anything else (missing, a number, an array) is no query, which shows the empty form.
 */
export const siteSearch = z.object({
  q: z
    .union([z.string(), z.number().transform(String)])
    .transform((q) => q.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX))
    .optional()
    .catch(undefined)
    .transform((q) => (q ? q : undefined)),
});

/** `public.search` and `GET /api/search?q=&limit=`: the query and the results wanted per kind. */
export const searchInput = z.object({
  q: z
    .string({ error: 'q is required' })
    .transform((q) => q.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'Type something to search for').max(SEARCH_QUERY_MAX, `The search is at most ${SEARCH_QUERY_MAX} characters`))
    .describe('What to look for: words, or the first letters of words'),
  limit: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/)
          .transform(Number),
      ],
      { error: `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` },
    )
    .pipe(z.number().int().min(1).max(SEARCH_LIMIT_MAX, `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`))
    .optional()
    .describe(`Results per kind (${SEARCH_LIMIT_PAGE} by default)`),
});

const snippetPart = z.object({ text: z.string(), mark: z.boolean() });
const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  url: z.string(),
  title: z.string(),
  snippet: z.array(snippetPart),
  titleMatch: z.boolean(),
});

/** The answer of `GET /api/search`: the groups by kind, best first, and the count. */
export const searchOutput = z.object({
  q: z.string(),
  total: z.number().int().describe(`Every match, all kinds together, with each kind counted up to ${SEARCH_COUNT_MAX}`),
  capped: z.boolean().describe('Some kind has more matches than counted: there are more than `total`'),
  approximate: z.boolean(),
  didYouMean: z.string().nullable(),
  groups: z.array(
    z.object({
      kind: z.enum(SEARCH_KINDS),
      label: z.string(),
      total: z.number().int().describe(`The kind's matches, counted up to ${SEARCH_COUNT_MAX}`),
      capped: z.boolean().describe('The kind has more matches than `total`'),
      results: z.array(searchResult),
    }),
  ),
});
