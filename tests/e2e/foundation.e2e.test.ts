import { expect, it } from 'vitest';
import { describeBrowser, snap, useE2E } from './browser';

const e2e = useE2E();

describeBrowser('the vertical slice in a browser', () => {
  it('goes from home to exhibitions to a detail page and submits a comment', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'The Brain Appreciation Club', level: 1 }).waitFor();
    const seeAll = page.getByRole('link', { name: /^See All \d+ Exhibitions$/ });
    await seeAll.waitFor();
    await snap(page, 'home');
    await seeAll.click();
    await page.waitForURL('**/exhibitions');
    await page.getByRole('heading', { name: /^\d+ Exhibitions Available$/ }).waitFor();
    expect(await page.getByTestId('exhibition-card').count()).toBeGreaterThanOrEqual(12);
    await snap(page, 'exhibitions');

    // The first seeded exhibition with approved comments: "The Lost Art of Long Division".
    await page.getByRole('link', { name: 'The Lost Art of Long Division', exact: true }).click();
    await page.getByRole('heading', { name: 'The Lost Art of Long Division', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Scholarly Discourse' }).waitFor();
    await page.getByTestId('comment').first().waitFor();
    const dateText = await page.getByTestId('comment').first().locator('time').textContent();
    expect(dateText).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);

    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Comment', { exact: true }).fill('A most stimulating exhibit.');
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Comment Submitted');
    expect(await page.getByLabel('Comment', { exact: true }).inputValue()).toBe('');
    await snap(page, 'exhibition-detail');
  });

  it('shows field errors and keeps values for bad comment input', async () => {
    const page = await e2e.newPage();
    await page.goto('/exhibitions/1');
    await page.getByRole('heading', { name: 'Scholarly Discourse' }).waitFor();
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Ada');
  });

  it('shows the spec 404 page for an unknown path and Exhibition Not Found for a missing id', async () => {
    const page = await e2e.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.goto('/exhibitions/99999');
    await page.getByRole('heading', { name: 'Exhibition Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Exhibitions' }).getAttribute('href')).toBe('/exhibitions');
  });

  it('opens the mobile menu at 375 px and closes it on a choice and on the backdrop', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    await page.goto('/exhibitions');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    await snap(page, 'mobile-menu');
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 10, y: 700 } });
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Hall of Shame' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL('**/shame');
  });

  it('records page views without cookies, honouring Do-Not-Track', async () => {
    const db = e2e.app.app.services.db;
    const count = async () => (await db.selectFrom('page_views').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const page = await e2e.newPage();
    await page.goto('/exhibitions');
    await page.getByRole('heading', { name: /Exhibitions Available$/ }).waitFor();
    await expect.poll(count).toBeGreaterThan(before);
    expect(await page.context().cookies()).toEqual([]);
    const row = await db.selectFrom('page_views').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.path).toBe('/exhibitions');
    expect(row.visitorKey).toMatch(/^[0-9a-f]{32}$/);

    const dnt = await e2e.browser.newContext({ baseURL: e2e.baseUrl, extraHTTPHeaders: { DNT: '1' } });
    const quiet = await dnt.newPage();
    const mid = await count();
    await quiet.goto('/about');
    await quiet.waitForTimeout(500);
    expect(await count()).toBe(mid);
  });
});
