import { randomUUID } from 'node:crypto';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/routers';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { postWebhook, stripeEventOf, stripeMode, useFakeStripe } from '../helpers/stripe';

// Refunds and disputes through Stripe (docs/decisions/028): the real SDK against the local
// stand-in for Stripe's API, and signed webhooks. A refund is one refund whichever side made it.
const fake = useFakeStripe();
const { t, db, admin } = useAdminTestApp(() => stripeMode(fake()));
let counter = 0;

async function sendWebhook(type: string, object: Record<string, unknown>, id = `evt_refund_${Date.now()}_${++counter}`) {
  const res = await postWebhook(t.app, stripeEventOf(id, type, object));
  return { status: res.statusCode, json: res.json<Record<string, unknown>>(), id };
}

/** A Stripe checkout that succeeded and whose webhook was delivered; answers the payment row. */
async function paid(email: string, membershipType = 'full') {
  const created = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType });
  const { clientSecret, paymentIntentId } = created.json as { clientSecret: string; paymentIntentId: string };
  expect((await injectJson(t.app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName: 'Payer' })).status).toBe(200);
  const intent = fake().succeed(paymentIntentId);
  expect((await sendWebhook('payment_intent.succeeded', { ...intent })).status).toBe(200);
  return db().selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirstOrThrow();
}

const paymentRow = (id: number) => db().selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refundRows = (paymentId: number) =>
  db().selectFrom('payment_refunds').selectAll().where('paymentId', '=', paymentId).orderBy('id').execute();
const refundLetters = (to: string) =>
  db().selectFrom('mail_outbox').selectAll().where('kind', '=', 'refund-notice').where('recipient', '=', to).execute();
const member = (email: string) => db().selectFrom('members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
type Refunded = inferRouterOutputs<AppRouter>['admin']['payments']['refund'];
const refund = async (input: Record<string, unknown>) => {
  const res = await admin('POST', '/trpc/admin.payments.refund', input);
  const body = res.json as { result?: { data: Refunded } } | undefined;
  return { status: res.status, data: body?.result?.data };
};

describe('a refund from the Payments tab through Stripe', () => {
  it("calls Stripe's refunds API with the amount, the reason and an idempotency key, then records it once", async () => {
    const payment = await paid('eve@example.com');
    const before = fake().requests.length;
    const requestId = randomUUID();
    const res = await refund({ id: payment.id, amount: 1200, reason: 'Charged at the wrong rate', requestId });
    expect(res).toMatchObject({ status: 200, data: { status: 'partially_refunded', refundedAmount: 1200, refunded: 1200 } });
    const call = fake()
      .requests.slice(before)
      .find((r) => r.path === '/v1/refunds');
    expect(call?.method).toBe('POST');
    expect(call?.form).toMatchObject({
      payment_intent: payment.stripePaymentIntentId,
      amount: '1200',
      metadata: { reason: 'Charged at the wrong rate' },
    });
    expect(call?.headers['idempotency-key']).toBe(`refund-${payment.id}-${requestId}`);
    // The same form sent again (a double click after the first answer): Stripe answers the same refund.
    expect((await refund({ id: payment.id, amount: 1200, reason: 'Charged at the wrong rate', requestId })).data?.refunded).toBe(0);
    expect(fake().refunds.filter((r) => r.payment_intent === payment.stripePaymentIntentId)).toHaveLength(1);
    expect(await refundRows(payment.id)).toMatchObject([{ amount: 1200, source: 'panel', reason: 'Charged at the wrong rate' }]);
    expect(await refundLetters('eve@example.com')).toHaveLength(1);
  });

  it("records nothing more when Stripe's charge.refunded arrives for the panel's own refund, or is replayed", async () => {
    const payment = await db().selectFrom('payments').selectAll().where('email', '=', 'eve@example.com').executeTakeFirstOrThrow();
    const first = await sendWebhook('charge.refunded', fake().chargeOf(payment.stripePaymentIntentId));
    expect(first).toMatchObject({ status: 200, json: { handled: true, duplicate: false } });
    const replay = await sendWebhook('charge.refunded', fake().chargeOf(payment.stripePaymentIntentId), first.id);
    expect(replay.json).toMatchObject({ handled: true, duplicate: true });
    expect(await refundRows(payment.id)).toHaveLength(1);
    expect(await refundLetters('eve@example.com')).toHaveLength(1);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'partially_refunded', refundedAmount: 1200 });
  });

  it('answers 502 and records nothing when Stripe refuses the refund', async () => {
    const payment = await db().selectFrom('payments').selectAll().where('email', '=', 'eve@example.com').executeTakeFirstOrThrow();
    fake().refuse = {
      status: 400,
      type: 'invalid_request_error',
      message: 'Refund amount is greater than unrefunded amount',
      code: 'amount_too_large',
    };
    expect((await refund({ id: payment.id, amount: 100, reason: 'Refused by Stripe' })).status).toBe(502);
    fake().refuse = null;
    fake().failing = true;
    expect((await refund({ id: payment.id, amount: 100, reason: 'Stripe is down' })).status).toBe(503);
    expect(await refundRows(payment.id)).toHaveLength(1);
  });
});

