import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, watchConsole } from './fixtures';

// The longest file, and its tests only read: they spread over both workers (each has its own
// server for the file) instead of one worker running it alone at the end.
test.describe.configure({ mode: 'parallel' });

/** Every public page: fixed addresses and one of each detail page (seeded ids). */
const PUBLIC_PAGES: [path: string, heading: RegExp][] = [
  ['/', /The Brain Appreciation Club/],
  ['/about', /About the Club/],
  ['/biography', /Algernon Thistlewood/],
  ['/board-of-governors', /Board of Governors/],
  ['/historical-charter', /Charter/],
  ['/annual-reports', /Annual Reports/],
  ['/exhibitions', /Exhibition Gallery/],
  ['/exhibitions/1', /The Lost Art of Long Division/],
  ['/digital-archives', /Digital Archives/],
  ['/image-galleries', /Galleries/],
  ['/blog-posts', /Blog/],
  ['/ai-experiments', /Experiments/],
  ['/procrastination-algorithm', /Procrastination Algorithm/],
  ['/job-title-translator', /JobTitleTranslator/],
  ['/reality-readiness', /Reality Readiness/],
  ['/brain-arsenal', /The Brain Arsenal/],
  ['/brain-arsenal/1', /./],
  ['/intelligence', /Intelligence/],
  ['/intelligence/1', /./],
  ['/recognition', /AI Recognition Gallery/],
  ['/recognition/1', /The Golden Confabulation Medal/],
  ['/shame', /The Hall of Shame/],
  ['/shame/1', /The Recipe That Called for Varnish/],
  ['/membership-benefits', /Membership Benefits/],
  ['/application-process', /Application Process/],
  ['/fellow-directory', /Fellow Directory/],
  ['/events-symposiums', /Events/],
  ['/application-process/requirements', /Fellowship Requirements/],
  ['/fellow-directory/henrietta-quill', /Dr Henrietta Quill/],
  ['/events-symposiums/memory-palace-workshop', /Memory Palace Construction Workshop/],
  ['/volunteer-research', /Volunteer/],
  ['/propose-research', /Propose/],
  ['/certificate', /./],
];
/** Payment needs a script (the card form): it is rendered and answers 200, but is not read without JavaScript. */
const SCRIPT_ONLY = ['/checkout?type=full'];

