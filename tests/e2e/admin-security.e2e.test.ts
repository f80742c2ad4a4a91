import { Secret, TOTP } from 'otpauth';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import { addVirtualAuthenticator, adminTab, expect, type Server, snap } from './fixtures';
import { test } from './smtp-fixture';
import type { Page } from '@playwright/test';

// Staff sign-in in the browser (docs/decisions/026): an authenticator app set up from the Security
// page and used to sign in, a passkey through Chromium's virtual authenticator, a password reset
// through the real SMTP server. Each test has its own account, so the shared admin stays as it is.
// Every change on the Security page first asks the staff member to confirm it is them, in a dialog
// (docs/decisions/036), then goes ahead.

const PASSWORD = 'quill-marmalade-lantern-42';

/** Makes the site's address `origin` (the Origin rule and WebAuthn's relying party follow it) and the account. */
async function prepare(server: Server, email: string, origin = server.baseUrl) {
  server.config.publicUrl = origin;
  await createOrResetAdmin(server.db, email, PASSWORD);
}

/** The dialog the Security page opens when the server asks for fresh proof: the password, then Confirm; the action goes ahead. */
async function confirmIdentity(page: Page, password = PASSWORD, screenshot?: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  if (screenshot) await snap(page, screenshot);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function signInWithPassword(page: Page, base: string, email: string, password = PASSWORD) {
  await page.goto(`${base}/admin-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enter the Administration' }).click();
}

test('an authenticator app is set up from the Security page, then asked for after the password', async ({ page, server }) => {
  const email = 'totp.e2e@club.example';
  await prepare(server, email);
  await signInWithPassword(page, server.baseUrl, email);
  await expect(page).toHaveURL(/\/admin$/);
  await adminTab(page, 'Security').click();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  // A wrong password is refused in the dialog, which stays open.
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  // Focus starts in the password field (a Radix dialog, docs/decisions/012).
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The password is not right.');
  await confirmIdentity(page, PASSWORD, 'security-confirm-identity');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText('An authenticator app is set up.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await signInWithPassword(page, server.baseUrl, email);
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  // The current step's code was spent confirming: the next one (a code is good once).
  await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(adminTab(page, 'Security')).toBeVisible();
});

test('a passkey is added with the virtual authenticator and signs in without a password', async ({ page, server }) => {
  // WebAuthn refuses IP addresses as the relying party: the site is localhost for this test.
  const site = server.baseUrl.replace('127.0.0.1', 'localhost');
  const email = 'passkey.e2e@club.example';
  await prepare(server, email, site);
  await addVirtualAuthenticator(page);

  await signInWithPassword(page, site, email);
  await expect(page).toHaveURL(/\/admin$/);
  await adminTab(page, 'Security').click();
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await confirmIdentity(page);
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');
  const stored = await server.db.selectFrom('admin_passkeys').select(['name', 'publicKey']).execute();
  expect(stored.map((p) => p.name)).toEqual(['Test laptop']);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(adminTab(page, 'Security')).toBeVisible();
  const used = await server.db.selectFrom('admin_passkeys').select('lastUsedAt').executeTakeFirstOrThrow();
  expect(used.lastUsedAt).not.toBeNull();
});

test('a forgotten password is reset through the emailed link, which works once', async ({ page, server, smtp }) => {
  const email = 'reset.e2e@club.example';
  await prepare(server, email);
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Forgotten your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('If that address belongs to a staff account')).toBeVisible();
  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
  const text = smtp.to(email)[0]?.mail.text ?? '';
  // The letter's address starts with PUBLIC_URL as the server started with it; the browser here
  // talks to the test server's own port, so only the path and query are followed.
  const link = /https?:\/\/\S+(\/admin-login\?reset=[A-Za-z0-9_%-]+)/.exec(text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('New password').fill('velvet-orchard-compass-77');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Your new password is set')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('velvet-orchard-compass-77');
  await page.getByRole('button', { name: 'Enter the Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The same link again: refused.
  await page.goto(link ?? '');
  await page.getByLabel('New password').fill('another-velvet-orchard-88');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This link has expired or has already been used')).toBeVisible();
});
