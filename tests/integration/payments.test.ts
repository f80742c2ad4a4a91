import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';

const { admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('admin payments', () => {
  it('lists payments with totals of the succeeded ones', async () => {
    await db()
      .insertInto('payments')
      .values([
        {
          stripePaymentIntentId: 'pi_1',
          email: 'e@example.com',
          firstName: 'E',
          membershipType: 'full',
          amount: 4700,
          status: 'succeeded',
          currency: 'gbp',
          createdAt: '2025-05-01T10:00:00.000Z',
        },
        {
          stripePaymentIntentId: 'pi_2',
          email: 'f@example.com',
          firstName: 'F',
          membershipType: 'basic',
          amount: 700,
          status: 'failed',
          currency: 'gbp',
          createdAt: '2025-05-02T10:00:00.000Z',
        },
      ])
      .execute();
    const res = await admin('GET', '/api/admin/payments');
    expect(res.json.payments.map((p: { stripePaymentIntentId: string }) => p.stripePaymentIntentId)).toEqual(['pi_2', 'pi_1']);
    expect(res.json).toMatchObject({ succeededCount: 1, succeededTotal: 4700 });
  });

  // Issue 44: after a refund the tab's summary vanished (it counted only payments still
  // "succeeded"). Received, refunded and net are over every payment taken, refunded or not.
  it('sums received, refunded and net over every payment taken, after partial and full refunds', async () => {
    const taken = (id: string, amount: number, status: string, refundedAmount = 0, currency = 'gbp') => ({
      stripePaymentIntentId: id,
      email: `${id}@example.com`,
      firstName: id,
      membershipType: 'full',
      amount,
      refundedAmount,
      status,
      currency,
      createdAt: '2025-06-01T10:00:00.000Z',
    });
    await db().deleteFrom('payments').execute();
    await db()
      .insertInto('payments')
      .values([taken('pi_full', 4700, 'refunded', 4700)])
      .execute();
    const onlyRefunded = { receivedCount: 1, receivedTotal: 4700, refundedTotal: 4700, netTotal: 0 };
    expect((await admin('GET', '/api/admin/payments')).json).toMatchObject({ succeededCount: 0, ...onlyRefunded });
    expect((await admin('GET', '/api/admin/payments?page=1')).json).toMatchObject(onlyRefunded);

    await db()
      .insertInto('payments')
      .values([
        taken('pi_part', 14700, 'partially_refunded', 1000),
        taken('pi_ok', 700, 'succeeded'),
        taken('pi_disputed', 4700, 'disputed'),
        taken('pi_failed', 700, 'failed'),
        taken('pi_euro', 5000, 'succeeded', 0, 'eur'),
      ])
      .execute();
    const all = {
      receivedCount: 4,
      receivedTotal: 4700 + 14700 + 700 + 4700,
      refundedTotal: 4700 + 1000,
      netTotal: 14700 - 1000 + 700 + 4700,
    };
    expect((await admin('GET', '/api/admin/payments')).json).toMatchObject({ succeededCount: 1, succeededTotal: 700, ...all });
    // The totals are the whole table's, whatever the page or search.
    expect((await admin('GET', '/api/admin/payments?page=1&q=pi_ok')).json).toMatchObject({ total: 1, ...all });
    const trpc = await admin('GET', `/trpc/admin.payments.page?input=${encodeURIComponent('{}')}`);
    expect(trpc.json.result.data).toMatchObject(all);
  });

  it('keeps admin answers out of caches', async () => {
    expect((await admin('GET', '/api/admin/payments')).headers['cache-control']).toBe('no-store');
  });
});
