import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, snap, useE2E } from './browser';

// D18: no Stripe keys, so the built-in demo provider runs the whole flow offline.
const e2e = useE2E();

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

const payments = () => e2e.app.app.services.db.selectFrom('payments').selectAll().orderBy('id').execute();

async function openCheckout(page: Page, type: string) {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`/checkout?type=${type}`);
  await page.getByRole('heading', { name: 'Secure Payment Portal' }).waitFor();
  return requests;
}

async function fillForm(page: Page, { firstName = 'Ada', email = 'ada@example.com', card = '4242 4242 4242 4242' } = {}) {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill(`12${nextYear}`);
  await page.getByLabel('Security code').fill('123');
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Complete Payment & Join the Resistance' });

describeBrowser('membership checkout in demo mode', () => {
  it('shows the spinner until the secret arrives, then the portal with the plan card and the demo notice', async () => {
    const page = await e2e.newPage();
    // Hold create-intent back so the spinner can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/public.payments.createIntent**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/checkout?type=full');
    await page.getByText('Preparing your distinguished payment portal...').waitFor();
    expect(await page.getByRole('heading', { name: 'Secure Payment Portal' }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'Secure Payment Portal' }).waitFor();
    const plan = page.getByTestId('plan-card');
    expect(await plan.getByRole('heading').textContent()).toBe('Cognitive Rebel');
    expect(await plan.textContent()).toContain('£47 per year');
    await page.getByText('Demo mode: no real payment is taken').waitFor();
    expect(await page.getByLabel('Email Address').getAttribute('type')).toBe('email');
    expect(await page.getByRole('link', { name: 'Return to Club' }).getAttribute('href')).toBe('/');
    expect(await payButton(page).isEnabled()).toBe(true);
    await snap(page, 'checkout-demo');
  });

  it('pays with 4242 4242 4242 4242, lands on the welcome page and records the payment', async () => {
    const page = await e2e.newPage();
    const requests = await openCheckout(page, 'full');
    await fillForm(page, { firstName: '  Grace ', email: ' grace@example.com ' });
    await payButton(page).click();
    await page.waitForURL(/\/payment-success\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('payment_intent')).toMatch(/^demo_pi_/);
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    await page.getByRole('heading', { name: 'Welcome to the Resistance!' }).waitFor();
    await page.getByText('Your membership payment has been successfully processed').waitFor();
    await page.getByText(/confirmation email/).waitFor();
    await page.getByText(/certificate/).waitFor();
    expect(await page.getByRole('link', { name: 'Return to the Club' }).getAttribute('href')).toBe('/');
    await snap(page, 'payment-success');

    const row = (await payments()).find((p) => p.stripePaymentIntentId === url.searchParams.get('payment_intent'));
    expect(row).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', membershipType: 'full', amount: 4700, currency: 'gbp', status: 'succeeded' });
    // The update call went out before the confirm call, and Stripe.js was never fetched.
    const update = requests.findIndex((r) => r.includes('payments.updateIntent'));
    const confirm = requests.findIndex((r) => r.includes('payments.confirmDemo'));
    expect(update).toBeGreaterThan(-1);
    expect(confirm).toBeGreaterThan(update);
    expect(requests.some((r) => r.includes('stripe.com'))).toBe(false);
  });

  it("declines 4000 0000 0000 0002 with a 'Payment Failed' toast and records no payment", async () => {
    const page = await e2e.newPage();
    await openCheckout(page, 'basic');
    const before = (await payments()).length;
    await fillForm(page, { card: '4000 0000 0000 0002' });
    await payButton(page).click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    expect(await toast.textContent()).toContain('Payment Failed');
    expect(await toast.textContent()).toContain('Your card was declined.');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect((await payments()).length).toBe(before);
    await snap(page, 'checkout-declined');

    // The payer can try again with another card on the same payment.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payButton(page).click();
    await page.getByRole('heading', { name: 'Welcome to the Resistance!' }).waitFor();
    expect((await payments()).length).toBe(before + 1);
  });

  it("stops with 'Information Required' when name or email is blank after trimming", async () => {
    const page = await e2e.newPage();
    const requests = await openCheckout(page, 'basic');
    await fillForm(page, { firstName: '   ', email: 'ada@example.com' });
    await payButton(page).click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Information Required');
    expect(await toast.textContent()).toContain('Please provide your email and name to complete membership.');
    expect(requests.some((r) => r.includes('payments.updateIntent') || r.includes('payments.confirmDemo'))).toBe(false);

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email Address').fill('  ');
    await payButton(page).click();
    await page.getByText('Please provide your email and name to complete membership.').waitFor();
    expect(requests.some((r) => r.includes('payments.confirmDemo'))).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  it('shows card errors in Stripe\u2019s words next to the field', async () => {
    const page = await e2e.newPage();
    await openCheckout(page, 'basic');
    await fillForm(page, { card: '4242 4242 4242 4241' });
    await payButton(page).click();
    await page.getByText('Your card number is invalid.').first().waitFor();
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a new secret and shows the new plan when the type changes; unknown types are basic', async () => {
    const page = await e2e.newPage();
    const secrets: string[] = [];
    page.on('response', async (res) => {
      if (res.url().includes('payments.createIntent')) secrets.push((await res.json()).result.data.clientSecret);
    });
    await openCheckout(page, 'nonsense');
    const plan = page.getByTestId('plan-card');
    expect(await plan.getByRole('heading').textContent()).toBe('Anonymous Observer');
    expect(await plan.textContent()).toContain('£7 per year');
    await page.getByLabel('First Name').fill('Mary');

    await page.getByRole('link', { name: 'Master Provocateur' }).click();
    await page.waitForURL(/type=distinguished/);
    await plan.getByRole('heading', { name: 'Master Provocateur' }).waitFor();
    expect(await plan.textContent()).toContain('£147 per year');
    await expect.poll(() => secrets.length).toBe(2);
    expect(secrets[0]).not.toBe(secrets[1]);
    // What the payer typed survives the switch.
    expect(await page.getByLabel('First Name').inputValue()).toBe('Mary');

    await fillForm(page, { firstName: 'Mary', email: 'mary@example.com' });
    await payButton(page).click();
    await page.getByRole('heading', { name: 'Welcome to the Resistance!' }).waitFor();
    const intentId = new URL(page.url()).searchParams.get('payment_intent');
    const row = (await payments()).find((p) => p.stripePaymentIntentId === intentId);
    expect(row).toMatchObject({ membershipType: 'distinguished', amount: 14700 });
  });

  it('keeps the spinner (and only logs) when no secret comes back', async () => {
    const page = await e2e.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/trpc/public.payments.createIntent**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { message: 'down', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } }) }),
    );
    await page.goto('/checkout?type=full');
    await page.getByText('Preparing your distinguished payment portal...').waitFor();
    await expect.poll(() => errors.some((e) => e.includes('No payment secret'))).toBe(true);
    expect(await page.getByRole('heading', { name: 'Secure Payment Portal' }).count()).toBe(0);
  });

  it('does not trust the query string on /payment-success', async () => {
    const page = await e2e.newPage();
    await page.goto('/payment-success?payment_intent=demo_pi_forged123&redirect_status=succeeded');
    await page.getByRole('heading', { name: 'Payment Not Confirmed' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome to the Resistance!' }).count()).toBe(0);

    // A real but unpaid intent: not confirmed either, with a way back to the same plan.
    const created = await page.request.post('/api/create-payment-intent', { data: { membershipType: 'full' } });
    const { paymentIntentId } = await created.json();
    await page.goto(`/payment-success?payment_intent=${paymentIntentId}&redirect_status=succeeded`);
    await page.getByRole('heading', { name: 'Payment Not Confirmed' }).waitFor();
    expect(await page.getByRole('link', { name: 'Try the Payment Again' }).getAttribute('href')).toBe('/checkout?type=full');
    await snap(page, 'payment-not-confirmed');

    await page.goto('/payment-success');
    await page.getByRole('heading', { name: 'No Payment to Confirm' }).waitFor();
  });

  it('works at 375 px wide', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    await openCheckout(page, 'distinguished');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await fillForm(page);
    await payButton(page).click();
    await page.getByRole('heading', { name: 'Welcome to the Resistance!' }).waitFor();
    await snap(page, 'payment-success-mobile');
  });
});
