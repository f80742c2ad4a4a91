import { expect, MOBILE, snap, test } from './fixtures';

test.describe('the vertical slice in a browser', () => {
  test('goes from home to exhibitions to a detail page and submits a comment', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The Brain Appreciation Club', level: 1 })).toBeVisible();
    const seeAll = page.getByRole('link', { name: /^See All \d+ Exhibitions$/ });
    await expect(seeAll).toBeVisible();
    await snap(page, 'home');
    await seeAll.click();
    await expect(page).toHaveURL(/\/exhibitions$/);
    await expect(page.getByRole('heading', { name: /^\d+ Exhibitions Available$/ })).toBeVisible();
    await expect.poll(() => page.getByTestId('exhibition-card').count()).toBeGreaterThanOrEqual(12);
    await snap(page, 'exhibitions');

    // The first seeded exhibition with approved comments: "The Lost Art of Long Division".
    await page.getByRole('link', { name: 'The Lost Art of Long Division', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'The Lost Art of Long Division', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scholarly Discourse' })).toBeVisible();
    await expect(page.getByTestId('comment').first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);

    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Comment', { exact: true }).fill('A most stimulating exhibit.');
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await expect(page.getByTestId('toast')).toContainText('Comment Submitted');
    await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');
    await snap(page, 'exhibition-detail');
  });

  test('shows field errors and keeps values for bad comment input', async ({ page }) => {
    await page.goto('/exhibitions/1');
    await expect(page.getByRole('heading', { name: 'Scholarly Discourse' })).toBeVisible();
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Ada');
  });

  test('shows the spec 404 page for an unknown path and Exhibition Not Found for a missing id', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.goto('/exhibitions/99999');
    await expect(page.getByRole('heading', { name: 'Exhibition Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Exhibitions' })).toHaveAttribute('href', '/exhibitions');
  });

  test('opens the mobile menu at 375 px and closes it on the backdrop, its close button, Escape and a choice', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/exhibitions');
    // A compact sticky header: the title on at most two lines, well under 80 px.
    expect((await page.locator('header').first().boundingBox())?.height).toBeLessThan(80);
    const button = page.getByTestId('menu-button');
    await expect(button).toHaveAccessibleName('Open menu');
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAccessibleName('Close menu');
    await snap(page, 'mobile-menu');
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 10, y: 700 } });
    await expect(menu).toBeHidden();
    // The close button sits above the backdrop: a real click (no force) reaches it.
    await button.click();
    await button.click();
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole('link', { name: 'Hall of Shame' }).click();
    await expect(page).toHaveURL(/\/shame$/);
    await expect(menu).toBeHidden();
  });

  test('the mobile menu opens without JavaScript, and the desktop header keeps to one line', async ({ page, newPage }) => {
    const plain = await newPage({ javaScriptEnabled: false, viewport: MOBILE });
    await plain.goto('/about');
    const menu = plain.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await plain.getByTestId('menu-button').click();
    await expect(menu.getByRole('link', { name: 'Hall of Shame' })).toBeVisible();
    await menu.getByRole('link', { name: 'Hall of Shame' }).click();
    await expect(plain).toHaveURL(/\/shame$/);

    for (const width of [1280, 1536]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links).toHaveCount(8);
      // Every item on one line, and all of them on the same one.
      const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      for (const box of boxes) {
        expect(box.height).toBeLessThan(30);
        expect(Math.abs(box.top - boxes[0].top)).toBeLessThan(2);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  test('records page views without cookies, honouring Do-Not-Track', async ({ page, server, newPage }) => {
    const db = server.db;
    const count = async () => (await db.selectFrom('page_views').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    await page.goto('/exhibitions');
    await expect(page.getByRole('heading', { name: /Exhibitions Available$/ })).toBeVisible();
    await expect.poll(count).toBeGreaterThan(before);
    expect(await page.context().cookies()).toEqual([]);
    const row = await db.selectFrom('page_views').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.path).toBe('/exhibitions');
    expect(row.visitorKey).toMatch(/^[0-9a-f]{32}$/);

    // The DNT header reaches the server, not navigator.doNotTrack: the page still reports its view,
    // and the server's answer to that very request says it was not recorded.
    const quiet = await newPage({ extraHTTPHeaders: { DNT: '1' } });
    const mid = await count();
    const view = quiet.waitForResponse((r) => r.url().includes('analytics.recordView'));
    await quiet.goto('/about');
    const response = await view;
    expect(response.ok()).toBe(true);
    expect(JSON.stringify(await response.json())).toContain('"recorded":false');
    expect(await count()).toBe(mid);
  });
});
