import fs from 'node:fs';
import { syncMember } from '~/server/services/members';
import { expect, expectToast, logInAsAdmin, prepareAdmin, snap, test } from './fixtures';

// docs/decisions/028 in the browser: the Members tab (states, filters, search, CSV with the filters)
// and a refund from the Payments tab through the demo provider, which the member's state follows.
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

test.beforeEach(async ({ server }) => {
  if (!(await prepareAdmin(server))) return;
  const pay = async (email: string, firstName: string, membershipType: string, createdAt: string, amount: number) => {
    await server.db
      .insertInto('payments')
      .values({
        stripePaymentIntentId: `demo_pi_e2e${firstName}`,
        email,
        firstName,
        membershipType,
        amount,
        createdAt,
        metadata: JSON.stringify({ provider: 'demo' }),
      })
      .execute();
    await syncMember(server.db, email);
  };
  await pay('ada@example.com', 'Ada', 'full', ago(20), 4700);
  await pay('bea@example.com', 'Bea', 'basic', ago(350), 700);
  await pay('cy@example.com', 'Cy', 'distinguished', ago(400), 14700);
  await pay('dee@example.com', 'Dee', 'full', ago(5), 4700);
});

test('the Members tab shows each state, filters by state and plan, searches, and downloads what it shows', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin?tab=members');
  await expect(page.getByRole('heading', { name: /Members/, level: 2 })).toContainText('(4)');
  await expect(page.getByTestId('members-count-active')).toHaveText('2');
  await expect(page.getByTestId('members-count-expiring')).toHaveText('1');
  await expect(page.getByTestId('members-count-lapsed')).toHaveText('1');
  const rows = page.getByTestId('member-row');
  await expect(rows).toHaveCount(4);
  await snap(page, 'members-tab');

  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Expiring within 30 days' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('bea@example.com');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Every state' });
  await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Cognitive Rebel' });
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Search members').fill('dee');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dee');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await (await download).path();
  const csv = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain('dee@example.com');
  expect(csv[1]).toContain(',active,');

  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );
  expect(violations).toEqual([]);
});

test('a refund from the Payments tab, in part and then in full, with the member following', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin?tab=payments');
  // Issue 44: the summary is of every payment taken, and a refund moves it to Refunded and Net.
  const summary = async (received: string, refunded: string, net: string) => {
    await expect(page.getByTestId('payments-received-count')).toHaveText('4');
    await expect(page.getByTestId('payments-received')).toHaveText(received);
    await expect(page.getByTestId('payments-refunded')).toHaveText(refunded);
    await expect(page.getByTestId('payments-net')).toHaveText(net);
  };
  await summary('£248.00', '£0.00', '£248.00');
  const row = page.locator('table tbody tr', { hasText: 'dee@example.com' });
  await row.getByRole('button', { name: /^Refund Dee/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund Dee' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount (£)')).toBeFocused();
  await expect(dialog.getByLabel('Amount (£)')).toHaveValue('47.00');
  await dialog.getByLabel('Amount (£)').fill('60');
  await dialog.getByLabel('Reason').fill('Goodwill');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter an amount from £0.01 to £47.00');
  await dialog.getByLabel('Amount (£)').fill('10');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expectToast(page, 'Refunded £10.00 to Dee');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('£10.00 refunded');
  await expect(row).toContainText('partly refunded');
  await summary('£248.00', '£10.00', '£238.00');
  await snap(page, 'payments-partly-refunded');

  await row.getByRole('button', { name: /^Refund Dee/ }).click();
  await expect(dialog.getByLabel('Amount (£)')).toHaveValue('37.00');
  await dialog.getByLabel('Reason').fill('Paid twice by mistake');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expectToast(page, 'Refunded £37.00 to Dee');
  await expect(row).toContainText('£47.00 refunded');
  await expect(row.getByRole('button', { name: /^Refund Dee/ })).toHaveCount(0);
  await summary('£248.00', '£47.00', '£201.00');

  await row.getByRole('button', { name: 'Resend the receipt to dee@example.com' }).click();
  await expectToast(page, 'Receipt sent again to dee@example.com');

  await page.goto('/admin?tab=members');
  await expect(page.getByTestId('members-count-refunded')).toHaveText('1');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Refunded' });
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('member-row').first()).toContainText('dee@example.com');
});
