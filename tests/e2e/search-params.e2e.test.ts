import type { Page } from '@playwright/test';
import { adminTab, expect, logInAsAdmin, prepareAdmin, test, watchConsole } from './fixtures';

// /checkout?type= and /admin?tab= are validated by zod schemas (src/shared/schemas/search.ts) that
// load with those pages only (src/client/lib/search-schemas.ts, docs/decisions/011): the home
// page never fetches them, a client-side visit waits for them, and a bad value falls back.

const isSearchChunk = (url: string) => /\/assets\/search-[\w-]+\.js$/.test(url);

const planHeading = (page: Page) => page.getByTestId('plan-card').getByRole('heading');

test.describe('search parameters validated with zod', () => {
  test('the home page does not load the schemas; a tier link (hovered, then clicked) waits for them and opens its plan', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.filter(isSearchChunk)).toEqual([]);

    const link = page.locator('#membership').getByRole('link', { name: 'Become a Master Provocateur' });
    await link.scrollIntoViewIfNeeded();
    // The hover's prefetch asks the router to validate before the schemas are here.
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(/\/checkout\?type=distinguished$/);
    await expect(planHeading(page)).toHaveText('Master Provocateur');
    expect(scripts.filter(isSearchChunk)).toHaveLength(1);

    // Back and forward through history keep working.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(planHeading(page)).toHaveText('Master Provocateur');
    expect(problems).toEqual([]);
  });

  test('a bad or missing type opens the basic plan, on first load and on a client-side visit', async ({ page }) => {
    const problems = watchConsole(page);
    for (const path of ['/checkout?type=bad', '/checkout?type=7', '/checkout']) {
      await page.goto(path);
      await expect(planHeading(page), path).toHaveText('Anonymous Observer');
    }
    // Client-side, from a page that has not loaded the schemas.
    await page.goto('/shame/1');
    await page.getByRole('link', { name: 'Become a Fellow' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(planHeading(page)).toHaveText('Anonymous Observer');
    expect(problems).toEqual([]);
  });

  test('an unknown admin tab opens the first section; a known one opens itself', async ({ page, server }) => {
    await prepareAdmin(server);
    await logInAsAdmin(page);
    // The login navigates client-side to /admin, which waits for the schemas.
    await expect(page.getByRole('heading', { name: 'Comment Moderation' })).toBeVisible();

    await page.goto('/admin?tab=bad');
    await expect(page.getByRole('heading', { name: 'Comment Moderation' })).toBeVisible();
    await expect(adminTab(page, /Comment Moderation/)).toHaveAttribute('aria-current', 'page');
    await page.goto('/admin?tab=mail');
    await expect(adminTab(page, 'Outbox')).toHaveAttribute('aria-current', 'page');
  });
});
