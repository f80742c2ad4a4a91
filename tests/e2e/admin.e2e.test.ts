import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { createOrResetAdmin } from '../../src/server/services/admin-accounts';
import { mp4Bytes, PNG_BYTES } from '../helpers/upload-fixtures';
import { describeBrowser, snap, useE2E } from './browser';

const e2e = useE2E();
const EMAIL = 'keeper@club.example';
const PASSWORD = 'a-very-long-password';

beforeAll(async () => {
  // The browser talks to 127.0.0.1:<port>: that is this site's origin for the Origin check.
  e2e.app.config.publicUrl = e2e.baseUrl;
  await createOrResetAdmin(e2e.app.app.services.db, EMAIL, PASSWORD);
});

async function logIn(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter the Administration' }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Comment Moderation' }).waitFor();
}

/** Waits for the toast holding `text` (one toast at a time replaces the last). */
const expectToast = async (page: Page, text: string) => {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
};

describeBrowser('the administration panel', () => {
  it('visitors download none of the admin code', async () => {
    const page = await e2e.newPage();
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('.js')) scripts.push(await res.text());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'The Brain Appreciation Club', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const code of scripts) {
      expect(code).not.toContain('Failed to save content.');
      expect(code).not.toContain('Enter the Administration');
      expect(code).not.toContain('Nothing to preview yet.');
    }
  });

  it('sends a visitor without a session from /admin to /admin-login; login checks the form and the server', async () => {
    const page = await e2e.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
    await page.getByText('Restricted Area').waitFor();

    await page.getByRole('button', { name: 'Enter the Administration' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Enter the Administration' }).click();
    expect(await expectToast(page, 'Login Failed')).toContain('Invalid email or password');
    await snap(page, 'admin-login-failed');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Enter the Administration' }).click();
    await page.waitForURL('**/admin');
    await expectToast(page, 'Login Successful');
    await page.getByText(`Signed in as ${EMAIL}`).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin-login');
    await expectToast(page, 'Logged out successfully');
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
  });

  it('returns to the login when the session ends while the panel is open', async () => {
    const page = await e2e.newPage();
    await logIn(page);
    await e2e.app.app.services.db.deleteFrom('admin_sessions').execute();
    // Any request the panel makes now is refused; it may already be on its way to the login.
    await page.getByRole('tab', { name: 'Payments' }).click({ timeout: 3000 }).catch(() => undefined);
    await page.waitForURL('**/admin-login');
    await expectToast(page, 'Session ended');
  });

  it('moderates: an approved comment appears on its exhibition page, a rejected one is gone', async () => {
    const db = e2e.app.app.services.db;
    const item = await db.selectFrom('content_items').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const insert = (authorName: string, comment: string) =>
      db
        .insertInto('comments')
        .values({ contentItemId: item.id, authorName, authorEmail: 'e2e@example.com', comment, isApproved: 0, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    await insert('Professor Approve', 'Worthy of the Club.');
    await insert('Mr Reject', 'Buy cheap robots now.');

    const page = await e2e.newPage();
    await logIn(page);
    const badge = page.getByTestId('pending-badge');
    const before = Number(await badge.textContent());
    const approveCard = page.getByTestId('pending-comment').filter({ hasText: 'Professor Approve' });
    await approveCard.getByText(item.title).waitFor();
    await approveCard.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Comment updated');
    await approveCard.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelector('[data-testid=pending-badge]')?.textContent === String(n), before - 1);

    const rejectCard = page.getByTestId('pending-comment').filter({ hasText: 'Mr Reject' });
    await rejectCard.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reject and delete' }).click();
    await rejectCard.waitFor({ state: 'detached' });
    await snap(page, 'admin-moderation');

    await page.goto(`/exhibitions/${item.id}`);
    await page.getByText('Worthy of the Club.').waitFor();
    expect(await page.getByText('Buy cheap robots now.').count()).toBe(0);
  });

  it('creates, edits and deletes an exhibition with an uploaded image and rich text', async () => {
    const page = await e2e.newPage();
    await logIn(page);
    await page.goto('/admin?tab=content');
    await page.getByRole('button', { name: '+ Add Exhibition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Exhibition' });
    await dialog.waitFor();

    // The form's own rules first.
    await dialog.getByLabel('Type').fill('');
    await dialog.getByRole('button', { name: 'Create Exhibition' }).click();
    for (const message of ['Title is required', 'Type is required', 'Category is required', 'Description is required']) {
      await dialog.getByText(message).waitFor();
    }

    await dialog.getByLabel('Title').fill('The Slide Rule Gallery');
    await dialog.getByLabel('Type').fill('exhibition');
    await dialog.getByLabel('Category').fill('Instruments');
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.fill('Logarithms by hand');
    await description.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 10));
    await dialog.getByRole('button', { name: 'Bold' }).click();
    // The editor restores the selection on the next frame: wait for it before typing on.
    await expect.poll(() => description.inputValue()).toBe('<strong>Logarithms</strong> by hand');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await description.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await description.type('<script>alert(1)</script><img src=x onerror="alert(2)">');
    expect(await description.inputValue()).toContain('<strong>Logarithms</strong> by hand');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('region', { name: 'Description preview' }).locator('strong', { hasText: 'Logarithms' }).waitFor();
    await dialog.getByRole('button', { name: 'Edit' }).click();

    await dialog.getByLabel('Image file').setInputFiles({ name: 'slide-rule.png', mimeType: 'image/png', buffer: PNG_BYTES });
    expect(await expectToast(page, 'Image uploaded successfully')).toContain('FREE permanent hosting - $0.00 cost!');
    const imageUrl = await dialog.getByRole('textbox', { name: 'Image' }).inputValue();
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    await snap(page, 'admin-content-form');
    await dialog.getByRole('button', { name: 'Create Exhibition' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Content created');

    const row = await e2e.app.app.services.db.selectFrom('content_items').selectAll().where('title', '=', 'The Slide Rule Gallery').executeTakeFirstOrThrow();
    expect(row.imageUrl).toBe(imageUrl);
    expect(row.description).toContain('<strong>Logarithms</strong> by hand');
    expect(row.description).not.toMatch(/script|onerror|<img/i);

    // Edit: the form opens in edit mode with the item's values.
    await page.getByRole('button', { name: 'Edit The Slide Rule Gallery' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Exhibition' });
    expect(await edit.getByLabel('Title').inputValue()).toBe('The Slide Rule Gallery');
    await edit.getByLabel('Title').fill('The Slide Rule Gallery, Revised');
    await edit.getByRole('button', { name: 'Update Exhibition' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectToast(page, 'Content updated');
    await page.getByRole('heading', { name: 'The Slide Rule Gallery, Revised' }).waitFor();

    // The public page shows it, image included.
    const visitor = await e2e.newPage();
    await visitor.goto(`/exhibitions/${row.id}`);
    await visitor.getByRole('heading', { name: 'The Slide Rule Gallery, Revised', level: 1 }).waitFor();
    expect(await visitor.locator(`img[src="${imageUrl}"]`).count()).toBe(1);

    // Delete, after confirming.
    await page.getByRole('button', { name: 'Delete The Slide Rule Gallery, Revised' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this exhibition?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'The Slide Rule Gallery, Revised' }).waitFor();
    await page.getByRole('button', { name: 'Delete The Slide Rule Gallery, Revised' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Content deleted');
    await page.getByRole('heading', { name: 'The Slide Rule Gallery, Revised' }).waitFor({ state: 'detached' });
    expect(await e2e.app.app.services.db.selectFrom('content_items').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
  });

  it('uploads a quiz video with a progress bar, lists it, and deletes it after "Delete this video?"', async () => {
    const page = await e2e.newPage();
    await logIn(page);
    await page.goto('/admin?tab=videos');
    await page.getByRole('heading', { name: 'Reality Readiness Videos' }).waitFor();

    await page.getByRole('button', { name: 'Upload Video' }).click();
    await page.getByText('Please select a video file').first().waitFor();
    await page.getByText('Title is required').waitFor();

    expect(await page.getByLabel('Order position').inputValue()).toBe('0');
    await page.getByLabel('Video file').setInputFiles({ name: 'sunset.mp4', mimeType: 'video/mp4', buffer: mp4Bytes(200_000) });
    await page.getByLabel('Title').fill('A genuine sunset');
    await page.getByLabel('Real Footage').check();
    // A slow line, so the progress bar can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150_000 });
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const progress = page.getByRole('progressbar', { name: 'Uploading video' });
    await progress.waitFor();
    await page.waitForFunction(() => {
      const value = Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await snap(page, 'admin-video-progress');
    await expectToast(page, 'Video uploaded successfully!');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await progress.waitFor({ state: 'detached' });
    const card = page.getByTestId('quiz-video').filter({ hasText: 'A genuine sunset' });
    await card.getByText('Real Footage').waitFor();
    // The form is reset; the next order position is the video count.
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByLabel('Order position').inputValue()).toBe('1');
    await snap(page, 'admin-videos');

    const row = await e2e.app.app.services.db.selectFrom('reality_readiness_videos').selectAll().where('title', '=', 'A genuine sunset').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isFake: 0, orderPosition: 0 });
    const served = await page.request.get(row.videoUrl);
    expect(served.status()).toBe(200);

    // A PNG pretending to be a video is refused.
    await page.getByLabel('Video file').setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: PNG_BYTES });
    await page.getByLabel('Title').fill('Not a video');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    expect(await expectToast(page, 'Upload failed')).toContain('Failed to upload video.');
    await page.getByText(/Unsupported file type/).waitFor();

    await card.getByRole('button', { name: 'Delete A genuine sunset' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this video?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Video deleted successfully');
    await card.waitFor({ state: 'detached' });
  });
});
