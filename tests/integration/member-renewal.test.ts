import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeAutoRenewals,
  confirmDemoAutoRenew,
  finishAutoRenew,
  renewalState,
  startAutoRenew,
  stopAutoRenew,
} from '~/server/services/member-renewal';
import { yearAfter } from '~/server/services/members';
import { goodCard, stripeMember } from '../helpers/payments';
import { postWebhook, stripeEventOf, stripeMode, useFakeStripe } from '../helpers/stripe';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

// Renewing from the member's page (docs/decisions/055), on both dialects: early renewal extends
// from the end; renewing automatically charges the saved card on the last day, once across two
// processes on one database, says so in the 7-day letter, falls back to the reminder letters when
// the card is declined, and is turned off with one call. The demo provider and a local stand-in for
// Stripe's API; time moves through the apps' clock.
const DAY = 86_400_000;
const HOUR = 3_600_000;
let now = new Date();
const clock = () => now;

/** A demo (or Stripe-mode) checkout from start to success; answers the payment row. */
async function payDemo(app: FastifyInstance, email: string, firstName: string, membershipType = 'full') {
  const created = await injectJson(app, 'POST', '/api/create-payment-intent', { membershipType });
  const { clientSecret, paymentIntentId } = created.json as { clientSecret: string; paymentIntentId: string };
  expect((await injectJson(app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName })).status).toBe(200);
  const confirmed = await injectJson(app, 'POST', '/api/demo-payments/confirm', { clientSecret, ...goodCard });
  expect((confirmed.json as { status: string }).status).toBe('succeeded');
  return app.services.db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirstOrThrow();
}

const memberOf = (app: FastifyInstance, email: string) =>
  app.services.db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const lettersTo = (app: FastifyInstance, to: string) =>
  app.services.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).orderBy('id').execute();
const paymentsOf = (app: FastifyInstance, email: string) =>
  app.services.db.selectFrom('payments').selectAll().where('email', '=', email).orderBy('id').execute();
const depsOf = (app: FastifyInstance) => app.services;

/** At `at`, with the clock put back after. */
async function at<T>(when: Date, work: () => Promise<T>): Promise<T> {
  const saved = now;
  now = when;
  try {
    return await work();
  } finally {
    now = saved;
  }
}

