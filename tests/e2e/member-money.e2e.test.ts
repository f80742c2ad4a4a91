import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { yearAfter } from '~/server/services/members';
import { expect, MOBILE, type Server, snap, test } from './fixtures';
import { memberSignIn, payAsVisitor } from './member-sign-in';

// docs/decisions/055 in the browser: a member who paid signs in with the code from their letter,
// sees and opens the receipt, renews early through the checkout (the end moves by a year), opens
// the card and checks its QR code's address in another browser context (no cookies: a doorkeeper),
// turns renewing automatically on with the demo card form and off again. axe at 375 and 1280 px.

const EMAIL = 'morgan@example.com';
const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

const memberOf = (server: Server) => server.db.selectFrom('members').selectAll().where('email', '=', EMAIL).executeTakeFirstOrThrow();

const signIn = (page: Page, server: Server) => memberSignIn(page, server, EMAIL);

async function axe(page: Page, where: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  for (const viewport of [MOBILE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map(
      (v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
    );
    expect(violations, `${where} at ${viewport.width} px`).toEqual([]);
  }
}

// A long walk (sign-in, checkout, four pages checked by axe at two widths) on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

// The browser talks to 127.0.0.1:<port>: that is this site's origin for the Origin rule and its card addresses.
test.beforeEach(({ server }) => {
  server.config.publicUrl = server.baseUrl;
});

test('a member sees and prints a receipt, renews early, and a doorkeeper checks the card', async ({ page, server, newPage }) => {
  await payAsVisitor(server, EMAIL, 'Morgan');
  const before = await memberOf(server);
  await signIn(page, server);

  // The renewal section: renew early, renew automatically, the card.
  await expect(page.getByRole('heading', { name: 'Renewing', level: 2 })).toBeVisible();
  await expect(page.getByText(`the new year begins on ${longDate(before.periodEnd)}`)).toBeVisible();
  await axe(page, '/account');
  await snap(page, 'account-renewal');

  // The receipt, from the payments table.
  const receiptLink = page.getByTestId('account-payment').getByRole('link', { name: /^Receipt BAC-R-/ });
  await receiptLink.click();
  await expect(page).toHaveURL(/\/account\/receipts\/BAC-R-\d{6}$/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(receipt).toContainText('The Brain Appreciation Club');
  await expect(receipt).toContainText('14 Cogitation Row, Bloomsbury');
  await expect(receipt).toContainText('£47.00');
  await expect(receipt).toContainText('Demonstration card payment');
  await expect(receipt).toContainText(/demo_pi_/);
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  // Printed, the site's header and footer and the buttons are gone.
  await expect(page.locator('body > header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await axe(page, 'the receipt');
  await snap(page, 'account-receipt');

  // Renew early: the checkout has the address and the name filled in; the end moves by a year.
  await page.goto('/account');
  await page.getByTestId('renew-now').click();
  await expect(page.getByRole('heading', { name: 'Secure Payment Portal' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(EMAIL);
  await expect(page.getByLabel('First Name')).toHaveValue('Morgan');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill(`12${nextYear}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Complete Payment & Join the Resistance' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toBeVisible();
  const after = await memberOf(server);
  expect(after.periodEnd).toBe(yearAfter(before.periodEnd));
  await page.goto('/account');
  await expect(page.getByTestId('account-period')).toContainText(longDate(after.periodEnd));
  await expect(page.getByTestId('account-payment')).toHaveCount(2);

  // The card: name, tier, valid until, and a QR code of its check address, drawn by the server.
  await page.getByRole('link', { name: 'Your membership card' }).click();
  await expect(page).toHaveURL(/\/account\/card$/);
  const card = page.getByTestId('membership-card');
  await expect(card.getByTestId('card-name')).toHaveText('Morgan');
  await expect(card).toContainText('Cognitive Rebel');
  await expect(card.getByTestId('card-valid-until')).toHaveText(longDate(after.periodEnd));
  const verifyUrl = await page.getByTestId('card-verify-url').getAttribute('href');
  expect(verifyUrl).toMatch(/\/member-card\/\d+-[A-Za-z0-9_-]{22}$/);
  // The QR code is that address: the same SVG the qrcode package draws from it.
  const drawn = await QRCode.toString(verifyUrl!, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const pathOf = (svg: string) => /<path[^>]*stroke[^>]*d="([^"]+)"/.exec(svg)?.[1];
  expect(pathOf(await page.getByTestId('card-qr').innerHTML())).toBe(pathOf(drawn));
  await axe(page, '/account/card');
  await snap(page, 'account-card');
  // Printed: a bank card's size.
  await page.emulateMedia({ media: 'print' });
  const width = await card.evaluate((el) => el.getBoundingClientRect().width);
  expect(Math.round((width / 96) * 25.4)).toBe(86);
  await page.emulateMedia({ media: 'screen' });

  // Another browser, no cookies: the doorkeeper sees "valid until" and nothing about the holder.
  const doorkeeper = await newPage();
  const path = new URL(verifyUrl!).pathname;
  const answer = await doorkeeper.goto(path);
  expect(answer?.status()).toBe(200);
  const check = doorkeeper.getByTestId('member-card-check');
  await expect(check.getByRole('heading', { name: 'Valid member' })).toBeVisible();
  await expect(check).toContainText(`until ${longDate(after.periodEnd)}`);
  await expect(doorkeeper.locator('main')).not.toContainText('Morgan');
  await expect(doorkeeper.locator('main')).not.toContainText(EMAIL);
  await axe(doorkeeper, 'the card check');
  // An altered address: not valid, 404.
  const altered = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  expect((await doorkeeper.goto(altered))?.status()).toBe(404);
  await expect(doorkeeper.getByRole('heading', { name: 'Not valid' })).toBeVisible();
  await axe(doorkeeper, 'a refused card');

  // Without JavaScript, with the same session: the receipt and the card are the server's pages.
  const noScript = await newPage({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  await noScript.goto('/account');
  const number = await noScript.getByTestId('account-payment').first().getByRole('link').textContent();
  await noScript.goto(`/account/receipts/${number}`);
  await expect(noScript.getByTestId('receipt')).toContainText('14 Cogitation Row, Bloomsbury');
  await expect(noScript.getByText('use your browser’s Print command')).toBeVisible();
  await noScript.goto('/account/card');
  await expect(noScript.getByTestId('card-qr').locator('svg')).toBeVisible();
  await expect(noScript.getByTestId('card-name')).toHaveText('Morgan');
});

test('renewing automatically: on with the demo card form, off with one press', async ({ page, server }) => {
  await signIn(page, server);
  const section = page.getByTestId('auto-renew');
  await expect(section.getByRole('heading', { name: 'Renewing automatically: off' })).toBeVisible();
  await section.getByRole('button', { name: 'Renew automatically with a saved card' }).click();
  await section.getByLabel('Card number').fill('4242 4242 4242 4242');
  await section.getByLabel('Expiry date').fill(`12 / ${nextYear}`);
  await section.getByLabel('Security code').fill('123');
  await axe(page, '/account with the card form');
  await section.getByRole('button', { name: 'Save card and renew automatically' }).click();
  await expect(section.getByRole('heading', { name: 'Renewing automatically: on' })).toBeVisible();
  expect(await memberOf(server)).toMatchObject({ autoRenew: 1 });
  await section.getByRole('button', { name: 'Turn off renewing automatically' }).click();
  await expect(section.getByRole('heading', { name: 'Renewing automatically: off' })).toBeVisible();
  expect(await memberOf(server)).toMatchObject({ autoRenew: 0, paymentMethodId: null });
});
