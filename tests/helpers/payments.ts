/**
 * Payment facts several test files rely on (no test framework imported: the Playwright tests
 * use this file too).
 */

/** The card the demo provider accepts (Stripe's test card, with an expiry in the future). */
export const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

/** The stored payment of a succeeded Cognitive Rebel membership (the full plan, £47) by this payer. */
export const succeededFullMembership = (email: string, firstName: string) => ({
  email,
  firstName,
  membershipType: 'full',
  amount: 4700,
  currency: 'gbp',
  status: 'succeeded',
});