describe('with the demo provider', () => {
  let t: TestApp;
  /** A second process on the same database (the same DATA_DIR: the same SQLite file, or the same PostgreSQL database). */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitWritesPerMinute: 1000, clock });
    other = (await createTestApp({ rateLimitWritesPerMinute: 1000, clock }, { DATA_DIR: t.dataDir })).app;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('renews early through the checkout with the address and name filled in: the new year starts at the end', async () => {
    await payDemo(t.app, 'early@example.com', 'Edith');
    const before = await memberOf(t.app, 'early@example.com');
    const state = await renewalState(t.app.services.db, t.app.services.payments, 'early@example.com', now);
    expect(state).toMatchObject({ plan: 'full', status: 'active', renewsFrom: before.periodEnd, periodEnd: before.periodEnd });
    expect(state.renewPath).toBe('/checkout?type=full&email=early%40example.com&firstName=Edith');
    await payDemo(t.app, 'early@example.com', 'Edith');
    const after = await memberOf(t.app, 'early@example.com');
    expect(after.periodEnd).toBe(yearAfter(before.periodEnd));
    expect(after.periodStart).toBe(before.periodEnd);
  });

  it('renews automatically with a saved demo card: the 7-day letter says so, and the charge is made once across two processes', async () => {
    await payDemo(t.app, 'auto@example.com', 'Aldous', 'basic');
    const setup = await startAutoRenew(depsOf(t.app), 'auto@example.com', now);
    expect(setup).toMatchObject({ mode: 'demo', publishableKey: null });
    expect(setup.clientSecret).toMatch(/^demo_seti_[A-Za-z0-9]+_secret_/);
    // A declined card saves nothing.
    const declined = await confirmDemoAutoRenew(depsOf(t.app), 'auto@example.com', {
      ...goodCard,
      cardNumber: '4000000000000002',
      clientSecret: setup.clientSecret,
    });
    expect(declined.status).toBe('requires_payment_method');
    expect((await memberOf(t.app, 'auto@example.com')).autoRenew).toBe(0);
    const saved = await confirmDemoAutoRenew(depsOf(t.app), 'auto@example.com', {
      ...goodCard,
      cardNumber: '4242424242424242',
      clientSecret: setup.clientSecret,
    });
    expect(saved).toEqual({ status: 'succeeded', error: null });
    const member = await memberOf(t.app, 'auto@example.com');
    expect(member).toMatchObject({ autoRenew: 1, setupIntentId: null });
    expect(member.paymentMethodId).toMatch(/^demo_pm_/);
    expect(member.providerCustomerId).toMatch(/^demo_cus_/);
    const state = await renewalState(t.app.services.db, t.app.services.payments, 'auto@example.com', now);
    expect(state.autoRenew).toMatchObject({ on: true, available: true, lastOutcome: null });
    expect(Date.parse(state.autoRenew.chargesOn!)).toBe(Date.parse(member.periodEnd) - DAY);

    // Six days before the end: the 7-day letter says the card will be charged, not "renew now".
    await at(new Date(Date.parse(member.periodEnd) - 6 * DAY), () => t.app.services.scheduler.runNow());
    const [seven] = (await lettersTo(t.app, 'auto@example.com')).filter((l) => l.kind === 'renewal-reminder');
    expect(seven.subject).toMatch(/renews automatically on/);
    expect(seven.text).toContain('you asked us to renew it automatically');
    expect(seven.text).toContain('£7.00');
    expect(seven.text).toContain('http://localhost:3000/account');
    // Not yet due then.
    expect(await paymentsOf(t.app, 'auto@example.com')).toHaveLength(1);

    // Twelve hours before the end, both processes' schedulers run at once: one charge.
    await at(new Date(Date.parse(member.periodEnd) - 12 * HOUR), () =>
      Promise.all([t.app.services.scheduler.runNow(), other.services.scheduler.runNow()]),
    );
    const payments = await paymentsOf(t.app, 'auto@example.com');
    expect(payments).toHaveLength(2);
    expect(payments[1]).toMatchObject({ membershipType: 'basic', amount: 700, status: 'succeeded' });
    const renewed = await memberOf(t.app, 'auto@example.com');
    expect(renewed.periodEnd).toBe(yearAfter(member.periodEnd));
    expect(renewed).toMatchObject({ autoRenew: 1, autoRenewOutcome: 'succeeded', autoRenewClaimedFor: member.periodEnd });
    // Its confirmation is the receipt.
    expect((await lettersTo(t.app, 'auto@example.com')).filter((l) => l.kind === 'membership-confirmation')).toHaveLength(2);
    // Again, in either process: nothing more.
    await at(new Date(Date.parse(member.periodEnd) - 11 * HOUR), async () => {
      expect(await chargeAutoRenewals(depsOf(other), now)).toEqual({ charged: 0, failed: 0 });
      expect(await chargeAutoRenewals(depsOf(t.app), now)).toEqual({ charged: 0, failed: 0 });
    });
    expect(await paymentsOf(t.app, 'auto@example.com')).toHaveLength(2);
  });

  it('falls back to the reminder letters when the saved card is declined at the end', async () => {
    await payDemo(t.app, 'declines@example.com', 'Dora', 'basic');
    const setup = await startAutoRenew(depsOf(t.app), 'declines@example.com', now);
    // Stripe's test card that saves but whose charges are declined.
    const saved = await confirmDemoAutoRenew(depsOf(t.app), 'declines@example.com', {
      ...goodCard,
      cardNumber: '4000000000000341',
      clientSecret: setup.clientSecret,
    });
    expect(saved.status).toBe('succeeded');
    const member = await memberOf(t.app, 'declines@example.com');
    const result = await at(new Date(Date.parse(member.periodEnd) - 12 * HOUR), () => chargeAutoRenewals(depsOf(t.app), now));
    expect(result).toEqual({ charged: 0, failed: 1 });
    expect(await paymentsOf(t.app, 'declines@example.com')).toHaveLength(1);
    expect(await memberOf(t.app, 'declines@example.com')).toMatchObject({
      autoRenew: 0,
      paymentMethodId: null,
      autoRenewOutcome: 'failed',
      periodEnd: member.periodEnd,
    });
    const failedLetter = (await lettersTo(t.app, 'declines@example.com')).find((l) => l.subject.startsWith('We could not renew'));
    expect(failedLetter?.text).toContain('Your card was declined.');
    expect(failedLetter?.text).toContain('/checkout?type=basic&email=declines%40example.com');
    // After the end the ordinary lapse letter follows, as for anyone who did not renew.
    await at(new Date(Date.parse(member.periodEnd) + HOUR), () => t.app.services.scheduler.runNow());
    const lapsed = (await lettersTo(t.app, 'declines@example.com')).filter((l) => l.subject.includes('has lapsed'));
    expect(lapsed).toHaveLength(1);
    const state = await at(new Date(Date.parse(member.periodEnd) + HOUR), () =>
      renewalState(t.app.services.db, t.app.services.payments, 'declines@example.com', now),
    );
    expect(state.autoRenew).toMatchObject({ on: false, available: false, lastOutcome: 'failed' });
  });

  it('is turned off with one call: nothing is charged at the end, and the letters ask to renew again', async () => {
    await payDemo(t.app, 'stops@example.com', 'Stan', 'basic');
    const setup = await startAutoRenew(depsOf(t.app), 'stops@example.com', now);
    await confirmDemoAutoRenew(depsOf(t.app), 'stops@example.com', {
      ...goodCard,
      cardNumber: '4242424242424242',
      clientSecret: setup.clientSecret,
    });
    expect((await memberOf(t.app, 'stops@example.com')).autoRenew).toBe(1);
    expect(await stopAutoRenew(depsOf(t.app), 'stops@example.com')).toEqual({ on: false });
    const member = await memberOf(t.app, 'stops@example.com');
    expect(member).toMatchObject({ autoRenew: 0, paymentMethodId: null });
    await at(new Date(Date.parse(member.periodEnd) - 6 * DAY), () => t.app.services.scheduler.runNow());
    const [seven] = (await lettersTo(t.app, 'stops@example.com')).filter((l) => l.kind === 'renewal-reminder');
    expect(seven.subject).toMatch(/^One week left/);
    expect(seven.text).toContain('/checkout?type=basic&email=stops%40example.com');
    await at(new Date(Date.parse(member.periodEnd) - 12 * HOUR), () => t.app.services.scheduler.runNow());
    expect(await paymentsOf(t.app, 'stops@example.com')).toHaveLength(1);
  });

  it('refuses to turn on for a lapsed membership, and a set-up that is not the member’s own', async () => {
    const member = await memberOf(t.app, 'stops@example.com');
    await at(new Date(Date.parse(member.periodEnd) + DAY), async () => {
      await expect(startAutoRenew(depsOf(t.app), 'stops@example.com', now)).rejects.toMatchObject({ kind: 'Conflict' });
    });
    const own = await startAutoRenew(depsOf(t.app), 'stops@example.com', now);
    const another = await startAutoRenew(depsOf(t.app), 'early@example.com', now);
    await expect(finishAutoRenew(depsOf(t.app), 'stops@example.com', another.setupIntentId)).rejects.toMatchObject({ kind: 'NotFound' });
    await expect(
      confirmDemoAutoRenew(depsOf(t.app), 'stops@example.com', {
        ...goodCard,
        cardNumber: '4242424242424242',
        clientSecret: another.clientSecret,
      }),
    ).rejects.toMatchObject({ kind: 'NotFound' });
    // Not confirmed yet: not on.
    await expect(finishAutoRenew(depsOf(t.app), 'stops@example.com', own.setupIntentId)).rejects.toMatchObject({ kind: 'Conflict' });
    await expect(startAutoRenew(depsOf(t.app), 'nobody@example.com', now)).rejects.toMatchObject({ kind: 'NotFound' });
  });
});

