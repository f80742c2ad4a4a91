import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, openFirstComment, type Server, snap, test } from './fixtures';

async function firstComment(page: Page, server: Server) {
  const comment = await openFirstComment(page, server);
  await expect(reactionCount(comment, 'heart')).toHaveText(/^\d+$/);
  return comment;
}

const reactionCount = (comment: Locator, kind: 'heart' | 'thumbs_up') =>
  comment.locator(`[data-reaction="${kind}"] [data-testid="reaction-count"]`);

/** The current count, read once the comment's reactions have loaded (firstComment waits for them). */
const readCount = async (comment: Locator, kind: 'heart' | 'thumbs_up') => Number(await reactionCount(comment, kind).textContent());

test.describe('comment reactions (D6)', () => {
  test('asks for an email first, cancels, then adds and removes a reaction with the remembered email', async ({ page, server }) => {
    const reactionCalls: string[] = [];
    page.on('request', (r) => {
      const call = /public\.reactions\.(add|remove)/.exec(r.url());
      if (call) reactionCalls.push(call[1]);
    });
    const comment = await firstComment(page, server);
    const hearts = await readCount(comment, 'heart');
    const thumbs = await readCount(comment, 'thumbs_up');
    const heart = comment.locator('[data-reaction="heart"]');

    // No email known: the prompt opens; Cancel clears it and nothing is sent.
    await heart.click();
    const prompt = page.getByRole('dialog', { name: 'Your Email, If You Please' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Submit Reaction' })).toBeDisabled();
    await expect(prompt.getByLabel('Email')).toHaveAttribute('type', 'email');
    await snap(page, 'reaction-prompt');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(reactionCount(comment, 'heart')).toHaveText(String(hearts));
    await expect(page.getByTestId('toast')).toHaveCount(0);

    // The chosen reaction is submitted once the email is entered.
    await heart.click();
    await prompt.getByLabel('Email').fill('Visitor@Example.com');
    await prompt.getByRole('button', { name: 'Submit Reaction' }).click();
    await expect(prompt).toHaveCount(0);
    await expectToast(page, 'Reaction Added');
    await expect(reactionCount(comment, 'heart')).toHaveText(String(hearts + 1));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('bac.reactionEmail'))).toBe('Visitor@Example.com');
    // The cancelled prompt sent nothing: this add is the only call so far.
    expect(reactionCalls).toEqual(['add']);

    // Remembered: no prompt any more; the same reaction again removes it.
    await heart.click();
    await expectToast(page, 'Reaction Removed');
    await expect(reactionCount(comment, 'heart')).toHaveText(String(hearts));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(prompt).toHaveCount(0);

    await comment.locator('[data-reaction="thumbs_up"]').click();
    await expect(reactionCount(comment, 'thumbs_up')).toHaveText(String(thumbs + 1));

    // After a reload the email is still known and the visitor's reaction shows as theirs.
    await page.reload();
    const again = await firstComment(page, server);
    await expect(page.getByTestId('reaction-identity').getByText('Visitor@Example.com')).toBeVisible();
    await expect(again.locator('[data-reaction="thumbs_up"]')).toHaveAttribute('aria-pressed', 'true');
    const rows = await server.db.selectFrom('comment_reactions').selectAll().where('userEmail', '=', 'visitor@example.com').execute();
    expect(rows.map((r) => r.reaction)).toEqual(['thumbs_up']);
    await snap(page, 'reactions');

    // "Not you?" forgets the email, so the next reaction asks again.
    await page.getByRole('button', { name: 'Not you?' }).click();
    await again.locator('[data-reaction="heart"]').click();
    await expect(page.getByRole('dialog', { name: 'Your Email, If You Please' })).toBeVisible();
  });

  test('shows Reaction Failed and Update Failed when the calls fail', async ({ page, server }) => {
    await page.addInitScript(() => localStorage.setItem('bac.reactionEmail', 'failing@example.com'));
    const comment = await firstComment(page, server);
    const failing = /public\.reactions\.(add|remove)/;
    await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await comment.locator('[data-reaction="heart"]').click();
    await expectToast(page, 'Reaction Failed', 'Unable to record your intellectual response at this time.');

    // A reaction this email already holds: toggling it means removal.
    await page.unroute(failing);
    // A mouse click on the close button closes the toast.
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    const thumbsUp = comment.locator('[data-reaction="thumbs_up"]');
    await thumbsUp.click();
    await expectToast(page, 'Reaction Added');
    await expect(thumbsUp).toHaveAttribute('aria-pressed', 'true');
    await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await thumbsUp.click();
    await expectToast(page, 'Update Failed', 'Unable to modify your reaction at this time.');
  });
});
