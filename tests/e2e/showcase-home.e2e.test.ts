import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, snap, useE2E } from './browser';

const e2e = useE2E();

/** Brings the lower home sections (loaded near the viewport) onto the page. */
async function loadLowerSections(page: Page) {
  await page.locator('#charter').scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Our Founding Charter' }).waitFor();
}

const inViewport = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  }, selector);

describeBrowser('the home page', () => {
  it('shows the 13 sections in the spec order', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'The Brain Appreciation Club', level: 1 }).waitFor();
    await page.getByTestId('latest-card').waitFor();
    await loadLowerSections(page);
    await page.getByTestId('recognition-card').first().waitFor();
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
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
    expect(await page.locator('footer').getByRole('link', { name: 'Fellowship Administration' }).getAttribute('href')).toBe('/admin');
    await snap(page, 'showcase-home-1280');
  });

  it('scrolls to the exhibitions from the hero and lists the first 9 with See All', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('exhibition-card').first().waitFor();
    expect(await inViewport(page, '#exhibitions')).toBe(false);
    await page.getByRole('button', { name: 'Explore the Exhibitions' }).click();
    await expect.poll(() => inViewport(page, '#exhibitions')).toBe(true);
    expect(await page.locator('#exhibitions').getByTestId('exhibition-card').count()).toBe(9);
    const total = (await e2e.app.app.services.db.selectFrom('content_items').select('id').execute()).length;
    expect(await page.getByRole('link', { name: `See All ${total} Exhibitions` }).getAttribute('href')).toBe('/exhibitions');
  });

  it('shows the promo card and the latest item with its badge, date and cut description', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const promo = page.getByTestId('promo-card');
    expect(await promo.getByRole('link').getAttribute('href')).toBe('/job-title-translator');
    const card = page.getByTestId('latest-card');
    await card.waitFor();
    const { json } = await (async () => {
      const res = await fetch(`${e2e.baseUrl}/api/latest-content`);
      return { json: (await res.json()) as { latestContent: { title: string; detailUrl: string; contentType: string } } };
    })();
    const latest = json.latestContent;
    expect(await card.getByRole('heading').textContent()).toBe(latest.title);
    expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(latest.detailUrl);
    const labels = { exhibition: 'Latest Exhibition', recognition: 'New Recognition', shame: 'Fresh Shame', arsenal: 'Brain Arsenal Addition' };
    await card.getByText(labels[latest.contentType as keyof typeof labels], { exact: true }).waitFor();
    expect(await card.locator('time').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const description = (await card.locator('p').first().textContent())!;
    expect(description.length).toBeLessThanOrEqual(203);
  });

  it('falls back silently to the promo card when latest content fails', async () => {
    const page = await e2e.newPage();
    await page.route(/latestContent/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '[]' }));
    await page.goto('/');
    await page.getByTestId('promo-card').waitFor();
    await page.getByTestId('latest-skeleton').waitFor({ state: 'detached' });
    expect(await page.getByTestId('latest-card').count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);
  });

  it('shows the promo, charter, recognition, shame, guide, tiers and contact sections', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const promo = page.locator('#reality-readiness');
    await promo.getByText('‘Cognitive Independence Level 1’', { exact: true }).waitFor();
    for (const text of ['5', 'video clips', '10', 'seconds each', '4 of 5', 'to pass']) {
      await promo.getByText(text, { exact: true }).waitFor();
    }
    await loadLowerSections(page);
    expect(await page.getByRole('link', { name: 'Read the Full Charter' }).getAttribute('href')).toBe('/historical-charter');

    const recognition = page.locator('#recognition');
    await recognition.getByTestId('recognition-card').first().waitFor();
    expect(await recognition.getByTestId('recognition-card').count()).toBe(3);
    expect(await recognition.getByRole('link', { name: 'View More Recognition Items' }).getAttribute('href')).toBe('/recognition');
    for (const text of await recognition.getByTestId('recognition-card').locator('p.text-ink-soft').allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(123);
    }
    const website = recognition.getByRole('link', { name: /^Visit Website/ }).first();
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');

    const shame = page.locator('#shame');
    await shame.getByTestId('shame-card').first().waitFor();
    expect(await shame.getByTestId('shame-card').count()).toBe(3);
    expect(await shame.getByText('Example Case').count()).toBe(3);
    expect(await shame.getByRole('link', { name: 'View All Shame Entries (5)' }).getAttribute('href')).toBe('/shame');
    await shame.getByRole('heading', { name: 'The Antidote: Authentic Human Expression' }).waitFor();

    const partner = page.locator('#cognitive-defence').getByRole('link', { name: /Project Gutenberg/ });
    expect(await partner.getAttribute('href')).toBe('https://www.gutenberg.org/');
    expect(await partner.getAttribute('target')).toBe('_blank');
    expect(await partner.getAttribute('rel')).toBe('noopener noreferrer');

    const tiers = page.locator('#membership');
    const links = await tiers.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Become an Anonymous Observer', '/checkout?type=basic'],
      ['Become a Cognitive Rebel', '/checkout?type=full'],
      ['Become a Master Provocateur', '/checkout?type=distinguished'],
    ]);
    expect(await tiers.getByTestId('tier-full').getAttribute('data-tier')).toBe('featured');
    await tiers.getByTestId('tier-full').getByText('Most Popular', { exact: true }).waitFor();
    await tiers.getByTestId('tier-distinguished').getByText('Elite', { exact: true }).waitFor();
    await tiers.getByTestId('tier-basic').getByText('Entry Level', { exact: true }).waitFor();
    for (const price of ['£7', '£47', '£147']) await tiers.getByText(price, { exact: true }).waitFor();

    const contact = page.locator('#contact');
    await contact.getByText('Tue and Thu 14:00-16:00 GMT').waitFor();
    await contact.getByTestId('contact-form').waitFor();
  });

  it('keeps the lower sections and the support card out of the initial load', async () => {
    const page = await e2e.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.some((s) => s.includes('lower-sections'))).toBe(false);
    expect(scripts.some((s) => s.includes('support-card'))).toBe(false);
    await page.locator('#support').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Show Support & Get Certificate' }).waitFor();

    // Keyboard users: the first Tab loads the lower sections, long before focus reaches them.
    const keyboard = await e2e.newPage();
    await keyboard.goto('/', { waitUntil: 'networkidle' });
    expect(await keyboard.getByRole('heading', { name: 'Join the Fellowship' }).count()).toBe(0);
    await keyboard.keyboard.press('Tab');
    await keyboard.getByRole('heading', { name: 'Join the Fellowship' }).waitFor({ state: 'attached' });
  });

  it('links the header sections: /#membership from another page, /membership redirects, scrolling on the home page', async () => {
    const page = await e2e.newPage();
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Membership' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#membership');
    await page.getByRole('heading', { name: 'Join the Fellowship' }).waitFor();
    await expect.poll(() => inViewport(page, '#membership h2')).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exhibitions' }).click();
    await page.waitForURL((url) => url.hash === '#exhibitions');
    await expect.poll(() => inViewport(page, '#exhibitions h2')).toBe(true);

    const direct = await e2e.newPage();
    await direct.goto('/membership');
    await direct.waitForURL((url) => url.pathname === '/' && url.hash === '#membership');
    await direct.getByRole('heading', { name: 'Join the Fellowship' }).waitFor();
    await expect.poll(() => inViewport(direct, '#membership h2')).toBe(true);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    for (const path of ['/', '/about', '/biography', '/board-of-governors', '/historical-charter', '/annual-reports', '/recognition', '/recognition/1', '/shame', '/shame/1', '/certificate?name=Ada&certId=BAC-1741003500000']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      if (path === '/') await loadLowerSections(page);
      await page.waitForTimeout(200);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await page.goto('/');
    await loadLowerSections(page);
    await snap(page, 'showcase-home-375');
  });
});
