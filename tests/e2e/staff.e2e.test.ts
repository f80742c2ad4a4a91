import { ADMIN, adminTab, expect, expectToast, logInAsAdmin, prepareAdmin } from './fixtures';
import { test } from './smtp-fixture';
import { auditEntries } from '../helpers/audit-log';

// Staff with roles and the moderation tools (docs/decisions/027), in the browser: an Owner invites
// a Moderator (the letter read from a real SMTP server), the Moderator joins, sees only their
// tabs, and approves many comments at once.

test.describe.configure({ mode: 'serial' });
test.beforeEach(({ server }) => prepareAdmin(server));

const MODERATOR = { email: 'new.moderator@example.com', name: 'Mabel Moderator', password: 'a-long-moderator-password' };

test('an Owner invites a Moderator by email; the link works once and the Moderator sees only their tabs', async ({
  page,
  newPage,
  smtp,
}) => {
  await logInAsAdmin(page);
  await adminTab(page, 'Staff').click();
  await page.getByLabel('Email').fill(MODERATOR.email);
  await page.getByLabel('Role', { exact: true }).selectOption('moderator');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${MODERATOR.email}`);
  await expect(page.getByTestId('staff-invitation').filter({ hasText: MODERATOR.email })).toContainText('Moderator');

  await expect.poll(() => smtp.to(MODERATOR.email).length).toBe(1);
  const letter = smtp.to(MODERATOR.email)[0].mail;
  expect(letter.subject).toMatch(/invited .* as Moderator/);
  const link = /https?:\/\/\S+\/admin-login#invitation=[A-Za-z0-9_-]{43}/.exec(letter.text ?? '')?.[0];
  expect(link).toBeTruthy();
  // The letter names the configured site; the browser talks to this test server.
  const url = new URL(link!);
  const invitee = await newPage();
  await invitee.goto(`${url.pathname}${url.hash}`);
  await expect(invitee.getByText(MODERATOR.email)).toBeVisible();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page: invitee }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await invitee.getByLabel('Your name').fill(MODERATOR.name);
  await invitee.getByLabel('Password').fill(MODERATOR.password);
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee).toHaveURL(/\/admin-login$/);

  // Used once: the same link now says so.
  await invitee.goto(`${url.pathname}${url.hash}`);
  await expect(invitee.getByRole('alert').filter({ hasText: /not valid|used already/ })).toBeVisible();

  await logInAsAdmin(invitee, MODERATOR);
  await expect(invitee.getByText('(Moderator)')).toBeVisible();
  const tabs = invitee.getByRole('navigation', { name: 'Administration sections' }).getByRole('link');
  // Their own Security tab too: every staff member sets up their own second factor.
  await expect(tabs).toHaveText([/^Comment Moderation/, 'Brain Supporters', 'Security']);
  await expect(invitee.getByRole('heading', { name: 'Comment Moderation' })).toBeVisible();
  // A tab of another role in the address shows the Moderator's first tab instead.
  await invitee.goto('/admin?tab=payments');
  await expect(invitee.getByRole('heading', { name: 'Comment Moderation' })).toBeVisible();
  await expect(adminTab(invitee, 'Payments')).toHaveCount(0);

  // The Owner sees the new member with their role.
  await page.reload();
  await expect(page.getByTestId('staff-member').filter({ hasText: MODERATOR.email })).toContainText(MODERATOR.name);
});

test('a Moderator approves several comments at once', async ({ page, request, server }) => {
  const exhibition = ((await (await request.get('/api/content')).json()) as { id: number }[])[0].id;
  const authors = ['Bulk Alpha', 'Bulk Beta', 'Bulk Gamma'];
  const ids: number[] = [];
  for (const authorName of authors) {
    const res = await request.post(`/api/content/${exhibition}/comments`, {
      data: { authorName, authorEmail: 'bulk@example.com', comment: `A thought from ${authorName}.` },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }

  await logInAsAdmin(page, MODERATOR);
  await page.getByLabel('Search pending comments').fill('Bulk');
  await expect(page.getByTestId('pending-comment')).toHaveCount(3);
  for (const author of authors) await page.getByRole('checkbox', { name: `Select the comment of ${author}` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expectToast(page, '3 comments approved');
  await expect(page.getByTestId('pending-comment')).toHaveCount(0);
  const rows = await server.db.selectFrom('comments').select('isApproved').where('id', 'in', ids).execute();
  expect(rows.map((r) => r.isApproved)).toEqual([1, 1, 1]);
  const audit = await auditEntries(server.db, 'comment', 'approve', ids);
  expect(audit.map((a) => a.adminEmail)).toEqual([MODERATOR.email, MODERATOR.email, MODERATOR.email]);
  expect(ADMIN.email).not.toBe(MODERATOR.email);
});
