import { describe, expect, it } from 'vitest';
import { injectJson, postRawJson, useTestApp } from '../helpers/test-app';
import { expectIssueAt } from '../helpers/field-error';
import { intentEventOf, postWebhook, postWebhookRaw, stripeMode, stripeSignature, useFakeStripe } from '../helpers/stripe';
import { errorOutput } from '~/shared/schemas/answers';
import type { ApiJson } from '../helpers/api-types';
import { succeededFullMembership } from '../helpers/payments';

// The real `stripe` SDK code path, offline: the SDK talks to a local server playing Stripe's API.
const fake = useFakeStripe();
const { t, db } = useTestApp(() => stripeMode(fake()));

const paymentRows = (intentId?: string) => {
  let q = db().selectFrom('payments').selectAll();
  if (intentId) q = q.where('stripePaymentIntentId', '=', intentId);
  return q.execute();
};
const eventRows = (intentId: string) =>
  db().selectFrom('payment_events').selectAll().where('paymentIntentId', '=', intentId).orderBy('createdAt').execute();

async function createIntent(body: Record<string, unknown> = { membershipType: 'full' }) {
  const res = await injectJson(t.app, 'POST', '/api/create-payment-intent', body);
  expect(res.status).toBe(200);
  return res.json as { clientSecret: string; paymentIntentId: string; mode: string; publishableKey: string };
}

/** Sets the payer's details on an intent, as the checkout does before confirming. */
const update = (clientSecret: string, email: string, firstName: string) =>
  injectJson(t.app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName });

let eventCounter = 0;
function stripeEvent(type: string, intentId: string, extra: Record<string, unknown> = {}) {
  return { ...intentEventOf(fake(), `evt_test_${Date.now()}_${++eventCounter}`, type, intentId), ...extra };
}

async function sendWebhook(event: unknown, signing?: Parameters<typeof postWebhook>[2]) {
  const res = await postWebhook(t.app, event, signing);
  return { status: res.statusCode, json: res.json<ApiJson<'/api/stripe/webhook', 'POST'>>() };
}

describe('create-payment-intent in Stripe mode', () => {
  it('charges the plan price in pence, in GBP, with metadata and an idempotency key', async () => {
    const before = fake().requests.length;
    const session = await createIntent({ membershipType: 'full', email: 'pending@checkout.invalid', firstName: 'Pending' });
    expect(session).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_club',
      clientSecret: expect.stringMatching(/^pi_[a-f0-9]+_secret_[a-f0-9]+$/),
      plan: { type: 'full', name: 'Cognitive Rebel', pricePounds: 47, amount: 4700, currency: 'gbp' },
    });
    const calls = fake().requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(calls[0].headers.authorization).toBe('Bearer sk_test_club');
    expect(calls[0].headers['idempotency-key']).toMatch(/^create-payment-intent-[0-9a-f-]{36}$/);
    expect(calls[0].form).toMatchObject({
      amount: '4700',
      currency: 'gbp',
      metadata: { plan: 'full', email: 'pending@checkout.invalid', firstName: 'Pending' },
      automatic_payment_methods: { enabled: 'true' },
    });
  });

  it('never takes the amount or currency from the client', async () => {
    const before = fake().requests.length;
    const session = await createIntent({ membershipType: 'distinguished', amount: 1, currency: 'usd', price: 0 });
    expect(fake().intents.get(session.paymentIntentId)).toMatchObject({ amount: 14700, currency: 'gbp' });
    expect(fake().requests.slice(before)[0].form).not.toHaveProperty('price');
  });

  it('uses a fresh idempotency key for each new checkout', async () => {
    const before = fake().requests.length;
    await createIntent();
    await createIntent();
    const keysSent = fake()
      .requests.slice(before)
      .map((r) => r.headers['idempotency-key']);
    expect(new Set(keysSent).size).toBe(2);
  });

  it.each([
    [{}, 'basic', 700],
    [{ membershipType: 'basic' }, 'basic', 700],
    [{ membershipType: 'platinum' }, 'basic', 700],
    [{ membershipType: 'distinguished' }, 'distinguished', 14700],
  ])('%j is charged as %s (%i pence)', async (body, plan, amount) => {
    const session = await createIntent(body);
    expect(fake().intents.get(session.paymentIntentId)).toMatchObject({ amount, metadata: { plan } });
  });

  it.each([
    [{ membershipType: 'x'.repeat(51) }, 'membershipType', /50/],
    [{ membershipType: 7 }, 'membershipType', /string/],
    [{ membershipType: 'full', email: 'not-an-email' }, 'email', /valid email/],
  ])('rejects %j with a 400 naming %s', async (body, field, message) => {
    const before = fake().requests.length;
    const res = await injectJson(t.app, 'POST', '/api/create-payment-intent', body);
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field, message: expect.stringMatching(message) })]),
    );
    expect(fake().requests.length).toBe(before);
  });

  it('answers a clear error (and records nothing) when Stripe is down', async () => {
    fake().failing = true;
    const rest = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType: 'full' });
    expect(rest.status).toBeGreaterThanOrEqual(500);
    expect(rest.json.error).toBeTruthy();
    const trpc = await injectJson(t.app, 'POST', '/trpc/public.payments.createIntent', { membershipType: 'full' });
    expect(trpc.status).toBe(503);
    expect(trpc.json.error?.message).toMatch(/payment provider could not be reached/);
  });
});

