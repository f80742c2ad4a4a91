import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { insertMany, minuteAt, seedPayments } from '../helpers/seed-lists';
import { ADMIN, adminTab, expect, expectToast, logInAsAdmin, MOBILE, noSideScroll, prepareAdmin, snap, test } from './fixtures';

// docs/decisions/015 in the browser: page through and search a list, download a CSV from a tab and read
// it, and see an audit entry for a delete.
const EVIL = '=HYPERLINK("http://evil.example","Click")';

test.beforeEach(async ({ server }) => {
  if (!(await prepareAdmin(server))) return;
  // 120 payments (every 10th by "Needle"), and contact forms with a formula, £ and accents.
  await seedPayments(server.db, 120, 'e2e');
  await insertMany(
    server.db,
    'membership_applications',
    3,
    (i) =>
      [
        { firstName: EVIL, email: 'evil@example.com', subject: 'Membership', message: 'Hello', createdAt: minuteAt(1) },
        {
          firstName: 'Zoë Ångström',
          email: 'zoe@example.com',
          subject: 'Fees of £25, "quoted"',
          message: 'Line one\nLine two',
          createdAt: minuteAt(2),
        },
        {
          firstName: 'Bartholomew',
          email: 'bart@example.com',
          subject: 'Remove me',
          message: 'Please delete this form',
          createdAt: minuteAt(3),
        },
      ][i],
  );
});

async function logIn(page: Page, tab: string) {
  await logInAsAdmin(page);
  await page.goto(`/admin?tab=${tab}`);
}

/** Deletes the contact form from `name` in the Contact Forms tab: its button, the confirmation, the toast. */
async function deleteApplicationFrom(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete the application from ${name}` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expectToast(page, 'Application deleted');
}

test('pages through and searches the payments', async ({ page }) => {
  await logIn(page, 'payments');
  const pager = page.getByTestId('pager');
  await expect(pager).toContainText('Page 1 of 3');
  await expect(pager).toContainText('1–50 of 120 payments');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText('Payer 119');
  await snap(page, 'admin-lists-payments-page-1');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 3');
  await expect(rows.first()).toContainText('Payer 69');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 3 of 3');
  await expect(pager).toContainText('101–120 of 120');
  await expect(rows).toHaveCount(20);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 2 of 3');

  await page.getByLabel('Search payments').fill('needle');
  await expect(pager).toContainText('Page 1 of 1');
  await expect(pager).toContainText('12 payments matching “needle”');
  await expect(rows).toHaveCount(12);
  await expect(rows.first()).toContainText('Needle 110');
  await snap(page, 'admin-lists-payments-search');

  await page.getByLabel('Search payments').fill('nobody at all');
  await expect(page.getByText('Nothing matches “nobody at all”.')).toBeVisible();
});

test('downloads the contact forms as CSV from the tab, the whole table and the current search', async ({ page }) => {
  await logIn(page, 'contact');
  await expect(page.getByRole('heading', { name: /Contact Forms/ })).toContainText('(3)');
  const read = async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-forms-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return parse<Record<string, string>>(text.slice(1), { columns: true });
  };
  await expect(page.getByTestId('export-csv')).toHaveText('Download all as CSV');
  const all = await read();
  expect(all.map((r) => r.email)).toEqual(['bart@example.com', 'zoe@example.com', 'evil@example.com']);
  expect(all[2].firstName).toBe(`'${EVIL}`);
  expect(all[1]).toMatchObject({ firstName: 'Zoë Ångström', subject: 'Fees of £25, "quoted"', message: 'Line one\nLine two' });

  await page.getByLabel('Search contact forms').fill('zoë');
  await expect(page.getByTestId('export-csv')).toHaveText('Download these as CSV');
  const searched = await read();
  expect(searched.map((r) => r.email)).toEqual(['zoe@example.com']);
  await snap(page, 'admin-lists-contact-search');
});

test('a delete shows in the Audit Log tab, filtered by kind', async ({ page }) => {
  await logIn(page, 'contact');
  await deleteApplicationFrom(page, 'Bartholomew');
  await expect(page.getByRole('heading', { name: /Contact Forms/ })).toContainText('(2)');

  await adminTab(page, 'Audit Log').click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toContainText('Contact form deleted');
  await expect(entries.first()).toContainText('bart@example.com');
  await expect(entries.first()).toContainText(ADMIN.email);
  await page.getByLabel('Kind').selectOption('contact-form');
  await expect(entries).toHaveCount(1);

  // A second delete from another tab shows when the log is opened again (it is read afresh).
  await adminTab(page, 'Contact Forms').click();
  await deleteApplicationFrom(page, 'Zoë Ångström');
  await adminTab(page, 'Audit Log').click();
  await expect(entries.first()).toContainText('zoe@example.com');
  await page.getByLabel('Kind').selectOption('contact-form');
  await expect(entries).toHaveCount(2);
  await page.getByLabel('Kind').selectOption('session');
  await expect(entries.first()).toContainText('Logged in');
  await page.getByLabel('Kind').selectOption('');
  await snap(page, 'admin-lists-audit-log');

  // At 375 px the table scrolls inside its card; the page itself does not scroll sideways.
  await page.setViewportSize(MOBILE);
  await expect.poll(() => noSideScroll(page)).toBe(true);
  await snap(page, 'admin-lists-audit-log-375');
  await page.goto('/admin?tab=payments');
  await expect(page.getByTestId('pager')).toContainText('Page 1 of 3');
  await expect.poll(() => noSideScroll(page)).toBe(true);
  await snap(page, 'admin-lists-payments-375');
});