describe("a refund made in Stripe's dashboard", () => {
  it('updates the payment and the member from the charge.refunded webhook, once, with a letter', async () => {
    const payment = await paid('fay@example.com', 'basic');
    expect(await member('fay@example.com')).toMatchObject({ status: 'active' });
    fake().refundFromDashboard(payment.stripePaymentIntentId);
    const delivered = await sendWebhook('charge.refunded', fake().chargeOf(payment.stripePaymentIntentId));
    expect(delivered.status).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: 700 });
    expect(await refundRows(payment.id)).toMatchObject([{ amount: 700, source: 'provider' }]);
    expect(await member('fay@example.com')).toMatchObject({ status: 'refunded' });
    expect(await refundLetters('fay@example.com')).toHaveLength(1);
    // The same event delivered again, and another event about the same refunds: nothing changes.
    await sendWebhook('charge.refunded', fake().chargeOf(payment.stripePaymentIntentId), delivered.id);
    await sendWebhook('charge.refunded', fake().chargeOf(payment.stripePaymentIntentId));
    expect(await refundRows(payment.id)).toHaveLength(1);
    expect(await refundLetters('fay@example.com')).toHaveLength(1);
    // And the panel cannot refund it again.
    expect((await refund({ id: payment.id, reason: 'Once more' })).status).toBe(409);
  });
});

describe('a dispute', () => {
  it('marks the payment disputed and takes its year from the member, once; the panel then cannot refund it', async () => {
    const payment = await paid('gus@example.com');
    const dispute = {
      id: 'dp_test_1',
      object: 'dispute',
      amount: 4700,
      charge: 'ch_x',
      payment_intent: payment.stripePaymentIntentId,
      reason: 'fraudulent',
    };
    const first = await sendWebhook('charge.dispute.created', dispute);
    expect(first.json).toMatchObject({ handled: true });
    const row = await paymentRow(payment.id);
    expect(row.status).toBe('disputed');
    expect(row.disputedAt).not.toBeNull();
    expect(await member('gus@example.com')).toMatchObject({ status: 'refunded' });
    await sendWebhook('charge.dispute.created', dispute, first.id);
    await sendWebhook('charge.dispute.created', dispute);
    expect((await paymentRow(payment.id)).disputedAt).toBe(row.disputedAt);
    expect((await refund({ id: payment.id, reason: 'Trying anyway' })).status).toBe(409);
  });

  it('ignores refund and dispute events about payments that are not the club’s', async () => {
    const res = await sendWebhook('charge.refunded', { id: 'ch_other', object: 'charge', payment_intent: null });
    expect(res.json).toMatchObject({ handled: false });
  });
});
