import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createContent, deleteContent } from '~/server/services/content';
import { createIntelligence } from '~/server/services/intelligence';
import { contentCreateInput } from '~/shared/schemas/content';
import { intelligenceCreateInput } from '~/shared/schemas/intelligence';
import { expect, scrollToHydrated, test } from './fixtures';

// The site search (docs/decisions/030): the no-JavaScript page from the header's box, the dialog with the
// keyboard, and what the index shows after writes.
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()).violations.map(
    (v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );

test.describe('site search', () => {
  test('without JavaScript: the header box submits to /search, results grouped with marked snippets, noindex, axe clean', async ({
    newPage,
    page: withScripts,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the Club' }).first().fill('synergy');
    await page.getByRole('searchbox', { name: 'Search the Club' }).first().press('Enter');
    await expect(page).toHaveURL(/\/search\?q=synergy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^(One result|\d+\+? results) for “synergy”\.$/);
    await expect(page.locator('main h2').first()).toBeVisible();
    await expect(page.locator('main li a').first()).toBeVisible();
    await expect(page.locator('main mark').first()).toHaveText(/synergy/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // axe runs as a script: the same page, with scripts.
    await withScripts.goto('/search?q=synergy');
    expect(await axe(withScripts)).toEqual([]);

    // Nothing found: the empty state with suggestions, and a typo's correction.
    await page.goto('/search?q=qwzxv');
    await expect(page.getByRole('status')).toHaveText('No results for “qwzxv”.');
    await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hall of Shame' }).last()).toBeVisible();
    await withScripts.goto('/search?q=qwzxv');
    await expect(withScripts.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
    expect(await axe(withScripts)).toEqual([]);
    await page.goto('/search?q=synargy');
    await expect(page.getByText('Did you mean')).toBeVisible();
    await expect(page.getByRole('link', { name: 'synergy', exact: true })).toHaveAttribute('href', '/search?q=synergy');
  });

  test('the dialog: / opens it, results as one types, arrows and Enter open a result; Ctrl+K and Escape; axe clean', async ({ page }) => {
    await page.goto('/');
    // The shortcuts and the box work once the header has hydrated (the box's own code comes on first focus).
    await scrollToHydrated(page.locator('header').first());
    await page.locator('body').press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the Club' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: 'Search the Club' });
    await expect(box).toBeFocused();
    await box.pressSequentially('synerg');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(/result/);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(page)).toEqual([]);

    await box.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const title = await first.locator('span').first().textContent();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(exhibitions|intelligence|recognition|shame|brain-arsenal)\/\d+$|\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);

    // Ctrl+K from anywhere; Escape closes and gives focus back; Enter with nothing chosen opens the full page.
    // The shortcuts and the box work once the header has hydrated (the box's own code comes on first focus).
    await scrollToHydrated(page.locator('header').first());
    await page.locator('body').press('Control+k');
    await expect(dialog).toBeVisible();
    await box.press('Escape');
    await expect(dialog).toBeHidden();
    await page.locator('body').press('Control+k');
    await box.pressSequentially('memory');
    await expect(options.first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=memory$/);
    await expect(page.getByRole('status')).toContainText('for “memory”');
  });

  test('typing in the header box opens the dialog with what was typed', async ({ page }) => {
    await page.goto('/about');
    // The shortcuts and the box work once the header has hydrated (the box's own code comes on first focus).
    await scrollToHydrated(page.locator('header').first());
    await page.locator('#site-search-q').pressSequentially('gov');
    const box = page.getByRole('dialog').getByRole('combobox');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(/^gov/);
    await expect(page.getByRole('option', { name: /Board of Governors/ })).toBeVisible();
  });

  test('a new exhibition is found at once, a deleted one is not; a draft report never', async ({ page, server }) => {
    const item = await createContent(
      server.db,
      contentCreateInput.parse({
        title: 'Quillography Exhibit',
        description: '<p>Pens, by hand.</p>',
        type: 'exhibition',
        category: 'Craft',
      }),
    );
    await page.goto('/search?q=quillography');
    await expect(page.getByRole('link', { name: 'Quillography Exhibit' })).toHaveAttribute('href', `/exhibitions/${item.id}`);
    await deleteContent(server.db, item.id);
    await page.goto('/search?q=quillography');
    await expect(page.getByRole('status')).toHaveText('No results for “quillography”.');

    await createIntelligence(
      server.db,
      intelligenceCreateInput.parse({
        title: 'Draftonomics Unpublished',
        summary: 'Secret.',
        content: '<p>Not yet.</p>',
        sourceTitle: 'Leak',
        sourceUrl: 'https://example.com/leak',
        published: false,
      }),
    );
    await page.goto('/search?q=draftonomics');
    await expect(page.getByRole('status')).toHaveText('No results for “draftonomics”.');
  });
});
