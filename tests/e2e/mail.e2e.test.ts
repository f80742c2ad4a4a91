import { adminTab, expect, expectToast, logInAsAdmin, prepareAdmin, snap } from './fixtures';
import { test } from './smtp-fixture';

// The admin Outbox tab (docs/decisions/009-mail-outbox.md), with the file's server sending through
// a real SMTP server on a random local port.

// Failed tries come back quickly here, so a message runs out of its 8 tries in about a second.
test.use({ appConfig: { mailRetryDelaysMs: [100, 100, 100, 100, 100, 100, 100] } });

test.beforeEach(({ server }) => prepareAdmin(server));

test('the Outbox tab lists a sent message and shows it as sent, its HTML in a sandboxed frame', async ({ page, request, smtp }) => {
  const res = await request.post('/api/membership', {
    data: {
      firstName: 'Ada <b>Byron</b>',
      email: 'ada.outbox@example.com',
      subject: 'Complaints About AI',
      message: 'My kettle has opinions.',
    },
  });
  expect(res.status()).toBe(201);
  await expect.poll(() => smtp.to('ada.outbox@example.com').length).toBe(1);

  await logInAsAdmin(page);
  await adminTab(page, 'Outbox').click();
  await expect(page.getByRole('heading', { name: /^Outbox/ })).toBeVisible();
  const row = page.getByTestId('mail-row').filter({ hasText: 'ada.outbox@example.com' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Your letter to The Brain Appreciation Club has arrived');
  await expect(row.getByText('sent', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  // Nothing to retry for a sent message.
  await expect(row.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await snap(page, 'admin-outbox');

  await row.getByRole('button', { name: 'Read the message to ada.outbox@example.com' }).click();
  const dialog = page.getByRole('dialog', { name: /^Your letter to The Brain Appreciation Club has arrived \(reference BAC-C-\d{6}\)$/ });
  await expect(dialog).toBeVisible();
  const frame = dialog.getByTestId('mail-html');
  await expect(frame).toHaveAttribute('sandbox', '');
  // The club's fixed words and a reference, never the visitor's (docs/decisions/029: no mail relay).
  await expect(page.frameLocator('[data-testid="mail-html"]').getByText('Dear Friend of the Club,')).toBeVisible();
  await expect(page.frameLocator('[data-testid="mail-html"]').getByText(/^BAC-C-\d{6}$/)).toBeVisible();
  await expect(page.frameLocator('[data-testid="mail-html"]').getByText('My kettle has opinions.')).toHaveCount(0);
  await expect(page.frameLocator('[data-testid="mail-html"]').locator('b')).toHaveCount(0);
  await dialog.getByText('Plain-text version').click();
  await expect(dialog.locator('pre')).toContainText('Dear Friend of the Club,');
  await expect(dialog.locator('pre')).not.toContainText('Ada');
  await snap(page, 'admin-outbox-read');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('a message that failed all its tries is retried from the Outbox tab and sent', async ({ page, request, smtp }) => {
  smtp.refuse('grace.outbox@example.com', 8);
  const res = await request.post('/api/membership', { data: { firstName: 'Grace', email: 'grace.outbox@example.com', message: 'Hello.' } });
  expect(res.status()).toBe(201);
  await expect.poll(() => smtp.attempts.get('grace.outbox@example.com'), { timeout: 15_000 }).toBe(8);

  await logInAsAdmin(page);
  await page.goto('/admin?tab=mail');
  const row = page.getByTestId('mail-row').filter({ hasText: 'grace.outbox@example.com' });
  await expect(row.getByText('failed', { exact: true })).toBeVisible();
  await expect(row).toContainText('Greylisted: please try again later');
  await expect(row.getByRole('cell').nth(4)).toHaveText('8');

  await row.getByRole('button', { name: 'Retry the message to grace.outbox@example.com' }).click();
  await expectToast(page, 'Message queued for sending');
  await expect.poll(() => smtp.to('grace.outbox@example.com').length).toBe(1);
  // The server marks it sent a moment after the SMTP server accepts it.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
});