describe('update-payment-intent in Stripe mode', () => {
  it("sets the payer's email and first name on the intent (trimmed)", async () => {
    const session = await createIntent();
    const res = await update(session.clientSecret, '  Ada@Example.com ', ' Ada ');
    expect(res).toMatchObject({ status: 200, json: { ok: true, paymentIntentId: session.paymentIntentId } });
    expect(fake().intents.get(session.paymentIntentId)).toMatchObject({
      metadata: { plan: 'full', email: 'ada@example.com', firstName: 'Ada' },
      receipt_email: 'ada@example.com',
    });
  });

  it.each([
    [{ email: '', firstName: 'Ada' }, 'email'],
    [{ email: 'ada@example.com', firstName: '   ' }, 'firstName'],
    [{ email: 'ada@example.com', firstName: 'x'.repeat(101) }, 'firstName'],
    [{ email: 'nope', firstName: 'Ada' }, 'email'],
  ])('rejects %j with a 400 naming %s', async (fields, field) => {
    const session = await createIntent();
    const res = await injectJson(t.app, 'POST', '/api/update-payment-intent', { clientSecret: session.clientSecret, ...fields });
    expectIssueAt(res, field);
  });

  it('refuses a client secret that does not open the intent', async () => {
    const session = await createIntent();
    const forged = `${session.paymentIntentId}_secret_000000000000`;
    const res = await update(forged, 'eve@example.com', 'Eve');
    expect(res.status).toBe(404);
    expect(fake().intents.get(session.paymentIntentId)!.metadata.email).not.toBe('eve@example.com');
    const unknown = await update('pi_doesnotexist_secret_abc', 'eve@example.com', 'Eve');
    expect(unknown.status).toBe(404);
    const malformed = await update('hello', 'a@b.co', 'A');
    expect(malformed.status).toBe(400);
    expect(malformed.json.issues?.[0].path).toBe('clientSecret');
  });

  it('refuses to change a payment that has already succeeded', async () => {
    const session = await createIntent();
    fake().succeed(session.paymentIntentId);
    const res = await update(session.clientSecret, 'a@example.com', 'A');
    expect(res.status).toBe(409);
  });

  it('is not available for the demo confirm step', async () => {
    const session = await createIntent();
    const res = await injectJson(t.app, 'POST', '/api/demo-payments/confirm', {
      clientSecret: session.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/Demo payments are switched off/);
  });
});

describe('the Stripe webhook', () => {
  async function paidIntent(email = 'grace@example.com', firstName = 'Grace') {
    const session = await createIntent({ membershipType: 'full' });
    await update(session.clientSecret, email, firstName);
    fake().succeed(session.paymentIntentId);
    return session.paymentIntentId;
  }

  it('records a payment from a signed payment_intent.succeeded, re-reading the intent', async () => {
    const id = await paidIntent();
    const before = fake().requests.length;
    const res = await sendWebhook(stripeEvent('payment_intent.succeeded', id));
    expect(res).toMatchObject({ status: 200, json: { received: true, handled: true, duplicate: false, paymentRecorded: true } });
    expect(fake().requests.slice(before)).toEqual([expect.objectContaining({ method: 'GET', path: `/v1/payment_intents/${id}` })]);
    const rows = await paymentRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripePaymentIntentId: id,
      ...succeededFullMembership('grace@example.com', 'Grace'),
      stripeCustomerId: null,
    });
    expect(JSON.parse(rows[0].metadata!)).toEqual({ planName: 'Cognitive Rebel', provider: 'stripe' });
    expect(await eventRows(id)).toEqual([expect.objectContaining({ type: 'payment_intent.succeeded' })]);
  });

  it('ignores a replayed event: exactly one payment row and one event row', async () => {
    const id = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', id);
    expect((await sendWebhook(event)).json.paymentRecorded).toBe(true);
    const again = await sendWebhook(event);
    expect(again).toMatchObject({ status: 200, json: { duplicate: true, paymentRecorded: false } });
    const third = await sendWebhook(event);
    expect(third.status).toBe(200);
    expect(await paymentRows(id)).toHaveLength(1);
    expect(await eventRows(id)).toHaveLength(1);
  });

  it('writes one payment per intent even when Stripe sends two different succeeded events', async () => {
    const id = await paidIntent();
    await sendWebhook(stripeEvent('payment_intent.succeeded', id));
    const second = await sendWebhook(stripeEvent('payment_intent.succeeded', id));
    expect(second).toMatchObject({ status: 200, json: { duplicate: false, paymentRecorded: false } });
    expect(await paymentRows(id)).toHaveLength(1);
    expect(await eventRows(id)).toHaveLength(2);
  });

  it('handles events out of order: a late payment_failed never undoes a success', async () => {
    const session = await createIntent({ membershipType: 'distinguished' });
    const id = session.paymentIntentId;
    await update(session.clientSecret, 'mary@example.com', 'Mary');
    fake().fail(id);
    const failed = stripeEvent('payment_intent.payment_failed', id);
    fake().succeed(id);
    const succeeded = stripeEvent('payment_intent.succeeded', id);
    // Delivered the wrong way round: the success first, then the older failure.
    expect((await sendWebhook(succeeded)).json.paymentRecorded).toBe(true);
    const late = await sendWebhook(failed);
    expect(late).toMatchObject({ status: 200, json: { handled: true, duplicate: false, paymentRecorded: false } });
    const rows = await paymentRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amount: 14700, membershipType: 'distinguished' });
    expect((await eventRows(id)).map((e) => e.type).sort()).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
  });

  it('records a payment_failed without writing a payment, then the later success', async () => {
    const session = await createIntent();
    const id = session.paymentIntentId;
    fake().fail(id);
    const failed = await sendWebhook(stripeEvent('payment_intent.payment_failed', id));
    expect(failed).toMatchObject({ status: 200, json: { handled: true, paymentRecorded: false } });
    expect(await paymentRows(id)).toHaveLength(0);
    expect(await eventRows(id)).toEqual([expect.objectContaining({ type: 'payment_intent.payment_failed' })]);
    fake().succeed(id);
    expect((await sendWebhook(stripeEvent('payment_intent.succeeded', id))).json.paymentRecorded).toBe(true);
    expect(await paymentRows(id)).toHaveLength(1);
  });

  it('trusts Stripe over the event body: a succeeded event for an unpaid intent writes nothing', async () => {
    const session = await createIntent();
    const event = stripeEvent('payment_intent.succeeded', session.paymentIntentId);
    (event.data.object as { status: string }).status = 'succeeded';
    const res = await sendWebhook(event);
    expect(res).toMatchObject({ status: 200, json: { paymentRecorded: false } });
    expect(await paymentRows(session.paymentIntentId)).toHaveLength(0);
  });

  it('rejects a bad signature, a wrong secret, a stale timestamp and a missing header with 400, writing nothing', async () => {
    const id = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', id);
    expect((await sendWebhook(event, { secret: 'whsec_wrong' })).status).toBe(400);
    const stale = await sendWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale).toMatchObject({ status: 400, json: { error: 'Invalid Stripe signature' } });

    // A valid signature over different bytes (the body was tampered with after signing).
    const payload = JSON.stringify(event);
    const signature = stripeSignature(payload);
    const tampered = await postWebhookRaw(t.app, payload.replace('"livemode":false', '"livemode":true'), signature);
    expect(tampered.statusCode).toBe(400);

    const unsigned = await postRawJson(t.app, '/api/stripe/webhook', payload);
    expect(unsigned.statusCode).toBe(400);
    expect(errorOutput.parse(unsigned.json()).error).toMatch(/Stripe-Signature/);

    expect(await paymentRows(id)).toHaveLength(0);
    expect(await eventRows(id)).toHaveLength(0);
  });

  it('acknowledges event types it does not handle without recording them', async () => {
    const id = await paidIntent();
    const res = await sendWebhook(stripeEvent('payment_intent.created', id));
    expect(res).toMatchObject({ status: 200, json: { received: true, handled: false } });
    expect(await eventRows(id)).toHaveLength(0);
  });

  it('records the event but no payment for an intent that is not a club membership', async () => {
    const session = await createIntent();
    const intent = fake().succeed(session.paymentIntentId);
    intent.metadata = { order: 'umbrella-42' };
    const res = await sendWebhook(stripeEvent('payment_intent.succeeded', session.paymentIntentId));
    expect(res).toMatchObject({ status: 200, json: { paymentRecorded: false } });
    expect(await paymentRows(session.paymentIntentId)).toHaveLength(0);
  });

  it('answers 503 without recording when Stripe cannot be re-read, so the retry records it', async () => {
    const id = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', id);
    fake().failing = true;
    expect((await sendWebhook(event)).status).toBe(503);
    expect(await eventRows(id)).toHaveLength(0);
    fake().failing = false;
    expect((await sendWebhook(event)).json).toMatchObject({ duplicate: false, paymentRecorded: true });
    expect(await paymentRows(id)).toHaveLength(1);
  });

  it('falls back to the billing details when the email update never arrived', async () => {
    const session = await createIntent({ membershipType: 'basic', email: 'pending@checkout.invalid', firstName: 'Pending' });
    fake().succeed(session.paymentIntentId, { email: 'charles@example.com', name: 'Charles Babbage' });
    await sendWebhook(stripeEvent('payment_intent.succeeded', session.paymentIntentId));
    expect((await paymentRows(session.paymentIntentId))[0]).toMatchObject({
      email: 'charles@example.com',
      firstName: 'Charles',
      amount: 700,
    });
  });

  it('accepts only JSON and limits the body size', async () => {
    const res = await postWebhookRaw(t.app, 'hello', 'x', 'text/plain');
    expect(res.statusCode).toBe(415);
    const big = await postWebhookRaw(t.app, JSON.stringify({ pad: 'x'.repeat(600 * 1024) }), 'x');
    expect(big.statusCode).toBe(413);
  });

  it('leaves JSON parsing of every other route untouched', async () => {
    const res = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType: 'full' });
    expect(res.status).toBe(200);
  });
});

