import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './browser';

// A fresh install with SEED=0: every list is empty.
const e2e = useE2E({ seed: false });

describeBrowser('the showcase on an empty database', () => {
  it('shows the empty states of the home page, the recognition gallery and the Hall of Shame', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('promo-card').waitFor();
    await page.getByTestId('latest-skeleton').waitFor({ state: 'detached' });
    expect(await page.getByTestId('latest-card').count()).toBe(0);
    await page.locator('#charter').scrollIntoViewIfNeeded();
    const placeholder = page.getByTestId('recognition-empty');
    await placeholder.waitFor();
    await placeholder.getByRole('heading', { name: 'Recognition Gallery' }).waitFor();
    expect(await placeholder.locator('blockquote').count()).toBe(1);
    await page.getByText('No entries yet in our Hall of Shame...').waitFor();
    expect(await page.getByRole('link', { name: /View All Shame Entries/ }).count()).toBe(0);
    await page.getByRole('heading', { name: 'The Antidote: Authentic Human Expression' }).waitFor();

    await page.goto('/recognition');
    await page.getByRole('heading', { name: 'Recognition Gallery Opening Soon' }).waitFor();
    await page.goto('/shame');
    await page.getByRole('heading', { name: 'Hall Under Construction' }).waitFor();
  });

  it('shows 6 skeleton cards while the recognition gallery loads', async () => {
    const page = await e2e.newPage();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/public\.recognition\.list/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/recognition');
    await page.getByTestId('card-skeleton').first().waitFor();
    expect(await page.getByTestId('card-skeleton').count()).toBe(6);
    release();
    await page.getByRole('heading', { name: 'Recognition Gallery Opening Soon' }).waitFor();
  });
});
