import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_TYPES, PLANS, planFor } from './plans';

describe('the plan table (D17)', () => {
  it('holds the three yearly GBP plans of the spec, priced in pence for the server', () => {
    expect(Object.values(PLANS).map((p) => [p.type, p.name, p.pricePounds, p.amountPence, p.currency, p.interval])).toEqual([
      ['basic', 'Anonymous Observer', 7, 700, 'gbp', 'year'],
      ['full', 'Cognitive Rebel', 47, 4700, 'gbp', 'year'],
      ['distinguished', 'Master Provocateur', 147, 14700, 'gbp', 'year'],
    ]);
    for (const type of MEMBERSHIP_TYPES) expect(PLANS[type].amountPence).toBe(PLANS[type].pricePounds * 100);
    expect(PLANS.full.rank).toBe('featured');
    expect(PLANS.distinguished.rank).toBe('elite');
  });

  it.each([[undefined], [''], ['gold'], ['FULL'], [7], [null], ['__proto__'], ['toString']])('falls back to basic for %j', (type) => {
    expect(planFor(type).type).toBe('basic');
  });

  it('finds each known type', () => {
    expect(planFor('full').name).toBe('Cognitive Rebel');
    expect(planFor('distinguished').name).toBe('Master Provocateur');
  });
});
