import type { Page } from '@playwright/test';
import { linkTokenFor } from '../helpers/link-token';
import { expect, type Server } from './fixtures';

/**
 * Signs a member in at /account as they would: their address, then the code from the letter (read
 * from the server's own sealing of it, as the letter carries it), then the page the server renders
 * for the new session.
 */
export async function memberSignIn(page: Page, server: Server, email: string): Promise<void> {
  // The browser talks to 127.0.0.1:<port>: that is this site's origin for the Origin rule.
  server.config.publicUrl = server.baseUrl;
  await page.goto('/account');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const field = page.getByLabel('Code (6 digits)');
  await expect(field).toBeVisible();
  const sealed = await linkTokenFor({ app: server.app, config: server.config, dataDir: server.config.dataDir }, email, 'member-sign-in');
  await field.fill(sealed.split('.')[0]);
  const signedIn = page.waitForResponse((r) => r.url().includes('/trpc/account.verifyCode') && r.status() === 200);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signedIn;
  await page.goto('/account');
  await expect(page.getByTestId('account-tier')).toBeVisible();
}
