import type { Page } from '@playwright/test';
import { ADMIN_TAB_KEYS } from '~/shared/admin-kinds';
import { mp4Bytes, PNG_BYTES } from '../helpers/upload-fixtures';
import { ADMIN, adminTab, expect, expectToast, logInAsAdmin, MOBILE, prepareAdmin, type Server, snap, test } from './fixtures';

test.beforeEach(({ server }) => prepareAdmin(server));

/** Logs in and waits until the panel has loaded its pending comments (it asks for nothing else until used). */
async function logIn(page: Page) {
  const pending = page.waitForResponse((r) => r.url().includes('admin.comments.pending'));
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Comment Moderation' })).toBeVisible();
  expect((await pending).ok()).toBe(true);
}

/** Closes the toast, which sits over the bottom right of the window (where the dialogs' buttons are) for its 5 s. */
async function closeToast(page: Page) {
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
}

const pendingInDb = async (server: Server) =>
  (await server.db.selectFrom('comments').select('id').where('isApproved', '=', 0).execute()).length;

test.describe('the administration panel', () => {
  test('visitors download none of the admin code', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The Brain Appreciation Club', level: 1 })).toBeVisible();
    // Everything the visitor's page loads by itself, until the network is quiet.
    await page.waitForLoadState('networkidle');
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    for (const text of code) {
      expect(text).not.toContain('Failed to save content.');
      expect(text).not.toContain('Enter the Administration');
      expect(text).not.toContain('Nothing to preview yet.');
    }
  });

  test('sends a visitor without a session from /admin to /admin-login; login checks the form and the server', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByText('Restricted Area')).toBeVisible();

    await page.getByRole('button', { name: 'Enter the Administration' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Enter the Administration' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    await snap(page, 'admin-login-failed');

    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Enter the Administration' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(page, 'Login Successful');
    await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expectToast(page, 'Logged out successfully');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('returns to the login when the session ends while the panel is open', async ({ page, server }) => {
    await logIn(page);
    // The panel is idle (logIn waited for its last request): the next request it makes is the tab's.
    await server.db.deleteFrom('admin_sessions').execute();
    const refused = page.waitForResponse((r) => r.url().includes('admin.payments.page'));
    await adminTab(page, 'Payments').click();
    expect((await refused).status()).toBe(401);
    await expect(page).toHaveURL(/\/admin-login$/);
    await expectToast(page, 'Session ended');
  });

  test('moderates: an approved comment appears on its exhibition page, a rejected one is gone', async ({ page, server }) => {
    const db = server.db;
    const item = await db.selectFrom('content_items').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const insert = (authorName: string, comment: string) =>
      db
        .insertInto('comments')
        .values({
          contentItemId: item.id,
          authorName,
          authorEmail: 'e2e@example.com',
          comment,
          isApproved: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await insert('Professor Approve', 'Worthy of the Club.');
    await insert('Mr Reject', 'Buy cheap robots now.');

    await logIn(page);
    const badge = page.getByTestId('pending-badge');
    const before = await pendingInDb(server);
    await expect(badge).toHaveText(String(before));
    const approveCard = page.getByTestId('pending-comment').filter({ hasText: 'Professor Approve' });
    await expect(approveCard.getByText(item.title)).toBeVisible();
    await approveCard.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Comment updated');
    await expect(approveCard).toHaveCount(0);
    await expect(badge).toHaveText(String(before - 1));

    const rejectCard = page.getByTestId('pending-comment').filter({ hasText: 'Mr Reject' });
    await rejectCard.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reject and delete' }).click();
    await expect(rejectCard).toHaveCount(0);
    await snap(page, 'admin-moderation');

    await page.goto(`/exhibitions/${item.id}`);
    await expect(page.getByText('Worthy of the Club.')).toBeVisible();
    await expect(page.getByText('Buy cheap robots now.')).toHaveCount(0);
  });

  test('creates, edits and deletes an exhibition with an uploaded image and rich text', async ({ page, server, newPage }) => {
    await logIn(page);
    await page.goto('/admin?tab=content');
    await page.getByRole('button', { name: '+ Add Exhibition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Exhibition' });
    await expect(dialog).toBeVisible();

    // The form's own rules first.
    await dialog.getByLabel('Type').fill('');
    await dialog.getByRole('button', { name: 'Create Exhibition' }).click();
    for (const message of ['Title is required', 'Type is required', 'Category is required', 'Description is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByLabel('Title').fill('The Slide Rule Gallery');
    await dialog.getByLabel('Type').fill('exhibition');
    await dialog.getByLabel('Category').fill('Instruments');
    // The visual editor: a word made bold with the toolbar, then markup typed as text stays text.
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Logarithms by hand');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+Control+ArrowRight');
    await dialog.getByRole('button', { name: 'Bold', exact: true }).click();
    await expect(description.locator('strong')).toHaveText('Logarithms');
    await expect(dialog.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(description).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('<script>alert(1)</script><img src=x onerror="alert(2)">');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('region', { name: 'Description preview' }).locator('strong', { hasText: 'Logarithms' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();

    await dialog.getByLabel('Image file').setInputFiles({ name: 'slide-rule.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expectToast(page, 'Image uploaded successfully', 'FREE permanent hosting - $0.00 cost!');
    await closeToast(page);
    const image = dialog.getByRole('textbox', { name: 'Image' });
    await expect(image).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png\?w=1&h=1$/);
    const imageUrl = await image.inputValue();
    await snap(page, 'admin-content-form');
    await dialog.getByRole('button', { name: 'Create Exhibition' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Content created');
    await closeToast(page);

    const row = await server.db
      .selectFrom('content_items')
      .selectAll()
      .where('title', '=', 'The Slide Rule Gallery')
      .executeTakeFirstOrThrow();
    expect(row.imageUrl).toBe(imageUrl);
    expect(row.description).toContain('<strong>Logarithms</strong> by hand');
    // Typed into the visual editor, markup is text: escaped, never an element.
    expect(row.description).not.toMatch(/<script|<img/i);
    expect(row.description).toContain('&lt;script&gt;');

    // Edit: the form opens in edit mode with the item's values.
    await page.getByRole('button', { name: 'Edit The Slide Rule Gallery' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Exhibition' });
    await expect(edit.getByLabel('Title')).toHaveValue('The Slide Rule Gallery');
    await edit.getByLabel('Title').fill('The Slide Rule Gallery, Revised');
    await edit.getByRole('button', { name: 'Update Exhibition' }).click();
    await expect(edit).toBeHidden();
    await expectToast(page, 'Content updated');
    await expect(page.getByRole('heading', { name: 'The Slide Rule Gallery, Revised' })).toBeVisible();

    // The public page shows it, image included.
    const visitor = await newPage();
    await visitor.goto(`/exhibitions/${row.id}`);
    await expect(visitor.getByRole('heading', { name: 'The Slide Rule Gallery, Revised', level: 1 })).toBeVisible();
    // As a picture of its variants (docs/decisions/031): a 1x1 PNG has them at its one width.
    const base = imageUrl.replace(/\.png\?.*/, '');
    await expect(visitor.locator(`picture source[type="image/avif"][srcset="${base}.1.avif 1w"]`)).toHaveCount(1);
    await expect(visitor.locator(`picture img[src="${base}.1.png"]`)).toHaveCount(1);

    // Delete, after confirming.
    await page.getByRole('button', { name: 'Delete The Slide Rule Gallery, Revised' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this exhibition?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'The Slide Rule Gallery, Revised' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete The Slide Rule Gallery, Revised' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Content deleted');
    await expect(page.getByRole('heading', { name: 'The Slide Rule Gallery, Revised' })).toHaveCount(0);
    expect(await server.db.selectFrom('content_items').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
  });

  test('uploads a quiz video with a progress bar, lists it, and deletes it after "Delete this video?"', async ({ page, server }) => {
    // From an empty quiz (the empty-state form), not the seed's five clips (docs/decisions/045).
    await server.db.deleteFrom('reality_readiness_videos').execute();
    await logIn(page);
    await page.goto('/admin?tab=videos');
    await expect(page.getByRole('heading', { name: 'Reality Readiness Videos' })).toBeVisible();

    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expect(page.getByText('Please select a video file').first()).toBeVisible();
    await expect(page.getByText('Title is required')).toBeVisible();

    await expect(page.getByLabel('Order position')).toHaveValue('0');
    await page.getByLabel('Video file').setInputFiles({ name: 'sunset.mp4', mimeType: 'video/mp4', buffer: mp4Bytes(200_000) });
    await page.getByLabel('Title').fill('A genuine sunset');
    await page.getByLabel('Real Footage').check();
    // A slow line, so the progress bar can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150_000 });
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const progress = page.getByRole('progressbar', { name: 'Uploading video' });
    // Part way: more than 0 %, less than 100 %.
    await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await snap(page, 'admin-video-progress');
    await expectToast(page, 'Video uploaded successfully!');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(progress).toHaveCount(0);
    const card = page.getByTestId('quiz-video').filter({ hasText: 'A genuine sunset' });
    await expect(card.getByText('Real Footage')).toBeVisible();
    // The form is reset; the next order position is the video count.
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByLabel('Order position')).toHaveValue('1');
    await snap(page, 'admin-videos');

    const row = await server.db
      .selectFrom('reality_readiness_videos')
      .selectAll()
      .where('title', '=', 'A genuine sunset')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isFake: 0, orderPosition: 0 });
    const served = await page.request.get(row.videoUrl);
    expect(served.status()).toBe(200);

    // A PNG pretending to be a video is refused.
    await page.getByLabel('Video file').setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: PNG_BYTES });
    await page.getByLabel('Title').fill('Not a video');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expectToast(page, 'Upload failed', 'Failed to upload video.');
    await expect(page.getByText(/Unsupported file type/)).toBeVisible();

    await card.getByRole('button', { name: 'Delete A genuine sunset' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this video?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Video deleted successfully');
    await expect(card).toHaveCount(0);
  });
});

test.describe('admin accessibility (axe: wcag2a, wcag2aa, wcag21aa, best-practice)', () => {
  test('the desk: sections in a sidebar that fold, the badge on a folded section and in the phone picker, tables that break no word', async ({
    page,
    server,
  }) => {
    const now = new Date().toISOString();
    const item = await server.db.selectFrom('content_items').select('id').executeTakeFirstOrThrow();
    await server.db
      .insertInto('comments')
      .values({
        contentItemId: item.id,
        authorName: 'Mr Pending',
        authorEmail: 'ada.pay@example.com',
        comment: 'Hm.',
        isApproved: 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await logIn(page);
    const desk = page.getByRole('navigation', { name: 'Administration sections' });
    for (const section of ['Moderation', 'Content', 'People', 'Money', 'Mail', 'System']) {
      await expect(desk.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(desk.getByRole('link')).toHaveCount(ADMIN_TAB_KEYS.length);
    await expect(adminTab(page, /Comment Moderation/)).toHaveAttribute('aria-current', 'page');
    const pending = String(await pendingInDb(server));
    await expect(page.getByTestId('pending-badge')).toHaveText(pending);

    // Folded, the Moderation heading carries the badge; its tabs are hidden.
    await desk.getByRole('button', { name: 'Moderation' }).click();
    await expect(desk.getByRole('button', { name: /Moderation/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(adminTab(page, /Comment Moderation/)).toBeHidden();
    await expect(desk.getByRole('button', { name: /Moderation/ }).getByTestId('pending-badge')).toHaveText(pending);
    await desk.getByRole('button', { name: /Moderation/ }).click();

    // Keyboard: Tab reaches the links, Enter opens a section at its own address.
    await adminTab(page, 'Outbox').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\?tab=mail$/);
    await expect(adminTab(page, 'Outbox')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('mail-row').first()).toBeVisible();

    // No word in a table is split across lines at 1280 px ("Rea/d", "Trie/s", an address); a pasted
    // URL (an upload's path in the Audit Log) may break at its slashes.
    const brokenWords = () =>
      page.locator('table').evaluateAll((tables) => {
        const broken: string[] = [];
        for (const table of tables) {
          const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (tops.size > 1 && !match[0].includes('/')) broken.push(match[0]);
            }
          }
        }
        return broken;
      });
    expect(await brokenWords()).toEqual([]);
    for (const tab of ['audit', 'payments', 'members']) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await brokenWords()).toEqual([]);
    }

    // On a phone, the section picker says how many comments wait.
    await page.setViewportSize(MOBILE);
    const picker = page.getByRole('combobox', { name: 'Section', exact: true });
    await expect(picker.locator('option[value="comments"]')).toHaveText(`Comment Moderation (${pending} pending)`);
    await picker.selectOption('payments');
    await expect(page).toHaveURL(/\/admin\?tab=payments$/);
  });

  test('finds no violations on the login page and on every tab', async ({ page }) => {
    test.setTimeout(120_000);
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const found: string[] = [];
    const check = async (where: string) => {
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
      for (const v of violations) found.push(`${where}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    };
    await page.goto('/admin-login');
    await check('/admin-login');
    await logIn(page);
    for (const tab of ADMIN_TAB_KEYS) {
      await page.goto(`/admin?tab=${tab}`, { waitUntil: 'networkidle' });
      await check(`/admin?tab=${tab}`);
    }
    expect(found).toEqual([]);
  });
});
