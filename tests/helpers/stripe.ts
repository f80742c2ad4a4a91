import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../integration/payments-fake-stripe';

// The Stripe fixtures of the integration tests: the app in Stripe mode against the local stand-in
// for Stripe's API, and webhooks signed as Stripe signs them.

/** The club's Stripe keys in the tests: the webhook secret is the one {@link postWebhook} signs with. */
export const STRIPE_TEST_KEYS = { secretKey: 'sk_test_club', publishableKey: 'pk_test_club', webhookSecret: 'whsec_test_club' };

/** The app's settings in Stripe mode against a fake Stripe (with room for many writes). */
export const stripeMode = (fake: FakeStripe) => ({ stripe: STRIPE_TEST_KEYS, stripeApiBase: fake.url, rateLimitWritesPerMinute: 1000 });

/**
 * A fake Stripe for a test file (or one describe): started before the app `useTestApp(() =>
 * stripeMode(fake()))` makes on it (hooks registered first), closed after that app, and answering
 * again (neither failing nor refusing) before each test.
 */
export function useFakeStripe(): () => FakeStripe {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    if (!fake) return;
    fake.failing = false;
    fake.refuse = null;
  });
  return () => {
    if (!fake) throw new Error('the fake Stripe starts in beforeAll');
    return fake;
  };
}

/** An event as Stripe sends it, about `object`. */
export const stripeEventOf = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

/** A payment intent's event, carrying the intent as the fake Stripe holds it. */
export const intentEventOf = (fake: FakeStripe, id: string, type: string, intentId: string) =>
  stripeEventOf(id, type, { ...fake.intents.get(intentId), id: intentId, object: 'payment_intent' });

const signer = new Stripe('sk_test_signer');
type Signing = { secret?: string; timestamp?: number };

/** The Stripe-Signature header Stripe would send with `payload` (signed with `secret`, at `timestamp`). */
export const stripeSignature = (payload: string, { secret = STRIPE_TEST_KEYS.webhookSecret, timestamp }: Signing = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp && { timestamp }) });

/** Posts `payload` to the app's webhook as it is, with this Stripe-Signature header and Content-Type. */
export const postWebhookRaw = (app: FastifyInstance, payload: string, signature: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': contentType, 'stripe-signature': signature },
    payload,
  });

/** Posts an event to the app's webhook, signed as Stripe signs it. */
export async function postWebhook(app: FastifyInstance, event: unknown, signing: Signing = {}) {
  const payload = JSON.stringify(event);
  return postWebhookRaw(app, payload, stripeSignature(payload, signing), 'application/json; charset=utf-8');
}
