import type { DB } from '../db/database';

export type AdminPayment = {
  id: number;
  createdAt: string;
  firstName: string;
  email: string;
  membershipType: string;
  /** In the currency's minor unit (pence for GBP). */
  amount: number;
  currency: string;
  status: string;
  stripePaymentIntentId: string;
};

/** D18: payments as recorded by fulfilment, newest first, with totals of the succeeded ones. */
export async function listPayments(db: DB): Promise<{ payments: AdminPayment[]; succeededCount: number; succeededTotal: number }> {
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'createdAt', 'firstName', 'email', 'membershipType', 'amount', 'currency', 'status', 'stripePaymentIntentId'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const succeeded = payments.filter((p) => p.status === 'succeeded' && p.currency.toLowerCase() === 'gbp');
  return {
    payments,
    succeededCount: succeeded.length,
    succeededTotal: succeeded.reduce((sum, p) => sum + p.amount, 0),
  };
}
