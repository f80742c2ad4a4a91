import type { Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../integration/payments-fake-stripe';
import { describeBrowser, useE2E } from './browser';

/**
 * Stripe mode in a real browser, offline: the server's SDK talks to a local fake of Stripe's API
 * and the page's https://js.stripe.com script is answered by a small stand-in for Stripe.js
 * that records what the page asks of it. Proves the Stripe branch loads lazily, uses the
 * server's publishable key and client secret, and returns to /payment-success.
 */
const keys = { secretKey: 'sk_test_club', publishableKey: 'pk_test_from_server', webhookSecret: 'whsec_e2e' };
const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());

const e2e = useE2E({ stripe: keys, stripeApiBase: fake.url });

/** Enough of Stripe.js for @stripe/react-stripe-js: elements, a payment element, confirmPayment. */
const FAKE_STRIPE_JS = `
window.__stripe = { calls: [] };
function Stripe(key, options) {
  window.__stripe.calls.push(['Stripe', key]);
  return {
    _registerWrapper() {},
    registerAppInfo() {},
    createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
    elements(options) {
      window.__stripe.calls.push(['elements', options.clientSecret]);
      return {
        update() {},
        getElement() { return null; },
        create(type, opts) {
          const handlers = {};
          window.__stripe.calls.push(['create', type]);
          return {
            mount(node) {
              node.innerHTML = '<div data-testid="fake-payment-element">Card number 4242 4242 4242 4242</div>';
              setTimeout(() => (handlers.ready || []).forEach((cb) => cb({ elementType: type })), 50);
            },
            on(event, cb) { (handlers[event] = handlers[event] || []).push(cb); },
            off() {}, update() {}, destroy() {}, unmount() {},
          };
        },
      };
    },
    async confirmPayment({ confirmParams }) {
      window.__stripe.calls.push(['confirmPayment', confirmParams]);
      const answer = await window.__fakeStripeConfirm();
      if (answer.error) return { error: answer.error };
      window.location.assign(confirmParams.return_url + '?payment_intent=' + answer.id + '&payment_intent_client_secret=' + answer.secret + '&redirect_status=succeeded');
      return new Promise(() => {});
    },
  };
}
Stripe.version = 'endive';
window.Stripe = Stripe;
`;

async function stripePage(outcome: 'succeed' | 'decline') {
  const page = await e2e.newPage();
  const stripeJsRequests: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    stripeJsRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route(/^https:\/\/(?!js\.stripe\.com).*/, (route) => route.abort());
  let secret = '';
  page.on('response', async (res) => {
    if (res.url().includes('payments.createIntent')) secret = (await res.json()).result.data.clientSecret;
  });
  await page.exposeFunction('__fakeStripeConfirm', () => {
    const id = secret.split('_secret_')[0];
    if (outcome === 'decline') {
      fake.fail(id);
      return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    }
    fake.succeed(id);
    return { id, secret };
  });
  return { page, stripeJsRequests, secret: () => secret };
}

const stripeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __stripe: { calls: unknown[][] } }).__stripe.calls);

describeBrowser('membership checkout in Stripe mode', () => {
  it('loads Stripe.js with the server key, confirms with the return address, and the webhook records the payment', async () => {
    const { page, stripeJsRequests, secret } = await stripePage('succeed');
    const csp = (await page.goto('/checkout?type=distinguished'))!.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
    await page.getByRole('heading', { name: 'Secure Payment Portal' }).waitFor();
    await page.getByTestId('fake-payment-element').waitFor();
    expect(await page.getByText('Demo mode: no real payment is taken').count()).toBe(0);
    expect(stripeJsRequests.length).toBeGreaterThan(0);
    const button = page.getByRole('button', { name: 'Complete Payment & Join the Resistance' });
    await expect.poll(() => button.isEnabled()).toBe(true);

    await page.getByLabel('First Name').fill('Isambard');
    await page.getByLabel('Email Address').fill('isambard@example.com');
    await button.click();
    await page.waitForURL(/\/payment-success\?/);
    await page.getByRole('heading', { name: 'Welcome to the Resistance!' }).waitFor();

    const id = secret().split('_secret_')[0];
    const intent = fake.intents.get(id)!;
    expect(intent).toMatchObject({ amount: 14700, currency: 'gbp', metadata: { plan: 'distinguished', email: 'isambard@example.com', firstName: 'Isambard' } });

    // Fulfilment comes from the signed webhook (D18).
    const db = e2e.app.app.services.db;
    expect(await db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', id).execute()).toHaveLength(0);
    const payload = JSON.stringify({ id: 'evt_e2e_1', object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
    const res = await page.request.post('/api/stripe/webhook', { data: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    expect(res.status()).toBe(200);
    expect(await db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', id).execute()).toEqual([
      expect.objectContaining({ email: 'isambard@example.com', amount: 14700, membershipType: 'distinguished' }),
    ]);
  });

  it('passes the server publishable key, the client secret and the return address to Stripe.js, and shows its decline', async () => {
    const { page, secret } = await stripePage('decline');
    await page.goto('/checkout?type=full');
    await page.getByTestId('fake-payment-element').waitFor();
    const button = page.getByRole('button', { name: 'Complete Payment & Join the Resistance' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await button.click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Payment Failed');
    expect(await toast.textContent()).toContain('Your card was declined.');

    const calls = await stripeCalls(page);
    expect(calls).toContainEqual(['Stripe', 'pk_test_from_server']);
    expect(calls).toContainEqual(['elements', secret()]);
    expect(calls).toContainEqual(['create', 'payment']);
    const confirm = calls.find((c) => c[0] === 'confirmPayment')![1] as Record<string, any>;
    expect(confirm.return_url).toBe(`${e2e.baseUrl}/payment-success`);
    expect(confirm.payment_method_data.billing_details).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });
});
