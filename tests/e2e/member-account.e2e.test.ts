import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { addVirtualAuthenticator, expect, MOBILE, snap } from './fixtures';
import { test } from './smtp-fixture';

// A member's own door in the browser (docs/decisions/054): pay as a visitor with the demo card, get
// the letter, sign in by code from the letter, add a passkey (Chromium's virtual authenticator), sign
// out, sign in with the passkey, see the membership, download the data, erase it; signing in then
// finds no membership. axe on the new pages at 375 and 1280 px. Letters arrive at a real SMTP server.

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
const EMAIL = 'member.e2e@example.com';

/** The 6-digit code in the newest letter to the address whose subject matches. */
async function codeFrom(smtp: { to: (r: string) => { mail: { subject?: string; text?: string } }[] }, subject: RegExp, count: number) {
  await expect.poll(() => smtp.to(EMAIL).filter((m) => subject.test(m.mail.subject ?? '')).length, { timeout: 15_000 }).toBe(count);
  const letter = smtp
    .to(EMAIL)
    .filter((m) => subject.test(m.mail.subject ?? ''))
    .at(-1)!;
  const code = /\b(\d{6})\b/.exec(letter.mail.text ?? '')?.[1];
  expect(code, letter.mail.text).toBeDefined();
  return code!;
}

async function axe(page: Page, where: string, found: string[]) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  for (const size of [MOBILE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    for (const v of violations) found.push(`${where} at ${size.width}px: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('pay, sign in by code, add a passkey, sign in with it, download the data, erase', async ({ page, server, smtp }) => {
  test.setTimeout(120_000);
  // WebAuthn refuses IP addresses as the relying party: the site is localhost for this test.
  const site = server.baseUrl.replace('127.0.0.1', 'localhost');
  server.config.publicUrl = site;
  await addVirtualAuthenticator(page);
  const violations: string[] = [];

  // Pay as a visitor with the demo card.
  await page.goto(`${site}/checkout?type=full`);
  await expect(page.getByRole('heading', { name: 'Secure Payment Portal' })).toBeVisible();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Email Address').fill(EMAIL);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill(`12${nextYear}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Complete Payment & Join the Resistance' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the Resistance!' })).toBeVisible();

  // The letter with the receipt links to the member's page.
  await expect.poll(() => smtp.to(EMAIL).length, { timeout: 15_000 }).toBe(1);
  expect(smtp.to(EMAIL)[0].mail.text).toMatch(/http:\/\/[^ ]+\/account \(sign in with this address/);

  // The footer's link, then sign in by the code from the letter.
  await page.goto(`${site}/`);
  await page.locator('footer').getByRole('link', { name: 'Your Membership' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your membership' })).toBeVisible();
  await axe(page, '/account (sign in)', violations);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toContainText(`A letter is on its way to ${EMAIL}`);
  const code = await codeFrom(smtp, /code to sign in/, 1);
  await page.getByLabel('Code (6 digits)').fill(code);
  await snap(page, 'account-code');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('account-tier')).toHaveText('Cognitive Rebel');
  await expect(page.getByTestId('account-status')).toHaveText('Active');
  await expect(page.getByTestId('account-payment')).toHaveCount(1);
  await expect(page.getByTestId('account-letter').first()).toBeVisible();
  await axe(page, '/account (membership)', violations);
  await snap(page, 'account-membership');

  // A passkey, then sign out and back in with it.
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByTestId('account-passkey')).toContainText('Test laptop');
  expect(await server.db.selectFrom('member_passkeys').select('name').execute()).toEqual([{ name: 'Test laptop' }]);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('account-tier')).toHaveText('Cognitive Rebel');

  // Their data, after a fresh code.
  await page.getByRole('button', { name: 'Send me a code to confirm' }).click();
  const fresh = await codeFrom(smtp, /Your code from the Club/, 1);
  await page.getByLabel('Code from the letter').fill(fresh);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Download as JSON' })).toBeVisible();
  await axe(page, '/account (your data)', violations);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as JSON' }).click();
  const data = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8')) as { payments: { email: string }[] };
  expect(data.payments.map((p) => p.email)).toEqual([EMAIL]);

  await page.getByLabel(/type ERASE/).fill('ERASE');
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your membership' })).toBeVisible();
  expect(await server.db.selectFrom('members').select('id').where('email', '=', EMAIL).execute()).toEqual([]);

  // Signing in again finds no membership: the page answers as for anyone, and the letter says so.
  const before = smtp.to(EMAIL).length;
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toContainText(`A letter is on its way to ${EMAIL}`);
  await expect.poll(() => smtp.to(EMAIL).length, { timeout: 15_000 }).toBe(before + 1);
  expect(smtp.to(EMAIL).at(-1)!.mail.text).toContain('We hold no membership under it');

  expect(violations).toEqual([]);
});

test('without JavaScript: sign in by the code from the letter, see the membership, sign out', async ({ newPage, server, smtp }) => {
  const email = 'plain.e2e@example.com';
  server.config.publicUrl = server.baseUrl;
  await server.db
    .insertInto('payments')
    .values({ stripePaymentIntentId: 'demo_pi_e2eplain', email, firstName: 'Plain', membershipType: 'basic', amount: 700 })
    .execute();
  const { syncMember } = await import('~/server/services/members');
  await syncMember(server.db, email);
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto('/account');
  await expect(page.getByText('Passkeys need JavaScript')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toContainText(`A letter is on its way to ${email}`);
  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
  const code = /\b(\d{6})\b/.exec(smtp.to(email)[0].mail.text ?? '')![1];
  await page.getByLabel('Code (6 digits)').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('account-status')).toHaveText('Active');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your membership' })).toBeVisible();
  expect(await server.db.selectFrom('member_sessions').select('id').execute()).toEqual([]);
});
