import { describe, expect, it } from 'vitest';
import { createTestApp, injectJson, useTestApp } from '../helpers/test-app';
import { errorOutput } from '~/shared/schemas/answers';
import { postWebhookRaw } from '../helpers/stripe';
import { goodCard, succeededFullMembership } from '../helpers/payments';

// D18: with no Stripe keys (the default) the built-in demo provider runs the same flow offline.
const { t, db } = useTestApp({ rateLimitWritesPerMinute: 1000 });

const paymentRows = (intentId: string) => db().selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', intentId).execute();
const eventRows = (intentId: string) => db().selectFrom('payment_events').selectAll().where('paymentIntentId', '=', intentId).execute();

const declinedCard = { ...goodCard, cardNumber: '4000 0000 0000 0002' };

async function createIntent(body: Record<string, unknown> = { membershipType: 'full' }) {
  const res = await injectJson(t.app, 'POST', '/api/create-payment-intent', body);
  expect(res.status).toBe(200);
  return res.json as { clientSecret: string; paymentIntentId: string };
}

async function update(clientSecret: string, email = 'ada@example.com', firstName = 'Ada') {
  return injectJson(t.app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName });
}

const confirm = (clientSecret: string, card: Record<string, string> = goodCard) =>
  injectJson(t.app, 'POST', '/api/demo-payments/confirm', { clientSecret, ...card });

