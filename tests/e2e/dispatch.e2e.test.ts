import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminTab, ADMIN, expect, expectToast, logInAsAdmin, MOBILE, noSideScroll, prepareAdmin, snap } from './fixtures';
import type { TestSmtpServer } from '../helpers/smtp-server';
import { test } from './smtp-fixture';

// The Club's Dispatch (docs/decisions/056) in a browser: subscribe, confirm and unsubscribe with no
// JavaScript, then an issue written, previewed, test-sent and sent from the admin Dispatch tab, the
// file's server sending through a real SMTP server on a random local port.

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const READER = 'reader.dispatch@example.org';

/** The one link of `pattern` in the plain text of the letters to `to` whose subject matches `subject`. */
async function linkIn(smtp: TestSmtpServer, to: string, subject: RegExp, pattern: RegExp) {
  await expect.poll(() => smtp.to(to).filter((m) => subject.test(m.mail.subject ?? '')).length, { timeout: 15_000 }).toBe(1);
  const letter = smtp.to(to).find((m) => subject.test(m.mail.subject ?? ''))!;
  const link = pattern.exec(letter.mail.text || '')?.[0];
  expect(link, `a link in “${letter.mail.subject}”`).toBeTruthy();
  return new URL(link!);
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(({ server }) => prepareAdmin(server));

test('without JavaScript: subscribe from the footer, confirm from the letter, and a GET of the unsubscribe link unsubscribes no one', async ({
  newPage,
  server,
  smtp,
}) => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto('/');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to The Club’s Dispatch' });
  await form.getByLabel('Your address for the Dispatch').fill(READER);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/confirm/i).first()).toBeVisible();
  await snap(page, 'dispatch-subscribed');

  const confirmUrl = await linkIn(smtp, READER, /confirm/i, /https?:\/\/\S+\/dispatch\/confirm\?token=[\w-]+/);
  await page.goto(confirmUrl.pathname + confirmUrl.search);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  const status = async () =>
    (await server.db.selectFrom('dispatch_subscribers').select('status').where('email', '=', READER).executeTakeFirst())?.status;
  // Opening the link (as a mail scanner does) confirms nothing: only the button does.
  expect(await status()).toBe('pending');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  expect(await status()).toBe('confirmed');
  await snap(page, 'dispatch-confirmed');

  // The unsubscribe link is in every issue; here it is built from the letter the second test sends.
  // Until then, the page with no token only says where to find the link.
  await page.goto('/dispatch/unsubscribe');
  await expect(page.getByText('Open this page from the unsubscribe link in one of our letters.')).toBeVisible();
});

