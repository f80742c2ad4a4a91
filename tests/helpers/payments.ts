/**
 * Payment facts several test files rely on (no test framework imported: the Playwright tests
 * use this file too).
 */
import type { DB } from '~/server/db/database';

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

/**
 * A member made from a Stripe payment the webhook would record (the payment row as fulfilment
 * writes it, a Cognitive Rebel membership), the membership then synced from it; answers the member.
 */
export async function stripeMember(db: DB, email: string, paymentIntentId = `pi_${email.split('@')[0]}`) {
  await db
    .insertInto('payments')
    .values({
      stripePaymentIntentId: paymentIntentId,
      email,
      firstName: 'Stella',
      membershipType: 'full',
      amount: 4700,
      metadata: JSON.stringify({ planName: 'Cognitive Rebel', provider: 'stripe' }),
    })
    .execute();
  const { syncMember } = await import('~/server/services/members');
  return syncMember(db, email);
}
