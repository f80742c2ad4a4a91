import { expect, test } from './fixtures';

// A fresh install with SEED=0: every list is empty.
test.use({ appConfig: { seed: false } });

test.describe('the showcase on an empty database', () => {
  test('shows the empty states of the home page, the recognition gallery and the Hall of Shame', async ({ page }) => {
    // The page arrives complete (the server awaited every section's data): no skeleton, no latest card.
    await page.goto('/');
    await expect(page.getByTestId('promo-card')).toBeVisible();
    await expect(page.getByTestId('latest-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('latest-card')).toHaveCount(0);
    await page.locator('#charter').scrollIntoViewIfNeeded();
    const placeholder = page.getByTestId('recognition-empty');
    await expect(placeholder.getByRole('heading', { name: 'Recognition Gallery' })).toBeVisible();
    await expect(placeholder.locator('blockquote')).toHaveCount(1);
    await expect(page.getByText('No entries yet in our Hall of Shame...')).toBeVisible();
    await expect(page.getByRole('link', { name: /View All Shame Entries/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'The Antidote: Authentic Human Expression' })).toBeVisible();

    await page.goto('/recognition');
    await expect(page.getByRole('heading', { name: 'Recognition Gallery Opening Soon' })).toBeVisible();
    await page.goto('/shame');
    await expect(page.getByRole('heading', { name: 'Hall Under Construction' })).toBeVisible();
  });

  test('serves the recognition gallery with its empty state already in the HTML, never a skeleton', async ({ newPage }) => {
    // Without JavaScript, what shows is the served document alone.
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/recognition');
    await expect(page.getByRole('heading', { name: 'AI Recognition Gallery', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recognition Gallery Opening Soon' })).toBeVisible();
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('recognition-card')).toHaveCount(0);
  });
});
