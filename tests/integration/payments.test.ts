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

  it('keeps admin answers out of caches', async () => {
    expect((await admin('GET', '/api/admin/payments')).headers['cache-control']).toBe('no-store');
  });
});
