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

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
/** The demo provider's card that succeeds, with an expiry two years ahead. */
export const DEMO_CARD = { number: '4242 4242 4242 4242', expiry: `12 / ${nextYear}`, cvc: '123' };

/** A yearly membership paid as a visitor pays it, through the rows the checkout page calls. */
export async function payAsVisitor(server: Server, email: string, firstName: string, membershipType = 'full'): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Record<string, string>;
  };
  const { clientSecret } = await post('/api/create-payment-intent', { membershipType });
  await post('/api/update-payment-intent', { clientSecret, email, firstName });
  await post('/api/demo-payments/confirm', { clientSecret, cardNumber: DEMO_CARD.number, expiry: DEMO_CARD.expiry, cvc: DEMO_CARD.cvc });
}