describe('the demo provider', () => {
  it('creates intents with demo client secrets and no publishable key', async () => {
    const res = await injectJson(t.app, 'POST', '/api/create-payment-intent', {
      membershipType: 'distinguished',
      email: 'pending@checkout.invalid',
      firstName: 'Pending',
      amount: 1,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      mode: 'demo',
      publishableKey: null,
      clientSecret: expect.stringMatching(/^demo_pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      paymentIntentId: expect.stringMatching(/^demo_pi_[A-Za-z0-9]+$/),
      plan: { type: 'distinguished', name: 'Master Provocateur', amount: 14700, currency: 'gbp' },
    });
    expect(res.json.clientSecret.startsWith(`${res.json.paymentIntentId}_secret_`)).toBe(true);
    const intent = await t.app.services.payments.retrieveIntent(res.json.paymentIntentId);
    expect(intent).toMatchObject({ amount: 14700, currency: 'gbp', metadata: { plan: 'distinguished' } });
  });

  it('runs create, update, confirm with 4242 4242 4242 4242 and records the payment once', async () => {
    const { clientSecret, paymentIntentId } = await createIntent({ membershipType: 'full' });
    expect((await update(clientSecret, ' Ada@Example.com ', ' Ada ')).status).toBe(200);
    const res = await confirm(clientSecret);
    expect(res).toMatchObject({ status: 200, json: { status: 'succeeded', paymentIntentId, error: null } });
    const rows = await paymentRows(paymentIntentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(succeededFullMembership('ada@example.com', 'Ada'));
    expect(JSON.parse(rows[0].metadata!)).toEqual({ planName: 'Cognitive Rebel', provider: 'demo' });
    expect(await eventRows(paymentIntentId)).toEqual([
      expect.objectContaining({ type: 'payment_intent.succeeded', id: expect.stringMatching(/^demo_evt_/) }),
    ]);

    // A second confirm is refused the way Stripe refuses it, and writes nothing.
    const again = await confirm(clientSecret);
    expect(again.status).toBe(409);
    expect(await paymentRows(paymentIntentId)).toHaveLength(1);
    // And the payment can no longer be changed.
    expect((await update(clientSecret, 'eve@example.com', 'Eve')).status).toBe(409);
  });

  it('declines 4000 0000 0000 0002 with Stripe\u2019s message, records the failure, and lets the payer retry', async () => {
    const { clientSecret, paymentIntentId } = await createIntent({ membershipType: 'basic' });
    await update(clientSecret);
    const res = await confirm(clientSecret, declinedCard);
    expect(res).toMatchObject({
      status: 200,
      json: {
        status: 'requires_payment_method',
        error: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
      },
    });
    expect(await paymentRows(paymentIntentId)).toHaveLength(0);
    expect(await eventRows(paymentIntentId)).toEqual([expect.objectContaining({ type: 'payment_intent.payment_failed' })]);
    const status = await injectJson(t.app, 'GET', `/api/payment-status/${paymentIntentId}`);
    expect(status.json).toMatchObject({ status: 'requires_payment_method', recorded: false });

    expect((await confirm(clientSecret)).json.status).toBe('succeeded');
    expect(await paymentRows(paymentIntentId)).toEqual([expect.objectContaining({ amount: 700, membershipType: 'basic' })]);
  });

  it.each([
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', undefined, 'Your card has expired.'],
    ['4000 0000 0000 0127', undefined, "Your card's security code is incorrect."],
    ['4111 1111 1111 1111', 'test_mode_live_card', /only test cards/],
  ])('answers %s like Stripe (%s)', async (cardNumber, declineCode, message) => {
    const { clientSecret } = await createIntent();
    const res = await confirm(clientSecret, { ...goodCard, cardNumber });
    expect(res.json.status).toBe('requires_payment_method');
    expect(res.json.error?.message).toMatch(message);
    if (declineCode) expect(res.json.error.declineCode).toBe(declineCode);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Your card number is invalid.'],
    [{ cardNumber: '4242 4242' }, 'cardNumber', 'Your card number is incomplete.'],
    [{ cardNumber: '4242abcd42424242' }, 'cardNumber', 'Your card number is invalid.'],
    [{ expiry: '01 / 20' }, 'expiry', "Your card's expiry date is in the past."],
    [{ expiry: '13 / 40' }, 'expiry', "Your card's expiry date is invalid."],
    [{ expiry: '1' }, 'expiry', "Your card's expiry date is incomplete."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
    [{ cvc: undefined }, 'cvc', "Your card's security code is incomplete."],
  ])('validates the card on the server: %j -> 400 on %s', async (change, field, message) => {
    const { clientSecret, paymentIntentId } = await createIntent();
    const res = await confirm(clientSecret, { ...goodCard, ...change } as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual(expect.arrayContaining([{ path: field, message }]));
    expect(await eventRows(paymentIntentId)).toHaveLength(0);
  });

  it('refuses an unknown or forged client secret', async () => {
    const { paymentIntentId } = await createIntent();
    expect((await confirm(`${paymentIntentId}_secret_wrongwrongwrong`)).status).toBe(404);
    expect((await confirm('demo_pi_nothere_secret_abc')).status).toBe(404);
    expect((await update('demo_pi_nothere_secret_abc')).status).toBe(404);
    expect(await paymentRows(paymentIntentId)).toHaveLength(0);
  });

  it('never stores or echoes card data', async () => {
    const { clientSecret, paymentIntentId } = await createIntent();
    await update(clientSecret);
    const res = await confirm(clientSecret);
    expect(JSON.stringify(res.json)).not.toMatch(/4242|123|12 \/ 40/);
    const stored = JSON.stringify([await paymentRows(paymentIntentId), await eventRows(paymentIntentId)]);
    expect(stored).not.toMatch(/4242|cvc|expiry/i);
    const intent = await t.app.services.payments.retrieveIntent(paymentIntentId);
    expect(JSON.stringify(intent)).not.toMatch(/4242/);
  });

  it('reports the real status for /payment-success, without personal data', async () => {
    const { clientSecret, paymentIntentId } = await createIntent({ membershipType: 'distinguished' });
    expect((await injectJson(t.app, 'GET', `/api/payment-status/${paymentIntentId}`)).json).toMatchObject({
      status: 'requires_payment_method',
      recorded: false,
      mode: 'demo',
    });
    await update(clientSecret, 'mary@example.com', 'Mary');
    await confirm(clientSecret);
    const res = await injectJson(t.app, 'GET', `/api/payment-status/${paymentIntentId}`);
    expect(res.json).toEqual({
      paymentIntentId,
      status: 'succeeded',
      recorded: true,
      membershipType: 'distinguished',
      planName: 'Master Provocateur',
      amount: 14700,
      currency: 'gbp',
      mode: 'demo',
    });
    const trpc = await injectJson(
      t.app,
      'GET',
      `/trpc/public.payments.status?input=${encodeURIComponent(JSON.stringify({ paymentIntentId }))}`,
    );
    expect(trpc.json.result.data).toMatchObject({ status: 'succeeded' });
    expect((await injectJson(t.app, 'GET', '/api/payment-status/demo_pi_nothere')).status).toBe(404);
  });

  it('still confirms a recorded payment after a restart (demo intents live in memory)', async () => {
    const { clientSecret, paymentIntentId } = await createIntent();
    await update(clientSecret);
    await confirm(clientSecret);
    // A fresh provider forgets every intent, as a restarted process would.
    const { DemoProvider } = await import('~/server/services/payments');
    const original = t.app.services.payments;
    t.app.services.payments = new DemoProvider();
    try {
      expect((await injectJson(t.app, 'GET', `/api/payment-status/${paymentIntentId}`)).json).toMatchObject({
        status: 'succeeded',
        recorded: true,
      });
    } finally {
      t.app.services.payments = original;
    }
  });

  it('has no Stripe webhook and no Stripe hosts in the CSP', async () => {
    const res = await postWebhookRaw(t.app, '{}', 't=1,v1=x');
    expect(res.statusCode).toBe(404);
    expect(errorOutput.parse(res.json()).error).toMatch(/demo/);
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(page.headers['content-security-policy'])).not.toContain('stripe');
  });

  it('documents the payment routes in /api/openapi.json', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    expect(Object.keys(json.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/create-payment-intent',
        '/api/update-payment-intent',
        '/api/payment-status/{paymentIntentId}',
        '/api/demo-payments/confirm',
        '/api/stripe/webhook',
      ]),
    );
    expect(json.paths?.['/api/create-payment-intent']?.post?.requestBody).toBeDefined();
  });
});

describe('throttling (D8)', () => {
  it('limits intent creation per client address with a clear 429', async () => {
    const small = await createTestApp({ rateLimitWritesPerMinute: 2 });
    try {
      for (let i = 0; i < 2; i++) expect((await injectJson(small.app, 'POST', '/api/create-payment-intent', {})).status).toBe(200);
      const res = await injectJson(small.app, 'POST', '/api/create-payment-intent', {});
      expect(res.status).toBe(429);
      expect(res.json.error).toMatch(/Too many requests/);
    } finally {
      await small.close();
    }
  });
});
