import type { Page } from '@playwright/test';
import { expect, expectToast, holdRequests, MOBILE, type Server, snap, test } from './fixtures';
import type { CheckoutSession } from '~/client/components/payments/types';
import { succeededFullMembership } from '../helpers/payments';

// D18: no Stripe keys, so the built-in demo provider runs the whole flow offline.

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

const payments = (server: Server) => server.db.selectFrom('payments').selectAll().orderBy('id').execute();

async function openCheckout(page: Page, type: string) {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`/checkout?type=${type}`);
  await expect(page.getByRole('heading', { name: 'Secure Payment Portal' })).toBeVisible();
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

test.describe('membership checkout in demo mode', () => {
  test('shows the spinner until the secret arrives, then the portal with the plan card and the demo notice', async ({ page }) => {
    // Hold create-intent back so the spinner can be seen.
    const release = await holdRequests(page, '**/trpc/public.payments.createIntent**');
    await page.goto('/checkout?type=full');
    await expect(page.getByText('Preparing your distinguished payment portal...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Secure Payment Portal' })).toHaveCount(0);
    await release();
    await expect(page.getByRole('heading', { name: 'Secure Payment Portal' })).toBeVisible();
    const plan = page.getByTestId('plan-card');
    await expect(plan.getByRole('heading')).toHaveText('Cognitive Rebel');
    await expect(plan).toContainText('£47 per year');
    await expect(page.getByText('Demo mode: no real payment is taken')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('link', { name: 'Return to Club' })).toHaveAttribute('href', '/');
    await expect(payButton(page)).toBeEnabled();
    await snap(page, 'checkout-demo');
  });

  test('pays with 4242 4242 4242 4242, lands on the welcome page and records the payment', async ({ page, server }) => {
    const requests = await openCheckout(page, 'full');
    await fillForm(page, { firstName: '  Grace ', email: ' grace@example.com ' });
    await payButton(page).click();
    await expect(page).toHaveURL(/\/payment-success\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('payment_intent')).toMatch(/^demo_pi_/);
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toBeVisible();
    await expect(page.getByText('Your membership payment has been successfully processed')).toBeVisible();
    await expect(page.getByText(/confirmation email/)).toBeVisible();
    await expect(page.getByText(/certificate/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to the Club' })).toHaveAttribute('href', '/');
    await snap(page, 'payment-success');

    const row = (await payments(server)).find((p) => p.stripePaymentIntentId === url.searchParams.get('payment_intent'));
    expect(row).toMatchObject(succeededFullMembership('grace@example.com', 'Grace'));
    // The update call went out before the confirm call, and Stripe.js was never fetched.
    const update = requests.findIndex((r) => r.includes('payments.updateIntent'));
    const confirm = requests.findIndex((r) => r.includes('payments.confirmDemo'));
    expect(update).toBeGreaterThan(-1);
    expect(confirm).toBeGreaterThan(update);
    expect(requests.some((r) => r.includes('stripe.com'))).toBe(false);
  });

  test("declines 4000 0000 0000 0002 with a 'Payment Failed' toast and records no payment", async ({ page, server }) => {
    await openCheckout(page, 'basic');
    const before = (await payments(server)).length;
    await fillForm(page, { card: '4000 0000 0000 0002' });
    const confirmed = page.waitForResponse((r) => r.url().includes('payments.confirmDemo'));
    await payButton(page).click();
    await confirmed;
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(page).toHaveURL(/\/checkout\?/);
    expect((await payments(server)).length).toBe(before);
    await snap(page, 'checkout-declined');

    // The payer can try again with another card on the same payment.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toBeVisible();
    expect((await payments(server)).length).toBe(before + 1);
  });

  test("stops with 'Information Required' when name or email is blank after trimming", async ({ page }) => {
    const requests = await openCheckout(page, 'basic');
    await fillForm(page, { firstName: '   ', email: 'ada@example.com' });
    await payButton(page).click();
    await expectToast(page, 'Information Required', 'Please provide your email and name to complete membership.');
    expect(requests.some((r) => r.includes('payments.updateIntent') || r.includes('payments.confirmDemo'))).toBe(false);

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email Address').fill('  ');
    await payButton(page).click();
    await expect(page.getByText('Please provide your email and name to complete membership.')).toBeVisible();
    expect(requests.some((r) => r.includes('payments.confirmDemo'))).toBe(false);
    await expect(page).toHaveURL(/\/checkout\?/);
  });

  test('shows card errors in Stripe\u2019s words next to the field', async ({ page }) => {
    await openCheckout(page, 'basic');
    await fillForm(page, { card: '4242 4242 4242 4241' });
    await payButton(page).click();
    await expect(page.getByText('Your card number is invalid.').first()).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('asks for a new secret and shows the new plan when the type changes; unknown types are basic', async ({ page, server }) => {
    const secrets: string[] = [];
    page.on('response', async (res) => {
      if (res.url().includes('payments.createIntent'))
        secrets.push(((await res.json()) as { result: { data: CheckoutSession } }).result.data.clientSecret);
    });
    await openCheckout(page, 'nonsense');
    const plan = page.getByTestId('plan-card');
    await expect(plan.getByRole('heading')).toHaveText('Anonymous Observer');
    await expect(plan).toContainText('£7 per year');
    await page.getByLabel('First Name').fill('Mary');

    await page.getByRole('link', { name: 'Master Provocateur' }).click();
    await expect(page).toHaveURL(/type=distinguished/);
    await expect(plan.getByRole('heading', { name: 'Master Provocateur' })).toBeVisible();
    await expect(plan).toContainText('£147 per year');
    await expect.poll(() => secrets.length).toBe(2);
    expect(secrets[0]).not.toBe(secrets[1]);
    // What the payer typed survives the switch.
    await expect(page.getByLabel('First Name')).toHaveValue('Mary');

    await fillForm(page, { firstName: 'Mary', email: 'mary@example.com' });
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toBeVisible();
    const intentId = new URL(page.url()).searchParams.get('payment_intent');
    const row = (await payments(server)).find((p) => p.stripePaymentIntentId === intentId);
    expect(row).toMatchObject({ membershipType: 'distinguished', amount: 14700 });
  });

  test('keeps the spinner (and only logs) when no secret comes back', async ({ page }) => {
    await page.route('**/trpc/public.payments.createIntent**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'down', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } }),
      }),
    );
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('No payment secret'));
    await page.goto('/checkout?type=full');
    await expect(page.getByText('Preparing your distinguished payment portal...')).toBeVisible();
    await logged;
    await expect(page.getByRole('heading', { name: 'Secure Payment Portal' })).toHaveCount(0);
    await expect(page.getByText('Preparing your distinguished payment portal...')).toBeVisible();
  });

  test('does not trust the query string on /payment-success', async ({ page }) => {
    await page.goto('/payment-success?payment_intent=demo_pi_forged123&redirect_status=succeeded');
    await expect(page.getByRole('heading', { name: 'Payment Not Confirmed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toHaveCount(0);

    // A real but unpaid intent: not confirmed either, with a way back to the same plan.
    const created = await page.request.post('/api/create-payment-intent', { data: { membershipType: 'full' } });
    const { paymentIntentId } = await created.json();
    await page.goto(`/payment-success?payment_intent=${paymentIntentId}&redirect_status=succeeded`);
    await expect(page.getByRole('heading', { name: 'Payment Not Confirmed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try the Payment Again' })).toHaveAttribute('href', '/checkout?type=full');
    await snap(page, 'payment-not-confirmed');

    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'No Payment to Confirm' })).toBeVisible();
  });

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openCheckout(page, 'distinguished');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await fillForm(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toBeVisible();
    await snap(page, 'payment-success-mobile');
  });
});
