import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_KEYS } from '../admin-kinds';
import { MEMBERSHIP_TYPES } from '../plans';
import { pageParam } from '../public-lists';
import { searchQueryParam } from '../search-param';
import { adminSearch, arsenalSearch, checkoutSearch, exhibitionSearch, listSearch, searchInput, siteSearch } from './search';

// The router parses a query string with JSON first: `?type=7` arrives as a number, `?type=[1]` as an array.
describe('search parameter schemas (routes validateSearch)', () => {
  it.each([
    [{}],
    [{ type: '' }],
    [{ type: 'gold' }],
    [{ type: 'FULL' }],
    [{ type: 7 }],
    [{ type: null }],
    [{ type: ['full'] }],
    [{ type: '__proto__' }],
  ])('/checkout: %j is the basic plan', (search) => {
    expect(checkoutSearch.parse(search)).toEqual({ type: 'basic' });
  });

  it('/checkout: each plan type stands, other parameters are dropped', () => {
    for (const type of MEMBERSHIP_TYPES) expect(checkoutSearch.parse({ type, utm_source: 'x' })).toEqual({ type });
  });

  it('/checkout: a renewal letter fills in the email; a value that is not text is dropped', () => {
    expect(checkoutSearch.parse({ type: 'full', email: 'ada@example.com' })).toEqual({ type: 'full', email: 'ada@example.com' });
    expect(checkoutSearch.parse({ type: 'full', email: ['a', 'b'] }).email).toBeUndefined();
    expect(checkoutSearch.parse({ type: 'full', email: 'x'.repeat(300) }).email).toBeUndefined();
    // The member's page renews with the first name filled in too (docs/decisions/055).
    expect(checkoutSearch.parse({ type: 'full', email: 'ada@example.com', firstName: 'Ada' })).toEqual({
      type: 'full',
      email: 'ada@example.com',
      firstName: 'Ada',
    });
    expect(checkoutSearch.parse({ type: 'full', firstName: 'x'.repeat(300) }).firstName).toBeUndefined();
  });

  it('/admin: a known tab stands; none, an unknown one or a non-string is no tab (the panel opens its first)', () => {
    for (const tab of ADMIN_TAB_KEYS) expect(adminSearch.parse({ tab })).toEqual({ tab });
    for (const search of [{}, { tab: 'bad' }, { tab: 3 }, { tab: ['mail'] }]) expect(adminSearch.parse(search).tab).toBeUndefined();
  });
});

describe('?page= of the paged lists (docs/decisions/020)', () => {
  // The router parses a query string with JSON first: `?page=2` arrives as 2, `?page=abc` as 'abc'.
  const values: unknown[] = [
    undefined,
    null,
    0,
    1,
    2,
    24,
    1_000_000,
    1_000_001,
    -3,
    2.5,
    '2',
    '02',
    '0',
    '1',
    'abc',
    '',
    ' 2',
    '2 ',
    '1e3',
    [2],
    { page: 2 },
    true,
    Number.NaN,
    Infinity,
  ];

  it('the routes zod-free reader (pageParam) agrees with the zod schemas on every value', () => {
    for (const value of values) {
      const zodPage = listSearch.parse({ page: value }).page;
      expect(pageParam(value), String(value)).toBe(zodPage);
      expect(arsenalSearch.parse({ page: value }).page).toBe(zodPage);
      expect(exhibitionSearch.parse({ comments: value }).comments).toBe(zodPage);
    }
  });

  it('reads a whole number from 2 up; page 1 and anything else is the bare address', () => {
    expect(listSearch.parse({ page: 3 })).toEqual({ page: 3 });
    expect(listSearch.parse({ page: 1 }).page).toBeUndefined();
    expect(listSearch.parse({ page: 'x', utm_source: 'y' }).page).toBeUndefined();
    expect(arsenalSearch.parse({ type: 'video', page: 2 })).toEqual({ type: 'video', page: 2 });
    expect(arsenalSearch.parse({ type: 'gold' }).type).toBeUndefined();
  });
});

describe('/search?q= (docs/decisions/030)', () => {
  const values: unknown[] = [
    undefined,
    null,
    '',
    '   ',
    'synergy',
    '  two   words  ',
    'a'.repeat(150),
    7,
    1e3,
    ['x'],
    { q: 1 },
    true,
    'Ünïcödé ☃',
  ];
  it('siteSearch trims, folds spaces, bounds the length and drops anything that is not text', () => {
    expect(siteSearch.parse({ q: '  two   words ' })).toEqual({ q: 'two words' });
    expect(siteSearch.parse({ q: 'a'.repeat(150) }).q).toHaveLength(100);
    for (const q of [undefined, '', '  ', ['x'], { a: 1 }, true]) expect(siteSearch.parse({ q }).q, JSON.stringify(q)).toBeUndefined();
  });

  it('the route’s zod-free reader (searchQueryParam) agrees with siteSearch on every value', () => {
    for (const value of values) expect(searchQueryParam(value), JSON.stringify(value)).toBe(siteSearch.parse({ q: value }).q);
  });

  it('searchInput refuses an empty or too long query and a limit out of range', () => {
    expect(searchInput.parse({ q: ' a  b ', limit: '3' })).toEqual({ q: 'a b', limit: 3 });
    for (const input of [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'a'.repeat(101) },
      { q: 'a', limit: 0 },
      { q: 'a', limit: '21' },
      { q: 'a', limit: 'x' },
    ])
      expect(searchInput.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});