describe('payment status for /payment-success in Stripe mode', () => {
  it('reports the real status from Stripe, not the query string', async () => {
    const session = await createIntent({ membershipType: 'full' });
    const id = session.paymentIntentId;
    const pending = await injectJson(t.app, 'GET', `/api/payment-status/${id}`);
    expect(pending).toMatchObject({
      status: 200,
      json: { status: 'requires_payment_method', recorded: false, membershipType: 'full', planName: 'Cognitive Rebel', mode: 'stripe' },
    });
    fake().succeed(id);
    // Paid, and the webhook has not arrived yet: the page can still welcome the member.
    expect((await injectJson(t.app, 'GET', `/api/payment-status/${id}`)).json).toMatchObject({ status: 'succeeded', recorded: false });
    await sendWebhook(stripeEvent('payment_intent.succeeded', id));
    const done = await injectJson(t.app, 'GET', `/api/payment-status/${id}`);
    expect(done.json).toMatchObject({ status: 'succeeded', recorded: true, amount: 4700, currency: 'gbp' });
    expect(JSON.stringify(done.json)).not.toMatch(/@|secret/);
  });

  it('answers 404 for an unknown intent and 400 for something that is not an intent id', async () => {
    expect((await injectJson(t.app, 'GET', '/api/payment-status/pi_unknown123')).status).toBe(404);
    const bad = await injectJson(t.app, 'GET', `/api/payment-status/${encodeURIComponent('../../etc')}`);
    expect(bad.status).toBe(400);
    expect(bad.json.issues?.[0].path).toBe('paymentIntentId');
  });
});

