import { z } from 'zod';
import { ADMIN_TAB_KEYS } from '../admin-kinds';
import { DEFAULT_MEMBERSHIP_TYPE, MEMBERSHIP_TYPES } from '../plans';
import { ARSENAL_TYPES } from '../arsenal';

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
});

/** /admin?tab=: one of the panel's sections; anything else is dropped and the panel opens its first. */
export const adminSearch = z.object({ tab: z.enum(ADMIN_TAB_KEYS).optional().catch(undefined) });

/**
 * ?page= of a paged public list (issue 22): a whole number from 1; anything else is the first
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
