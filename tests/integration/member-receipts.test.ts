import { describe, expect, it } from 'vitest';
import { adminCookie, adminRequest } from '../helpers/admin-session';
import { freshIps, memberCalls, payAsVisitor, signInByCode, SITE } from '../helpers/member-calls';
import { useTestApp } from '../helpers/test-app';

// A member's receipts, card and renewal through their own door (docs/decisions/055), on both
// dialects: each receipt has what a receipt must (club name and address, date, GBP amount, method,
// reference), a refund has its own, another member's number is 404 like a missing one, nothing
// without a member session; the card and the renewal answers; turning renewing automatically off
// without JavaScript.
const { t, db } = useTestApp({ rateLimitWritesPerMinute: 100_000 });
const { call } = memberCalls(() => t.app);
const freshIp = freshIps(71);
const signIn = (email: string) => signInByCode(t, call, email, freshIp);

const paymentOf = (email: string) =>
  db().selectFrom('payments').selectAll().where('email', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('receipts', () => {
  it('lists a receipt per payment and per refund, each printable with the club’s name and address, date, GBP, method and reference', async () => {
    await payAsVisitor(t.app, 'ada@example.com', 'Ada');
    const payment = await paymentOf('ada@example.com');
    const admin = adminRequest(t.app, await adminCookie(t.app));
    expect((await admin('POST', '/trpc/admin.payments.refund', { id: payment.id, amount: 1000, reason: 'Goodwill' })).status).toBe(200);
    const refund = await db().selectFrom('payment_refunds').selectAll().where('paymentId', '=', payment.id).executeTakeFirstOrThrow();
    const cookie = await signIn('ada@example.com');

    const list = await call('account.receipts', undefined, { cookie, query: true });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const numbers = (list.data as unknown as { number: string; kind: string }[]).map((r) => `${r.kind} ${r.number}`);
    const paymentNumber = `BAC-R-${String(payment.id).padStart(6, '0')}`;
    const refundNumber = `BAC-RF-${String(refund.id).padStart(6, '0')}`;
    expect(numbers.sort()).toEqual([`payment ${paymentNumber}`, `refund ${refundNumber}`]);

    const receipt = await call('account.receipt', { number: paymentNumber }, { cookie, query: true });
    expect(receipt.status).toBe(200);
    expect(receipt.data).toMatchObject({
      kind: 'payment',
      number: paymentNumber,
      club: { name: 'The Brain Appreciation Club', address: ['14 Cogitation Row, Bloomsbury', 'London WC1B 3XX'] },
      billedTo: { name: 'Ada', email: 'ada@example.com' },
      date: payment.createdAt,
      amount: 4700,
      currency: 'gbp',
      method: 'Demonstration card payment (no money was taken)',
      reference: payment.stripePaymentIntentId,
      note: 'Refunded in part: see the refund receipts',
    });
    expect((receipt.data.period as { start: string }).start).toBe(payment.createdAt);

    const refundReceipt = await call('account.receipt', { number: refundNumber }, { cookie, query: true });
    expect(refundReceipt.data).toMatchObject({
      kind: 'refund',
      amount: 1000,
      reference: refund.providerRefundId,
      method: 'Demonstration refund (no money moved)',
      ofPayment: { number: paymentNumber, amount: 4700 },
      period: null,
    });
  });

  it('answers another member’s receipt as one that does not exist, and nothing without a member session', async () => {
    await payAsVisitor(t.app, 'bea@example.com', 'Bea', 'basic');
    const beas = `BAC-R-${String((await paymentOf('bea@example.com')).id).padStart(6, '0')}`;
    const ada = await signIn('ada@example.com');
    const other = await call('account.receipt', { number: beas }, { cookie: ada, query: true });
    const missing = await call('account.receipt', { number: 'BAC-R-999999' }, { cookie: ada, query: true });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(other.error).toBe(missing.error);
    expect(JSON.stringify(other)).not.toContain('bea@');
    expect((await call('account.receipt', { number: 'BAC-X-1' }, { cookie: ada, query: true })).status).toBe(400);
    for (const path of ['account.receipts', 'account.card', 'account.renewal']) {
      expect((await call(path, undefined, { query: true })).status, path).toBe(401);
    }
    expect((await call('account.receipt', { number: beas }, { query: true })).status).toBe(401);
    // A staff session is not a member's.
    const staff = await adminCookie(t.app);
    expect((await call('account.receipts', undefined, { cookie: staff, query: true })).status).toBe(401);
  });
});

describe('the card and renewing, through the door', () => {
  it('answers the member’s own card and renewal, and its check answers anyone', async () => {
    const cookie = await signIn('bea@example.com');
    const card = await call('account.card', undefined, { cookie, query: true });
    expect(card.status).toBe(200);
    expect(card.data).toMatchObject({ name: 'Bea', planName: 'Anonymous Observer', valid: true });
    const token = String(card.data.verifyUrl).split('/member-card/')[1];
    const check = await t.app.inject({ method: 'GET', url: `/api/member-cards/${token}` });
    expect(check.json()).toEqual({ valid: true, validUntil: card.data.validUntil });

    const renewal = await call('account.renewal', undefined, { cookie, query: true });
    expect(renewal.data).toMatchObject({
      plan: 'basic',
      renewPath: '/checkout?type=basic&email=bea%40example.com&firstName=Bea',
      autoRenew: { on: false, available: true },
      mode: 'demo',
    });
  });

  it('turns renewing automatically on with the demo card form, and off with one press of a form that needs no JavaScript', async () => {
    const cookie = await signIn('bea@example.com');
    const setup = await call('account.autoRenewStart', {}, { cookie });
    expect(setup.status).toBe(200);
    const saved = await call(
      'account.autoRenewConfirmDemo',
      { clientSecret: setup.data.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' },
      { cookie },
    );
    expect(saved.data).toEqual({ status: 'succeeded', error: null });
    expect((await call('account.renewal', undefined, { cookie, query: true })).data).toMatchObject({ autoRenew: { on: true } });

    const posted = await t.app.inject({
      method: 'POST',
      url: '/forms/accountAutoRenewOff',
      headers: { origin: SITE, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
      remoteAddress: freshIp(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/account/);
    const member = await db().selectFrom('members').selectAll().where('email', '=', 'bea@example.com').executeTakeFirstOrThrow();
    expect(member).toMatchObject({ autoRenew: 0, paymentMethodId: null });
    // Another site's form cannot turn it off (the Origin rule).
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/forms/accountAutoRenewOff',
      headers: { origin: 'https://evil.example', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(foreign.statusCode).toBe(403);
  });
});