describe('with Stripe (a local stand-in for its API)', () => {
  const fake = useFakeStripe();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...stripeMode(fake()), clock });
  });
  afterAll(() => t?.close());

  const member = (email: string) => stripeMember(t.app.services.db, email);

  it('saves the card with a SetupIntent on a customer, charges it off-session at the end, and detaches it when turned off', async () => {
    await member('stripe@example.com');
    const setup = await startAutoRenew(depsOf(t.app), 'stripe@example.com', now);
    expect(setup).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_club' });
    const customer = [...fake().customers.values()].find((c) => c.email === 'stripe@example.com');
    expect(customer).toBeTruthy();
    expect(fake().setups.get(setup.setupIntentId)).toMatchObject({ customer: customer!.id, usage: 'off_session' });
    // The browser has not confirmed yet.
    await expect(finishAutoRenew(depsOf(t.app), 'stripe@example.com', setup.setupIntentId)).rejects.toMatchObject({ kind: 'Conflict' });
    const { payment_method } = fake().completeSetup(setup.setupIntentId);
    expect(await finishAutoRenew(depsOf(t.app), 'stripe@example.com', setup.setupIntentId)).toEqual({ on: true });
    const saved = await memberOf(t.app, 'stripe@example.com');
    expect(saved).toMatchObject({ autoRenew: 1, providerCustomerId: customer!.id, paymentMethodId: payment_method });

    const result = await at(new Date(Date.parse(saved.periodEnd) - 12 * HOUR), () => chargeAutoRenewals(depsOf(t.app), now));
    expect(result).toEqual({ charged: 1, failed: 0 });
    const charge = fake().requests.find((r) => r.path === '/v1/payment_intents' && r.form.off_session === 'true');
    expect(charge?.form).toMatchObject({ amount: '4700', currency: 'gbp', customer: customer!.id, payment_method, confirm: 'true' });
    expect(charge?.headers['idempotency-key']).toBe(`auto-renew-${saved.id}-${saved.periodEnd}`);
    const renewed = await memberOf(t.app, 'stripe@example.com');
    expect(renewed.periodEnd).toBe(yearAfter(saved.periodEnd));
    expect(await paymentsOf(t.app, 'stripe@example.com')).toHaveLength(2);

    expect(await stopAutoRenew(depsOf(t.app), 'stripe@example.com')).toEqual({ on: false });
    expect(fake().detached.has(payment_method!)).toBe(true);
    expect(await memberOf(t.app, 'stripe@example.com')).toMatchObject({ autoRenew: 0, paymentMethodId: null });
  });

  it('turns renewing on from the setup_intent.succeeded webhook when the browser never came back, once', async () => {
    await member('webhook@example.com');
    const setup = await startAutoRenew(depsOf(t.app), 'webhook@example.com', now);
    const event = (id: string) => stripeEventOf(id, 'setup_intent.succeeded', { ...fake().setups.get(setup.setupIntentId) });
    // Not saved yet at Stripe: the event (forged, or early) changes nothing.
    expect((await postWebhook(t.app, event('evt_setup_early'))).json()).toEqual({ received: true, handled: false });
    expect(await memberOf(t.app, 'webhook@example.com')).toMatchObject({ autoRenew: 0 });
    const { payment_method } = fake().completeSetup(setup.setupIntentId);
    const res = await postWebhook(t.app, event('evt_setup_done'));
    expect([res.statusCode, res.json()]).toEqual([200, { received: true, handled: true }]);
    expect(await memberOf(t.app, 'webhook@example.com')).toMatchObject({
      autoRenew: 1,
      paymentMethodId: payment_method,
      setupIntentId: null,
    });
    // A repeat delivery, or the browser's own step 2 afterwards, finds nothing pending.
    expect((await postWebhook(t.app, event('evt_setup_done'))).json()).toEqual({ received: true, handled: false });
    await expect(finishAutoRenew(depsOf(t.app), 'webhook@example.com', setup.setupIntentId)).rejects.toMatchObject({ kind: 'NotFound' });
    // Off again, so the next tests' renewal runs charge only their own member.
    await stopAutoRenew(depsOf(t.app), 'webhook@example.com');
  });

  it('a declined off-session charge turns it off and writes; Stripe being down lets the next run try again with the same key', async () => {
    await member('declined@example.com');
    const setup = await startAutoRenew(depsOf(t.app), 'declined@example.com', now);
    fake().completeSetup(setup.setupIntentId, { declinesLater: true });
    await finishAutoRenew(depsOf(t.app), 'declined@example.com', setup.setupIntentId);
    const saved = await memberOf(t.app, 'declined@example.com');
    const due = new Date(Date.parse(saved.periodEnd) - 12 * HOUR);
    fake().failing = true;
    await at(due, async () => {
      await expect(chargeAutoRenewals(depsOf(t.app), now)).rejects.toMatchObject({ kind: 'Unavailable' });
    });
    expect((await memberOf(t.app, 'declined@example.com')).autoRenewClaimedFor).toBeNull();
    fake().failing = false;
    expect(await at(due, () => chargeAutoRenewals(depsOf(t.app), now))).toEqual({ charged: 0, failed: 1 });
    expect(await memberOf(t.app, 'declined@example.com')).toMatchObject({ autoRenew: 0, autoRenewOutcome: 'failed' });
    expect(await paymentsOf(t.app, 'declined@example.com')).toHaveLength(1);
    expect((await lettersTo(t.app, 'declined@example.com')).some((l) => l.subject.startsWith('We could not renew'))).toBe(true);
  });
});