describe('security headers in Stripe mode', () => {
  it("allows Stripe's hosts in the CSP", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('script-src');
    expect(csp).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
  });
});

describe("Stripe's errors, classified (docs/decisions/010)", () => {
  it('a network failure or a Stripe 5xx stays 503, worth a retry', async () => {
    fake().failing = true;
    const res = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType: 'basic' });
    expect(res.status).toBe(503);
    expect(res.json.error).toMatch(/could not be reached/);
  });

  it.each([
    [400, 'invalid_request_error', 'Invalid currency: xyz'],
    [401, 'invalid_request_error', 'Invalid API Key provided: sk_test_***club'],
    [403, 'invalid_request_error', 'The provided key does not have access to this resource'],
  ])('Stripe %i (%s) answers 502: the payment provider refused the request', async (status, type, message) => {
    fake().refuse = { status, type, message };
    const res = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType: 'basic' });
    expect(res.status).toBe(502);
    expect(res.json.error).toMatch(/payment provider refused the request/);
    // Stripe's own words stay in the log, never in the answer.
    expect(res.json.error).not.toContain(message);
    const trpc = await injectJson(t.app, 'POST', '/trpc/public.payments.createIntent', { membershipType: 'basic' });
    expect(trpc.status).toBe(502);
  });

  it("a card error keeps the card's own message (402)", async () => {
    const session = await createIntent({ membershipType: 'basic' });
    fake().refuse = { status: 402, type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    const res = await update(session.clientSecret, 'ada@example.com', 'Ada');
    expect(res).toMatchObject({ status: 402, json: { error: 'Your card was declined.' } });
  });

  it('Stripe rate limiting (429) is temporary: 503', async () => {
    fake().refuse = { status: 429, type: 'invalid_request_error', message: 'Too many requests' };
    expect((await injectJson(t.app, 'POST', '/api/create-payment-intent', {})).status).toBe(503);
  });
});
