import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_KEYS } from '../admin-kinds';
import { MEMBERSHIP_TYPES } from '../plans';
import { adminSearch, checkoutSearch } from './search';

// The router parses a query string with JSON first: `?type=7` arrives as a number, `?type=[1]` as an array.
describe('search parameter schemas (routes validateSearch)', () => {
  it.each([[{}], [{ type: '' }], [{ type: 'gold' }], [{ type: 'FULL' }], [{ type: 7 }], [{ type: null }], [{ type: ['full'] }], [{ type: '__proto__' }]])(
    '/checkout: %j is the basic plan',
    (search) => {
      expect(checkoutSearch.parse(search)).toEqual({ type: 'basic' });
    },
  );

  it('/checkout: each plan type stands, other parameters are dropped', () => {
    for (const type of MEMBERSHIP_TYPES) expect(checkoutSearch.parse({ type, utm_source: 'x' })).toEqual({ type });
  });

  it('/admin: a known tab stands; none, an unknown one or a non-string is no tab (the panel opens its first)', () => {
    for (const tab of ADMIN_TAB_KEYS) expect(adminSearch.parse({ tab })).toEqual({ tab });
    for (const search of [{}, { tab: 'bad' }, { tab: 3 }, { tab: ['mail'] }]) expect(adminSearch.parse(search).tab).toBeUndefined();
  });
});