test.describe('pages arrive rendered', () => {
  test('every public page reads with JavaScript disabled: its heading, text and links are in the HTML', async ({ newPage }) => {
    test.setTimeout(120_000);
    const page = await newPage({ javaScriptEnabled: false });
    for (const [path, heading] of PUBLIC_PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('h1').first(), path).toHaveText(heading);
      await expect(page.locator('main'), path).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    }
  });

  test('the home page holds all 13 sections in its HTML, and /#membership lands on its section without JavaScript', async ({
    newPage,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    for (const text of [
      'Master Provocateur',
      'Show Support & Get Certificate',
      'Hall of Shame',
      'Recognition',
      'Cognitive Self-Defence',
      'Apply for Fellowship',
    ]) {
      expect(html, text).toContain(text.replace('&', '&amp;'));
    }
    for (const id of ['exhibitions', 'support', 'membership', 'contact']) expect(html).toContain(`id="${id}"`);
    for (const id of ['membership', 'exhibitions', 'support']) {
      const page = await newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test("the page's scroll script: a reload keeps the visitor's place and a hash lands on its section, with no forced layout", async ({
    page,
    request,
  }) => {
    // The router's inline script without its closing scrollTo(0,0) (vite.config.ts, docs/decisions/065).
    const html = await (await request.get('/exhibitions')).text();
    expect(html).toContain('tsr-scroll-restoration');
    expect(html).not.toContain('scrollTo(0,0)');
    const hydrated = () => page.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated !== undefined);
    await page.goto('/#support');
    await expect(page.locator('#support')).toBeInViewport();
    await page.goto('/');
    await hydrated();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.reload();
    await hydrated();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('the checkout hydrates without a hydration warning or console error', async ({ page }) => {
    const problems = watchConsole(page);
    for (const path of SCRIPT_ONLY) await visitWhole(page, path);
    expect(problems).toEqual([]);
  });
});

test.describe('honest status codes', () => {
  test('answers 404 with the right screen for unknown paths and missing, non-numeric or draft items', async ({ request, server }) => {
    const draft = await server.db.selectFrom('intelligence_reports').select('id').where('published', '=', 0).executeTakeFirstOrThrow();
    const cases: [string, string][] = [
      ['/no-such-page', '404 Page Not Found'],
      ['/exhibitions/99999', 'Exhibition Not Found'],
      ['/exhibitions/abc', 'Exhibition Not Found'],
      ['/recognition/99999', 'Recognition Item Not Found'],
      ['/shame/0', 'Shame Item Not Found'],
      ['/brain-arsenal/x1', 'Arsenal item not found.'],
      ['/intelligence/99999', 'Intelligence Report Not Found'],
      [`/intelligence/${draft.id}`, 'Intelligence Report Not Found'],
    ];
    for (const [path, text] of cases) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(text);
    }
  });

  test('/membership is a real redirect to /#membership', async ({ request }) => {
    const res = await request.get('/membership', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toMatch(/\/#membership$/);
  });
});

test.describe('head tags', () => {
  test('a detail page has its own title, description, canonical and absolute Open Graph image', async ({ request }) => {
    const html = await (await request.get('/shame/1')).text();
    expect(html).toContain('<title>The Recipe That Called for Varnish · The Brain Appreciation Club</title>');
    // Each head tag also carries the page's CSP nonce (the router writes it on all of them, docs/decisions/011).
    expect(html).toMatch(/<meta name="description" content="A kitchen assistant, asked how to keep the icing[^"]*"( nonce="[^"]+")?\/>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/shame\/1"( nonce="[^"]+")?\/>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/seed\/shame-1\.svg"( nonce="[^"]+")?\/>/);
    expect(html).toMatch(/<meta property="og:title" content="The Recipe That Called for Varnish"( nonce="[^"]+")?\/>/);
  });

  test('titles and descriptions differ from page to page and hold no markup', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path] of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(title, path).not.toBe('');
      expect(description, path).not.toMatch(/<|&lt;/);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('JSON-LD: Organization on the home page, an Article on a report, Events on the events page', async ({ request }) => {
    const ld = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(/<script type="application\/ld\+json"( nonce="[^"]+")?>([^<]*)<\/script>/g),
      ].map((m) => JSON.parse(m[2]) as Record<string, unknown>);
    expect((await ld('/'))[0]['@type']).toBe('Organization');
    expect((await ld('/intelligence/1'))[0]['@type']).toBe('Article');
    expect((await ld('/events-symposiums')).every((e) => e['@type'] === 'Event')).toBe(true);
  });
});

/**
 * Opens a page as a reader meets all of it: `goto` waits until the app has hydrated (fixtures.ts),
 * then a scroll to the end brings the lower sections' code, and the network going quiet means it ran.
 */
async function visitWhole(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

// One visit per page and width serves both checks: hydration (console clean) and axe. Each visit
// costs seconds on 2 cores, and the two checks looked at the same pages in the same state.
test.describe('hydration and accessibility (axe: wcag2a, wcag2aa, wcag21aa, best-practice)', () => {
  for (const width of [1280, 375]) {
    test(`every public page hydrates without a warning or console error, and axe finds no violations, at ${width} px`, async ({
      newPage,
    }) => {
      // ~2.5 min on a quiet 2-core machine; over 5 at a load average of 15.
      test.setTimeout(600_000);
      const page = await newPage({ viewport: { width, height: 900 } });
      const problems = watchConsole(page);
      const found: string[] = [];
      for (const [path] of PUBLIC_PAGES) {
        await visitWhole(page, path);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
        for (const v of violations) found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      }
      expect(problems).toEqual([]);
      expect(found).toEqual([]);
    });
  }
});