test('an admin writes an issue, previews it, sends a test to themselves, sends it and sees it done; the subscriber gets it and unsubscribes without JavaScript', async ({
  page,
  newPage,
  server,
  smtp,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  await adminTab(page, 'Dispatch').click();
  await expect(page.getByRole('heading', { name: 'The Club’s Dispatch' })).toBeVisible();
  await expect(page.getByTestId('dispatch-subscribers')).toContainText('1 confirmed');

  await page.getByRole('button', { name: 'Write an issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write an issue' });
  await dialog.getByLabel('Subject').fill('The Winter Dispatch');
  const editor = dialog.getByRole('textbox', { name: 'Letter' });
  await editor.click();
  await page.keyboard.type('Dear members, the kettle has joined the committee.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Issue saved');
  const issue = page.getByTestId('dispatch-issue').filter({ hasText: 'The Winter Dispatch' });
  await expect(issue.getByTestId('dispatch-status')).toHaveText('Draft');
  await snap(page, 'dispatch-tab-1280');

  await issue.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: The Winter Dispatch' });
  await expect(preview.frameLocator('iframe[title="The letter as HTML"]').getByText('the kettle has joined the committee')).toBeVisible();
  await snap(page, 'dispatch-preview');
  await preview.getByRole('button', { name: 'Plain text' }).click();
  await expect(preview.getByTestId('dispatch-text')).toContainText('Dear members, the kettle has joined the committee.');
  await preview.getByRole('button', { name: 'Close' }).click();

  await issue.getByRole('button', { name: 'Send me a test' }).click();
  await expectToast(page, 'Test letter sent to your address');
  await expect
    .poll(() => smtp.to(ADMIN.email).filter((m) => m.mail.subject === '[Test] The Winter Dispatch').length, { timeout: 15_000 })
    .toBe(1);
  // A test goes to the admin alone.
  expect(smtp.to(READER).filter((m) => m.mail.subject?.includes('Winter'))).toHaveLength(0);

  await issue.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('alertdialog', { name: 'Send this issue now?' }).getByRole('button', { name: 'Send now' }).click();
  await expectToast(page, 'Sending started');
  await expect(issue.getByTestId('dispatch-status')).toHaveText('Sent', { timeout: 30_000 });
  await expect(issue.getByTestId('dispatch-progress')).toContainText('1 letter: 0 queued, 0 being sent, 1 sent, 0 failed, 0 bounced');
  await snap(page, 'dispatch-tab-sent');
  await page.setViewportSize(MOBILE);
  await page.goto('/admin?tab=dispatch');
  await expect(page.getByTestId('dispatch-issue').first()).toBeVisible();
  await snap(page, 'dispatch-tab-375');

  const unsubscribeUrl = await linkIn(
    smtp,
    READER,
    /^The Winter Dispatch$/,
    /https?:\/\/\S+\/dispatch\/unsubscribe\?subscriber=\d+&token=[\w-]+/,
  );
  const letter = smtp.to(READER).find((m) => m.mail.subject === 'The Winter Dispatch')!;
  expect(letter.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  // The delivered letter as a mail client shows it: its HTML alone, styles inline, no script.
  const reader = await newPage({ javaScriptEnabled: false });
  await reader.setContent(typeof letter.mail.html === 'string' ? letter.mail.html : '');
  await expect(reader.getByText('Dear members, the kettle has joined the committee.')).toBeVisible();
  await expect(reader.getByRole('link', { name: /unsubscribe/i }).first()).toBeVisible();
  await snap(reader, 'dispatch-letter');

  const visitor = await newPage({ javaScriptEnabled: false });
  const status = async () =>
    (await server.db.selectFrom('dispatch_subscribers').select('status').where('email', '=', READER).executeTakeFirst())?.status;
  await visitor.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Unsubscribe me' })).toBeVisible();
  // The GET shows the button and nothing more.
  expect(await status()).toBe('confirmed');
  await snap(visitor, 'dispatch-unsubscribe');
  await visitor.getByRole('button', { name: 'Unsubscribe me' }).click();
  await expect(visitor.getByRole('button', { name: 'Unsubscribe me' })).toHaveCount(0);
  expect(await status()).toBe('unsubscribed');
  await snap(visitor, 'dispatch-unsubscribed');
});

test('the archive, an issue, and the confirm and unsubscribe pages are axe clean at 375 and 1280 px', async ({ page, server }) => {
  // Eight axe runs on a shared 2-core machine.
  test.setTimeout(120_000);
  const sent = await server.db
    .selectFrom('dispatch_issues')
    .select('id')
    .where('subject', '=', 'The Winter Dispatch')
    .executeTakeFirstOrThrow();
  const pages = [
    ['/dispatch', 'The Club’s Dispatch'],
    [`/dispatch/${sent.id}`, 'The Winter Dispatch'],
    ['/dispatch/confirm?token=not-a-real-token', 'Confirm your subscription'],
    ['/dispatch/unsubscribe?subscriber=1&token=not-a-real-token', 'Unsubscribe'],
  ] as const;
  for (const viewport of [MOBILE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await axe(page), `${path} at ${viewport.width} px`).toEqual([]);
      expect(await noSideScroll(page), `${path} at ${viewport.width} px`).toBe(true);
    }
  }
});
