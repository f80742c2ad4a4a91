import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, snap, useE2E } from './browser';

const e2e = useE2E();

async function firstComment(page: Page) {
  const db = e2e.app.app.services.db;
  const item = await db.selectFrom('content_items').select('id').where('title', '=', 'The Lost Art of Long Division').executeTakeFirstOrThrow();
  await page.goto(`/exhibitions/${item.id}`);
  const comment = page.getByTestId('comment').first();
  await comment.waitFor();
  await comment.locator('[data-reaction="heart"] [data-testid="reaction-count"]').filter({ hasText: /^\d+$/ }).waitFor();
  return comment;
}

const count = async (comment: Locator, kind: 'heart' | 'thumbs_up') =>
  Number(await comment.locator(`[data-reaction="${kind}"] [data-testid="reaction-count"]`).textContent());

const toastText = async (page: Page) => {
  const toast = page.getByTestId('toast');
  await toast.waitFor();
  return toast.textContent();
};

describeBrowser('comment reactions (D6)', () => {
  it('asks for an email first, cancels, then adds and removes a reaction with the remembered email', async () => {
    const page = await e2e.newPage();
    const comment = await firstComment(page);
    const hearts = await count(comment, 'heart');
    const thumbs = await count(comment, 'thumbs_up');
    const heart = comment.locator('[data-reaction="heart"]');

    // No email known: the prompt opens; Cancel clears it and nothing is sent.
    await heart.click();
    const prompt = page.getByRole('dialog', { name: 'Your Email, If You Please' });
    await prompt.waitFor();
    expect(await prompt.getByRole('button', { name: 'Submit Reaction' }).isDisabled()).toBe(true);
    expect(await prompt.getByLabel('Email').getAttribute('type')).toBe('email');
    await snap(page, 'showcase-reaction-prompt');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await count(comment, 'heart')).toBe(hearts);
    expect(await page.getByTestId('toast').count()).toBe(0);

    // The chosen reaction is submitted once the email is entered.
    await heart.click();
    await prompt.getByLabel('Email').fill('Visitor@Example.com');
    await prompt.getByRole('button', { name: 'Submit Reaction' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await toastText(page)).toContain('Reaction Added');
    await expect.poll(() => count(comment, 'heart')).toBe(hearts + 1);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('bac.reactionEmail'))).toBe('Visitor@Example.com');

    // Remembered: no prompt any more; the same reaction again removes it.
    await heart.click();
    await expect.poll(async () => (await page.getByTestId('toast').textContent()) ?? '').toContain('Reaction Removed');
    await expect.poll(() => count(comment, 'heart')).toBe(hearts);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await prompt.count()).toBe(0);

    await comment.locator('[data-reaction="thumbs_up"]').click();
    await expect.poll(() => count(comment, 'thumbs_up')).toBe(thumbs + 1);

    // After a reload the email is still known and the visitor's reaction shows as theirs.
    await page.reload();
    const again = await firstComment(page);
    await page.getByTestId('reaction-identity').getByText('Visitor@Example.com').waitFor();
    expect(await again.locator('[data-reaction="thumbs_up"]').getAttribute('aria-pressed')).toBe('true');
    const rows = await e2e.app.app.services.db.selectFrom('comment_reactions').selectAll().where('userEmail', '=', 'visitor@example.com').execute();
    expect(rows.map((r) => r.reaction)).toEqual(['thumbs_up']);
    await snap(page, 'showcase-reactions');

    // "Not you?" forgets the email, so the next reaction asks again.
    await page.getByRole('button', { name: 'Not you?' }).click();
    await again.locator('[data-reaction="heart"]').click();
    await page.getByRole('dialog', { name: 'Your Email, If You Please' }).waitFor();
  });

  it('shows Reaction Failed and Update Failed when the calls fail', async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => localStorage.setItem('bac.reactionEmail', 'failing@example.com'));
    const comment = await firstComment(page);
    await page.route(/public\.reactions\.(add|remove)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await comment.locator('[data-reaction="heart"]').click();
    let text = await toastText(page);
    expect(text).toContain('Reaction Failed');
    expect(text).toContain('Unable to record your intellectual response at this time.');

    // A reaction this email already holds: toggling it means removal.
    await page.unroute(/public\.reactions\.(add|remove)/);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await comment.locator('[data-reaction="thumbs_up"]').click();
    await expect.poll(async () => (await page.getByTestId('toast').textContent()) ?? '').toContain('Reaction Added');
    await expect.poll(() => comment.locator('[data-reaction="thumbs_up"]').getAttribute('aria-pressed')).toBe('true');
    await page.route(/public\.reactions\.(add|remove)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await comment.locator('[data-reaction="thumbs_up"]').click();
    await expect.poll(async () => (await page.getByTestId('toast').textContent()) ?? '').toContain('Update Failed');
    text = await page.getByTestId('toast').textContent();
    expect(text).toContain('Unable to modify your reaction at this time.');
  });
});
