import { z } from 'zod';
import { ADMIN_TAB_KEYS } from '../admin-kinds';
import { DEFAULT_MEMBERSHIP_TYPE, MEMBERSHIP_TYPES } from '../plans';

/**
 * Search parameters of the pages that take them, for the routes' `validateSearch`
 * (src/client/lib/search-schemas.ts loads this module with the page that needs it: zod is not
 * part of the JavaScript every visitor loads first; docs/decisions/011). Neither ever fails:
 * a bad value falls back, as the spec asks.
 */

/** /checkout?type=: spec part 1 section 5, "Default plan type: basic"; an unknown type is basic too. */
export const checkoutSearch = z.object({ type: z.string().optional().pipe(z.enum(MEMBERSHIP_TYPES)).catch(DEFAULT_MEMBERSHIP_TYPE) });

/** /admin?tab=: one of the panel's sections; anything else is dropped and the panel opens its first. */
export const adminSearch = z.object({ tab: z.enum(ADMIN_TAB_KEYS).optional().catch(undefined) });
