import type { Page } from '@playwright/test';
import { expect, MOBILE, snap, test } from './fixtures';

/** Brings the lower home sections (loaded near the viewport) onto the page. */
async function loadLowerSections(page: Page) {
  await page.locator('#charter').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Our Founding Charter' })).toBeVisible();
}

test.describe('the home page', () => {
  test('shows the 13 sections in the spec order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The Brain Appreciation Club', level: 1 })).toBeVisible();
    await expect(page.getByTestId('latest-card')).toBeVisible();
    await loadLowerSections(page);
    await expect(page.getByTestId('recognition-card').first()).toBeVisible();
    await expect(page.locator('main h1, main h2')).toHaveText([
      'The Brain Appreciation Club',
      'Fresh from the Reading Room',
      'Are You Reality Ready?',
      'The Club Requires Your Patronage',
      'A Brief History of Thinking for Oneself',
      'Current Exhibitions',
      'Our Founding Charter',
      'AI Recognition Gallery',
      'The Hall of Shame',
      'A Field Guide to Cognitive Self-Defence',
      'Join the Fellowship',
      'Correspondence',
    ]);
    // Section 13: two footers, one with the administration link.
    await expect(page.locator('footer').getByRole('link', { name: 'Fellowship Administration' })).toHaveAttribute('href', '/admin');
    await snap(page, 'home-1280');
  });

  test('scrolls to the exhibitions from the hero and lists the first 9 with See All', async ({ page, server }) => {
    await page.goto('/');
    await expect(page.getByTestId('exhibition-card').first()).toBeVisible();
    await expect(page.locator('#exhibitions')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Explore the Exhibitions' }).click();
    await expect(page.locator('#exhibitions')).toBeInViewport();
    await expect(page.locator('#exhibitions').getByTestId('exhibition-card')).toHaveCount(9);
    const total = (await server.db.selectFrom('content_items').select('id').execute()).length;
    await expect(page.getByRole('link', { name: `See All ${total} Exhibitions` })).toHaveAttribute('href', '/exhibitions');
  });

  test('shows the promo card and the latest item with its badge, date and cut description', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('promo-card').getByRole('link')).toHaveAttribute('href', '/job-title-translator');
    const res = await page.request.get('/api/latest-content');
    const latest = ((await res.json()) as { latestContent: { title: string; detailUrl: string; contentType: string } }).latestContent;
    const card = page.getByTestId('latest-card');
    await expect(card.getByRole('heading')).toHaveText(latest.title);
    await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', latest.detailUrl);
    const labels = {
      exhibition: 'Latest Exhibition',
      recognition: 'New Recognition',
      shame: 'Fresh Shame',
      arsenal: 'Brain Arsenal Addition',
    };
    await expect(card.getByText(labels[latest.contentType as keyof typeof labels], { exact: true })).toBeVisible();
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const description = (await card.locator('p').first().textContent())!;
    expect(description.length).toBeLessThanOrEqual(203);
  });

  test('falls back silently to the promo card when latest content fails', async ({ page }) => {
    // A first load gets the page from the server, complete; the browser fetches the latest item
    // itself on a client-side visit, so that is where its failure is played.
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About the Club', level: 1 })).toBeVisible();
    await page.route(/latestContent/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '[]' }));
    const failed = page.waitForResponse(/latestContent/);
    await page.getByRole('link', { name: 'Return to Club', exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('promo-card')).toBeVisible();
    expect((await failed).status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Fresh from the Reading Room' })).toBeVisible();
    await expect(page.getByTestId('latest-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('latest-card')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('shows the promo, charter, recognition, shame, guide, tiers and contact sections', async ({ page }) => {
    await page.goto('/');
    const promo = page.locator('#reality-readiness');
    await expect(promo.getByText('‘Cognitive Independence Level 1’', { exact: true })).toBeVisible();
    for (const text of ['5', 'video clips', '10', 'seconds each', '4 of 5', 'to pass']) {
      await expect(promo.getByText(text, { exact: true })).toBeVisible();
    }
    await loadLowerSections(page);
    await expect(page.getByRole('link', { name: 'Read the Full Charter' })).toHaveAttribute('href', '/historical-charter');

    const recognition = page.locator('#recognition');
    await expect(recognition.getByTestId('recognition-card')).toHaveCount(3);
    await expect(recognition.getByRole('link', { name: 'View More Recognition Items' })).toHaveAttribute('href', '/recognition');
    for (const text of await recognition.getByTestId('recognition-card').locator('p.text-ink-soft').allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(123);
    }
    const website = recognition.getByRole('link', { name: /^Visit Website/ }).first();
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    const shame = page.locator('#shame');
    await expect(shame.getByTestId('shame-card')).toHaveCount(3);
    await expect(shame.getByText('Example Case')).toHaveCount(3);
    await expect(shame.getByRole('link', { name: 'View All Shame Entries (5)' })).toHaveAttribute('href', '/shame');
    await expect(shame.getByRole('heading', { name: 'The Antidote: Authentic Human Expression' })).toBeVisible();

    const partner = page.locator('#cognitive-defence').getByRole('link', { name: /Project Gutenberg/ });
    await expect(partner).toHaveAttribute('href', 'https://www.gutenberg.org/');
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');

    const tiers = page.locator('#membership');
    const links = tiers.getByRole('link');
    await expect(links).toHaveText(['Become an Anonymous Observer', 'Become a Cognitive Rebel', 'Become a Master Provocateur']);
    for (const [i, type] of ['basic', 'full', 'distinguished'].entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `/checkout?type=${type}`);
    }
    await expect(tiers.getByTestId('tier-full')).toHaveAttribute('data-tier', 'featured');
    await expect(tiers.getByTestId('tier-full').getByText('Most Popular', { exact: true })).toBeVisible();
    await expect(tiers.getByTestId('tier-distinguished').getByText('Elite', { exact: true })).toBeVisible();
    await expect(tiers.getByTestId('tier-basic').getByText('Entry Level', { exact: true })).toBeVisible();
    for (const price of ['£7', '£47', '£147']) await expect(tiers.getByText(price, { exact: true })).toBeVisible();

    const contact = page.locator('#contact');
    await expect(contact.getByText('Tue and Thu 14:00-16:00 GMT')).toBeVisible();
    await expect(contact.getByTestId('contact-form')).toBeVisible();
  });

  test('serves the lower sections and the support card in the HTML, their code loaded only near the viewport', async ({
    page,
    newPage,
  }) => {
    // Their content is in the served document: a page without JavaScript shows it.
    const noScript = await newPage({ javaScriptEnabled: false });
    await noScript.goto('/');
    for (const name of ['Join the Fellowship', 'Correspondence', 'Stand Up for the Organic Brain']) {
      await expect(noScript.getByRole('heading', { name })).toBeVisible();
    }
    await expect(noScript.getByRole('button', { name: 'Show Support & Get Certificate' })).toBeVisible();

    // Their code is not part of the initial load.
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Join the Fellowship' })).toBeAttached();
    expect(scripts.some((s) => s.includes('lower-sections'))).toBe(false);
    expect(scripts.some((s) => s.includes('support-card'))).toBe(false);
    // Nearing the support card loads its code.
    const supportCode = page.waitForRequest(/\/support-card-[\w-]+\.js$/);
    await page.locator('#support').scrollIntoViewIfNeeded();
    await supportCode;
    await expect(page.getByRole('button', { name: 'Show Support & Get Certificate' })).toBeVisible();

    // Keyboard users: the first Tab loads the lower sections, long before focus reaches them.
    const keyboard = await newPage();
    const keyboardScripts: string[] = [];
    keyboard.on('request', (r) => r.resourceType() === 'script' && keyboardScripts.push(new URL(r.url()).pathname));
    await keyboard.goto('/', { waitUntil: 'networkidle' });
    expect(keyboardScripts.some((s) => s.includes('lower-sections'))).toBe(false);
    const lowerCode = keyboard.waitForRequest(/\/lower-sections-[\w-]+\.js$/);
    await keyboard.keyboard.press('Tab');
    await lowerCode;
    await expect(keyboard.getByRole('heading', { name: 'Join the Fellowship' })).toBeAttached();
  });

  test('links the header sections: /#membership from another page, /membership redirects, scrolling on the home page', async ({
    page,
    newPage,
  }) => {
    const atHash = (hash: string) => (url: URL) => url.pathname === '/' && url.hash === hash;
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(atHash('#membership'));
    await expect(page.getByRole('heading', { name: 'Join the Fellowship' })).toBeVisible();
    await expect(page.locator('#membership h2')).toBeInViewport();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exhibitions' }).click();
    await expect(page).toHaveURL(atHash('#exhibitions'));
    await expect(page.locator('#exhibitions h2')).toBeInViewport();

    // /membership: a permanent redirect answered by the server, which the browser follows.
    const redirect = await page.request.get('/membership', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe('/#membership');
    const direct = await newPage();
    await direct.goto('/membership');
    await expect(direct).toHaveURL(atHash('#membership'));
    await expect(direct.getByRole('heading', { name: 'Join the Fellowship' })).toBeVisible();
    await expect(direct.locator('#membership h2')).toBeInViewport();

    // Without JavaScript the header's anchor lands on the section of the served page.
    const noScript = await newPage({ javaScriptEnabled: false });
    await noScript.goto('/about');
    await noScript.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Membership' }).click();
    await expect(noScript).toHaveURL(atHash('#membership'));
    await expect(noScript.locator('#membership h2')).toBeInViewport();
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    // Each page is measured once its content (not just its frame) is on screen.
    const loaded: Record<string, (page: Page) => Promise<void>> = {
      '/': async (p) => {
        await loadLowerSections(p);
        await expect(p.locator('#recognition').getByTestId('recognition-card')).toHaveCount(3);
        await expect(p.locator('#shame').getByTestId('shame-card')).toHaveCount(3);
      },
      '/board-of-governors': (p) => expect(p.getByTestId('governor')).toHaveCount(8),
      '/annual-reports': (p) => expect(p.getByTestId('annual-report')).toHaveCount(4),
      '/recognition': (p) => expect(p.getByTestId('recognition-card').first()).toBeVisible(),
      '/shame': (p) => expect(p.getByTestId('shame-card').first()).toBeVisible(),
    };
    for (const path of [
      '/',
      '/about',
      '/biography',
      '/board-of-governors',
      '/historical-charter',
      '/annual-reports',
      '/recognition',
      '/recognition/1',
      '/shame',
      '/shame/1',
      '/certificate?name=Ada&certId=BAC-1741003500000-q1W2e3R4t5Y6',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await loaded[path]?.(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await page.goto('/');
    await loadLowerSections(page);
    await snap(page, 'home-375');
  });
});
