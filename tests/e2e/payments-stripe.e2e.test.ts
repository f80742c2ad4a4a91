import type { Page } from '@playwright/test';
import Stripe from 'stripe';
import { type FakeStripe, startFakeStripe } from '../integration/payments-fake-stripe';
import { expect, expectToast, perWorker, test as base } from './fixtures';
import { memberSignIn } from './member-sign-in';
import type { CheckoutSession } from '~/client/components/payments/types';
import { eventCreateInput } from '~/shared/schemas/events';
import { createEvent } from '~/server/services/events';
import { eventInput } from '../helpers/events';
import { stripeMember } from '../helpers/payments';

/**
 * Stripe mode in a real browser, offline: the server's SDK talks to a local fake of Stripe's API
 * and the page's https://js.stripe.com script is answered by a small stand-in for Stripe.js
 * that records what the page asks of it. Proves the Stripe branch loads lazily, uses the
 * server's publishable key and client secret, and returns to /payment-success.
 */
const keys = { secretKey: 'sk_test_club', publishableKey: 'pk_test_from_server', webhookSecret: 'whsec_e2e' };

const test = base.extend<object, { fakeStripe: FakeStripe }>({
  // The fake Stripe API lives as long as the worker; the app of this file is pointed at it.
  fakeStripe: perWorker(startFakeStripe),
  appConfig: async ({ fakeStripe }, use) => {
    await use({ stripe: keys, stripeApiBase: fakeStripe.url });
  },
});

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
    async confirmSetup({ confirmParams, redirect }) {
      window.__stripe.calls.push(['confirmSetup', { confirmParams, redirect }]);
      const answer = await window.__fakeStripeConfirmSetup();
      return answer.error ? { error: answer.error } : { setupIntent: { id: answer.id, status: 'succeeded' } };
    },
    async confirmPayment({ confirmParams, redirect }) {
      window.__stripe.calls.push(['confirmPayment', confirmParams]);
      const answer = await window.__fakeStripeConfirm();
      if (answer.error) return { error: answer.error };
      // A card with no bank step: asked to redirect only if required, Stripe answers in the page.
      if (redirect === 'if_required') return { paymentIntent: { id: answer.id, status: 'succeeded' } };
      window.location.assign(confirmParams.return_url + '?payment_intent=' + answer.id + '&payment_intent_client_secret=' + answer.secret + '&redirect_status=succeeded');
      return new Promise(() => {});
    },
  };
}
Stripe.version = 'endive';
window.Stripe = Stripe;
`;

/**
 * Answers js.stripe.com with the stand-in, blocks every other outside address, and makes the
 * stand-in's confirm succeed or decline. Returns the client secret the server hands out (once
 * the page has asked for it, in the answer of the procedure `secretFrom`) and the Stripe.js requests seen.
 */
async function stripePage(page: Page, fake: FakeStripe, outcome: 'succeed' | 'decline', secretFrom = 'payments.createIntent') {
  const stripeJsRequests: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    stripeJsRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route(/^https:\/\/(?!js\.stripe\.com).*/, (route) => route.abort());
  const secret: Promise<string> = page
    .waitForResponse((r) => r.url().includes(secretFrom))
    .then(async (res) => ((await res.json()) as { result: { data: CheckoutSession } }).result.data.clientSecret);
  // If the test ends before the page asks for a secret, that is its failure to report, not this one's.
  secret.catch(() => undefined);
  await page.exposeFunction('__fakeStripeConfirm', async () => {
    const clientSecret = await secret;
    const id = clientSecret.split('_secret_')[0];
    if (outcome === 'decline') {
      fake.fail(id);
      return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    }
    fake.succeed(id);
    return { id, secret: clientSecret };
  });
  return { stripeJsRequests, secret };
}

/** A signed `payment_intent.succeeded` for the fake's intent, posted to the webhook as Stripe would. */
async function paymentSucceeded(page: Page, fake: FakeStripe, id: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: fake.intents.get(id) },
  });
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
  const res = await page.request.post('/api/stripe/webhook', {
    data: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(res.status()).toBe(200);
}

const stripeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __stripe: { calls: unknown[][] } }).__stripe.calls);

test.describe('membership checkout in Stripe mode', () => {
  test('loads Stripe.js with the server key, confirms with the return address, and the webhook records the payment', async ({
    page,
    server,
    fakeStripe,
  }) => {
    const { stripeJsRequests, secret } = await stripePage(page, fakeStripe, 'succeed');
    const csp = (await page.goto('/checkout?type=distinguished'))!.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
    await expect(page.getByRole('heading', { name: 'Secure Payment Portal' })).toBeVisible();
    await expect(page.getByTestId('fake-payment-element')).toBeVisible();
    await expect(page.getByText('Demo mode: no real payment is taken')).toHaveCount(0);
    expect(stripeJsRequests.length).toBeGreaterThan(0);
    const button = page.getByRole('button', { name: 'Complete Payment & Join the Resistance' });
    await expect(button).toBeEnabled();

    await page.getByLabel('First Name').fill('Isambard');
    await page.getByLabel('Email Address').fill('isambard@example.com');
    await button.click();
    await expect(page).toHaveURL(/\/payment-success\?/);
    await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toBeVisible();

    const id = (await secret).split('_secret_')[0];
    const intent = fakeStripe.intents.get(id)!;
    expect(intent).toMatchObject({
      amount: 14700,
      currency: 'gbp',
      metadata: { plan: 'distinguished', email: 'isambard@example.com', firstName: 'Isambard' },
    });

    // Fulfilment comes from the signed webhook (D18).
    const db = server.db;
    expect(await db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', id).execute()).toHaveLength(0);
    await paymentSucceeded(page, fakeStripe, id, 'evt_e2e_1');
    expect(await db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', id).execute()).toEqual([
      expect.objectContaining({ email: 'isambard@example.com', amount: 14700, membershipType: 'distinguished' }),
    ]);
  });

  test('passes the server publishable key, the client secret and the return address to Stripe.js, and shows its decline', async ({
    page,
    server,
    fakeStripe,
  }) => {
    const { secret } = await stripePage(page, fakeStripe, 'decline');
    await page.goto('/checkout?type=full');
    await expect(page.getByTestId('fake-payment-element')).toBeVisible();
    const button = page.getByRole('button', { name: 'Complete Payment & Join the Resistance' });
    await expect(button).toBeEnabled();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await button.click();
    await expectToast(page, 'Payment Failed', 'Your card was declined.');

    const calls = await stripeCalls(page);
    expect(calls).toContainEqual(['Stripe', 'pk_test_from_server']);
    expect(calls).toContainEqual(['elements', await secret]);
    expect(calls).toContainEqual(['create', 'payment']);
    const confirm = calls.find((c) => c[0] === 'confirmPayment')![1] as {
      return_url: string;
      payment_method_data: { billing_details: unknown };
    };
    expect(confirm.return_url).toBe(`${server.baseUrl}/payment-success`);
    expect(confirm.payment_method_data.billing_details).toEqual({ name: 'Ada', email: 'ada@example.com' });
    await expect(page).toHaveURL(/\/checkout\?/);
  });
});

test.describe('a ticket to an event in Stripe mode (docs/decisions/057)', () => {
  test('the Payment Element on the registration’s payment, no redirect for a card without a bank step, and the webhook confirms the seat', async ({
    page,
    server,
    fakeStripe,
  }) => {
    const email = 'stella.payne@example.com';
    await createEvent(server.db, eventCreateInput.parse(eventInput('stripe-ticket')));
    const { secret } = await stripePage(page, fakeStripe, 'succeed', 'events.register');
    await page.goto('/events-symposiums/stripe-ticket');
    const form = page.getByTestId('registration-form');
    await form.getByLabel('Ticket').selectOption({ label: 'Standard: £25 (£15 for members)' });
    await form.getByLabel('Name').fill('Stella Payne');
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Register Now' }).click();
    const pay = page.getByRole('form', { name: 'Pay for your ticket' });
    await expect(pay).toContainText('To pay: £25');
    await expect(pay.getByTestId('fake-payment-element')).toBeVisible();
    await pay.getByRole('button', { name: 'Pay £25' }).click();
    await expect(page.getByText('Paid: your ticket is confirmed and on its way by letter.')).toBeVisible();

    const id = (await secret).split('_secret_')[0];
    const calls = await stripeCalls(page);
    expect(calls).toContainEqual(['Stripe', 'pk_test_from_server']);
    expect(calls).toContainEqual(['elements', await secret]);
    const registration = () => server.db.selectFrom('event_registrations').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    // The seat is held, not yet confirmed: only the signed webhook says the money came.
    const held = await registration();
    expect(held).toMatchObject({ status: 'held', paymentIntentId: id, amount: 2500 });
    expect(fakeStripe.intents.get(id)).toMatchObject({ amount: 2500, metadata: { kind: 'event-ticket', reference: held.reference } });
    await paymentSucceeded(page, fakeStripe, id, 'evt_e2e_ticket');
    expect(await registration()).toMatchObject({ status: 'confirmed' });
    const letters = await server.db.selectFrom('mail_outbox').select('kind').where('recipient', '=', email).execute();
    expect(letters.map((l) => l.kind)).toEqual(['event-ticket']);
  });
});

test.describe('saving a card for renewing automatically in Stripe mode (docs/decisions/055)', () => {
  const email = 'stella@example.com';

  test('the Payment Element on the member’s SetupIntent, confirmSetup without a redirect, and renewing is on', async ({
    page,
    server,
    fakeStripe,
  }) => {
    // A member as the webhook would have made them from a Stripe payment.
    await stripeMember(server.db, email, 'pi_stella_e2e');

    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
    );
    await page.route(/^https:\/\/(?!js\.stripe\.com).*/, (route) => route.abort());
    let declineFirst = true;
    await page.exposeFunction('__fakeStripeConfirmSetup', async () => {
      const id = (await server.db.selectFrom('members').select('setupIntentId').where('email', '=', email).executeTakeFirstOrThrow())
        .setupIntentId!;
      if (declineFirst) {
        declineFirst = false;
        return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
      }
      fakeStripe.completeSetup(id);
      return { id };
    });

    await memberSignIn(page, server, email);
    const section = page.getByTestId('auto-renew');
    await expect(section.getByRole('heading', { name: 'Renewing automatically: off' })).toBeVisible();
    await section.getByRole('button', { name: 'Renew automatically with a saved card' }).click();
    await expect(section.getByTestId('fake-payment-element')).toBeVisible();
    const save = section.getByRole('button', { name: 'Save card and renew automatically' });
    await expect(save).toBeEnabled();
    // Stripe's decline is said beside the form, and nothing is turned on.
    await save.click();
    await expect(section.getByRole('alert')).toHaveText('Your card was declined.');
    await save.click();
    await expect(section.getByRole('heading', { name: 'Renewing automatically: on' })).toBeVisible();

    const member = await server.db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ autoRenew: 1, setupIntentId: null });
    expect(member.paymentMethodId).toMatch(/^pm_/);
    const customer = [...fakeStripe.customers.values()].find((c) => c.email === email);
    expect(member.providerCustomerId).toBe(customer?.id);
    const calls = await stripeCalls(page);
    expect(calls).toContainEqual(['Stripe', 'pk_test_from_server']);
    const confirm = calls.find((c) => c[0] === 'confirmSetup')![1] as { confirmParams: { return_url: string }; redirect: string };
    expect(confirm).toEqual({ confirmParams: { return_url: `${server.baseUrl}/account` }, redirect: 'if_required' });
  });
});
