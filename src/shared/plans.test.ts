import { describe, expect, it } from 'vitest';
import { benefitsPlanSentence, BENEFITS_TIER_NAMES, checkoutTierSentence, MEMBERSHIP_TYPES, planFor, PLANS } from './plans';

describe('planFor (D17)', () => {
  it.each([[undefined], [''], ['gold'], ['FULL'], [7], [null], ['__proto__'], ['toString']])('falls back to basic for %j', (type) => {
    expect(planFor(type).type).toBe('basic');
  });

  it('finds each known type', () => {
    expect(planFor('full').name).toBe('Cognitive Rebel');
    expect(planFor('distinguished').name).toBe('Master Provocateur');
  });
});

describe('the Membership Benefits tiers and the checkout plans', () => {
  it('say on both pages which tier is which plan, at the same price, and that checkout charges it yearly', () => {
    expect(checkoutTierSentence('full')).toBe(
      'This is the Distinguished Fellow tier of the Membership Benefits page, where it is listed at £47 / month. ' +
        'Here you pay £47 once, for a year of membership, under the name Cognitive Rebel.',
    );
    expect(benefitsPlanSentence('distinguished')).toBe('At checkout: the Master Provocateur plan, £147 paid once a year.');
    expect(Object.values(BENEFITS_TIER_NAMES)).toEqual(['Basic Supporter', 'Distinguished Fellow', 'Full Member']);
    for (const type of MEMBERSHIP_TYPES) expect(PLANS[type].interval).toBe('year');
  });
});
