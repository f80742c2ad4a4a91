import type { Page } from '@playwright/test';
import { expect, expectToast, MOBILE, noSideScroll, snap, test } from './fixtures';

/** Presses the form's button; the toast thanks the sender and the form empties (`emptied`, a field's label) for the next one. */
async function sendAndReset(page: Page, button: string, { toast, emptied }: { toast: string; emptied: string }) {
  await page.getByRole('button', { name: button }).click();
  await expectToast(page, toast);
  await expect(page.getByLabel(emptied)).toHaveValue('');
}

test.describe('volunteer and research forms', () => {
  test('checks, submits, stores and resets a volunteer application', async ({ page, server }) => {
    await page.goto('/volunteer-research');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Motivation is required')).toHaveCount(1);

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Age Range').selectOption('26-35');
    await expect(page.getByLabel('Age Range').locator('option')).toHaveText([
      'Select your age range',
      '18-25',
      '26-35',
      '36-45',
      '46-55',
      '56-65',
      '66+',
    ]);
    await page.getByLabel('Availability').selectOption('Flexible/Project-based');
    await page.getByLabel('The Procrastination Algorithm').check();
    await page.getByLabel('Empathy Simulation Experiments').check();
    await page.getByLabel('Why do you wish to volunteer?').fill('To prove poetry and arithmetic are friends.');
    await sendAndReset(page, 'Submit Application', {
      toast: "Application Submitted Successfully!We'll contact you within 48 hours to discuss your participation in our research.",
      emptied: 'Full Name',
    });
    await expect(page.getByLabel('The Procrastination Algorithm')).not.toBeChecked();
    const row = await server.db.selectFrom('volunteer_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada Lovelace', age: '26-35', availability: 'Flexible/Project-based' });
    expect(JSON.parse(row.experiments)).toEqual(['The Procrastination Algorithm', 'Empathy Simulation Experiments']);
    await snap(page, 'volunteer-form');
  });

  test('keeps the values and says why when the server refuses', async ({ page }) => {
    await page.route('**/trpc/public.researchForms.volunteer**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { message: 'Too many requests: please wait 30 seconds before trying again.', code: -32029, data: { httpStatus: 429 } },
        }),
      }),
    );
    await page.goto('/volunteer-research');
    await page.getByLabel('Full Name').fill('Charles');
    await page.getByLabel('Email Address').fill('charles@example.com');
    await page.getByLabel('Why do you wish to volunteer?').fill('Engines.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Submission FailedToo many requests');
    await expect(page.getByLabel('Full Name')).toHaveValue('Charles');
  });

  test('submits a research proposal in four sections and resets', async ({ page, server }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/propose-research');
    for (const legend of ['Principal Investigator', 'Research Overview', 'Methodology', 'Ethics and Impact']) {
      await expect(page.getByRole('group', { name: new RegExp(legend) })).toBeVisible();
    }
    await expect(page.getByText('The Review Process')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Proposal' }).click();
    await expect(page.getByText('Principal Investigator is required')).toBeVisible();

    await page.getByLabel('Principal Investigator', { exact: false }).first().fill('Dr Mary Somerville');
    await page.getByLabel('Email Address').fill('mary@example.com');
    await page.getByLabel('Research Title').fill('Does Handwriting Improve Recall?');
    await page.getByLabel('Research Category').selectOption('Memory Studies');
    await page.getByLabel('Expected Duration').selectOption('3-6 months');
    await page.getByLabel('Research Description').fill('A controlled study.');
    await page.getByLabel('Research Objectives').fill('Measure recall.');
    await page.getByLabel('Methodology').fill('Two groups, one pen.');
    await page.getByLabel('Ethical Considerations').fill('Informed consent.');
    await page.getByLabel('Significance and Expected Impact').fill('Large, we hope.');
    await sendAndReset(page, 'Submit Proposal', {
      toast: 'Research Proposal Submitted!Your proposal will be reviewed by our Research Committee within 5-7 business days.',
      emptied: 'Research Title',
    });
    const row = await server.db.selectFrom('research_proposals').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Does Handwriting Improve Recall?', category: 'Memory Studies', duration: '3-6 months' });
    expect(await noSideScroll(page)).toBe(true);
  });
});

test.describe('Brain Arsenal', () => {
  test('filters by type, counts, quick-copies and opens an item to copy and share', async ({ page, server }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.goto('/brain-arsenal');
    const count = page.getByTestId('arsenal-count');
    const items = await server.db.selectFrom('arsenal_items').selectAll().execute();
    await expect(count).toHaveText(`${items.length} resources`);
    // Featured first.
    await expect(page.getByTestId('arsenal-card').first().getByText('Featured')).toHaveCount(1);

    await page.getByRole('button', { name: 'Prompt', exact: true }).click();
    await expect(page).toHaveURL(/\/brain-arsenal\?type=prompt$/);
    const prompts = items.filter((i) => i.type === 'prompt');
    await expect(count).toHaveText(`${prompts.length} prompt resources`);
    const cards = page.getByTestId('arsenal-card');
    await expect(cards).toHaveCount(prompts.length);
    for (let i = 0; i < prompts.length; i++) await expect(cards.nth(i)).toHaveAttribute('data-type', 'prompt');
    await expect(page.getByRole('button', { name: 'Prompt', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, 'arsenal-prompts');

    const socratic = prompts.find((p) => p.title === 'The Socratic Self-Interrogation')!;
    await page.getByRole('button', { name: 'Quick Copy: The Socratic Self-Interrogation' }).click();
    await expectToast(page, 'Copied to Clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(socratic.content);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL((url) => url.search === '');
    await expect(count).toHaveText(`${items.length} resources`);

    await page.getByRole('link', { name: 'View & Share: The Socratic Self-Interrogation' }).click();
    await expect(page.getByRole('heading', { name: 'The Socratic Self-Interrogation', level: 1 })).toBeVisible();
    await expect(page.getByTestId('arsenal-content')).toContainText('Write down one belief you hold firmly');
    await expect(page.getByText('How to use this prompt')).toBeVisible();
    await expect(page.getByText(socratic.sourceCredits!)).toBeVisible();
    await page.getByRole('button', { name: 'Share Link' }).click();
    await expectToast(page, 'Link Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseUrl}/brain-arsenal/${socratic.id}`);
    await page.getByRole('button', { name: 'Copy All' }).click();
    await expectToast(page, 'Copied to Clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(socratic.content);
  });

  test('pretty-prints datasets, and says when an item is not found', async ({ page, server }) => {
    await page.setViewportSize(MOBILE);
    const dataset = await server.db.selectFrom('arsenal_items').selectAll().where('type', '=', 'dataset').executeTakeFirstOrThrow();
    await page.goto(`/brain-arsenal/${dataset.id}`);
    await expect(page.getByText('How to use this dataset')).toBeVisible();
    // A regular expression is matched against the raw text: the indentation must be there.
    await expect(page.getByTestId('arsenal-content')).toHaveText(/\n {2}/);
    expect(await noSideScroll(page)).toBe(true);
    await page.goto('/brain-arsenal/99999');
    await expect(page.getByRole('heading', { name: 'Arsenal item not found.' })).toBeVisible();
    await expectToast(page, 'Arsenal item not found.');
    await page.goto('/brain-arsenal/not-a-number');
    await expect(page.getByRole('heading', { name: 'Arsenal item not found.' })).toBeVisible();
  });

  test('reports a list that fails to load', async ({ page }) => {
    // A first load gets the list from the server; the browser fetches it on a client-side visit.
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About the Club', level: 1 })).toBeVisible();
    await page.route('**/trpc/public.arsenal.page**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brain Arsenal' }).click();
    await expect(page.getByRole('heading', { name: 'The Brain Arsenal', level: 1 })).toBeVisible();
    await expectToast(page, 'Failed to load Arsenal resources. Please try again.');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    // Try Again asks once more; with the server answering, the list shows.
    await page.unroute('**/trpc/public.arsenal.page**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('arsenal-count')).toHaveText(/^\d+ resources?$/);
  });
});

test.describe('Intelligence Reports', () => {
  test('lists published reports in Featured and Archive, never drafts', async ({ page, server }) => {
    await page.goto('/intelligence');
    await expect(page.getByRole('heading', { name: 'Featured Intelligence' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Archive' })).toBeVisible();
    const db = server.db;
    const published = await db.selectFrom('intelligence_reports').select('title').where('published', '=', 1).execute();
    const draft = await db.selectFrom('intelligence_reports').select(['id', 'title']).where('published', '=', 0).executeTakeFirstOrThrow();
    await expect(page.getByTestId('report-card')).toHaveCount(published.length);
    await expect(page.getByText(draft.title)).toHaveCount(0);
    await snap(page, 'intelligence-list');

    await page.getByRole('link', { name: 'The Memo That Said Nothing at Great Length', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'The Memo That Said Nothing at Great Length', level: 1 })).toBeVisible();
    for (const heading of [
      'Executive Summary',
      'Detailed Analysis',
      'Analyst’s Note',
      'Key Insights',
      'Hidden Truths',
      'Deception Assessment',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('Corporate BS').first()).toHaveText('Corporate BS');
    await expect(page.getByText('Bullshit Meter: 9/10')).toHaveCount(1);
    await expect(page.getByText('Extreme corporate deception detected').first()).toBeVisible();
    await expect(page.getByTestId('deception-bar')).toHaveAttribute('style', /(^|;)\s*width: 90%;/);
    await expect(page.getByText(/^Analysed source:/)).toContainText('Unlocking Cognitive Synergy at Scale');
    await expect(page.getByRole('link', { name: /Unlocking Cognitive Synergy at Scale/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'See Membership Benefits' })).toBeVisible();

    await page.goto(`/intelligence/${draft.id}`);
    await expect(page.getByRole('heading', { name: 'Intelligence Report Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Intelligence Reports' })).toHaveAttribute('href', '/intelligence');
    await page.goto('/intelligence/abc');
    await expect(page.getByRole('heading', { name: 'Intelligence Report Not Found' })).toBeVisible();
  });

  test('serves the reports in the HTML, never a skeleton, and shows the empty state with nothing published', async ({ page, newPage }) => {
    // The served document already holds the reports (a page without JavaScript shows it alone).
    const noScript = await newPage({ javaScriptEnabled: false, viewport: MOBILE });
    await noScript.goto('/intelligence');
    await expect(noScript.getByRole('heading', { name: 'Featured Intelligence' })).toBeVisible();
    await expect(noScript.getByTestId('report-card').first()).toBeVisible();
    await expect(noScript.getByTestId('reports-skeleton')).toHaveCount(0);

    // Nothing published, on a client-side visit (where the browser fetches the list itself).
    await page.setViewportSize(MOBILE);
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About the Club', level: 1 })).toBeVisible();
    await page.route('**/trpc/public.intelligence.page**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ result: { data: { items: [], total: 0, page: 1, pageSize: 24, pageCount: 0 } } }),
      }),
    );
    await page.getByTestId('menu-button').click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Intelligence Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Intelligence Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Intelligence Gathering in Progress' })).toBeVisible();
    await expect(page.getByTestId('report-card')).toHaveCount(0);
    expect(await noSideScroll(page)).toBe(true);
  });
});

test.describe('resource pages', () => {
  const pages: [string, string][] = [
    ['/ai-experiments', 'AI Experiments'],
    ['/procrastination-algorithm', 'The Procrastination Algorithm'],
    ['/membership-benefits', 'Membership Benefits'],
    ['/application-process', 'Application Process'],
    ['/fellow-directory', 'Fellow Directory'],
    ['/events-symposiums', 'Events & Symposiums'],
    ['/digital-archives', 'Digital Archives'],
    ['/image-galleries', 'Image Galleries'],
    ['/blog-posts', 'Blog Posts'],
  ];

  test('renders every resource page at 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [url, title] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      expect(await noSideScroll(page), url).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('captions the gallery pictures with what they show, each with a real alt text', async ({ page }) => {
    await page.goto('/image-galleries');
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThanOrEqual(9);
    const alts = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    for (const alt of alts) expect(alt).toMatch(/^Exhibition plate: .{20,}/);
    await expect(page.getByRole('button', { name: /^View larger: The Lost Art of Long Division: a division sign/ })).toBeVisible();
  });

  test('lists eight experiments with their statuses and links', async ({ page }) => {
    await page.goto('/ai-experiments');
    const experiments = page.getByTestId('experiment');
    await expect(experiments).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Results Pending' })).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Results Pending' }).first()).toBeDisabled();
    // A completed study shows its finding, not "Results Pending".
    const completed = experiments.filter({ hasText: 'Completed' });
    await expect(completed.getByTestId('experiment-finding')).toContainText('Finding');
    await expect(completed.getByRole('button', { name: 'Results Pending' })).toHaveCount(0);
    const links = experiments.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [i, href] of ['/reality-readiness', '/job-title-translator', '/procrastination-algorithm'].entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', href);
    }
    for (const url of ['/volunteer-research', '/propose-research']) await expect(page.locator(`a[href="${url}"]`)).toHaveCount(1);
    for (const status of [
      'Interactive Demo',
      'Ongoing Research',
      'Preliminary Results',
      'Data Collection',
      'Completed',
      'Ethics Review',
      'Perpetually Delayed',
    ]) {
      await expect(page.getByText(status, { exact: true }).first(), status).toBeVisible();
    }
  });

  test('sends each membership tier to the checkout plan of the same price', async ({ page }) => {
    await page.goto('/membership-benefits');
    const tiers = page.getByTestId('membership-tier');
    await expect(tiers).toHaveCount(3);
    await expect(tiers.locator('h2')).toHaveText(['Basic Supporter', 'Distinguished Fellow', 'Full Member']);
    for (const [i, type] of ['basic', 'full', 'distinguished'].entries()) {
      await expect(tiers.nth(i).locator('a').first()).toHaveAttribute('href', `/checkout?type=${type}`);
    }
    // Only the middle tier is the popular one.
    await expect(tiers.filter({ hasText: 'Most Popular' })).toHaveCount(1);
    await expect(tiers.nth(1)).toContainText('Most Popular');
    await expect(page.getByText('£7', { exact: true })).toHaveCount(1);
    await expect(page.getByText('£47', { exact: true })).toHaveCount(1);
    await expect(page.getByText('£147', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Benefits for Every Member' })).toBeVisible();
  });

  test('shows the application steps, fellows and event figures of the spec', async ({ page }) => {
    await page.goto('/application-process');
    await expect(page.getByTestId('application-step')).toHaveCount(5);
    for (const d of ['5-10 minutes', '30-45 minutes', '1-2 weeks', '45-60 minutes', '2-3 business days', '2-3 Weeks', '98%', '24/7']) {
      await expect(page.getByText(d, { exact: true }).first(), d).toBeVisible();
    }
    for (const h of ['Five-Step Application Journey', 'Membership Prerequisites', 'Application Timeline'])
      await expect(page.getByRole('heading', { name: h })).toBeVisible();

    await page.goto('/fellow-directory');
    await expect(page.getByTestId('fellow-stat')).toHaveText(['Active Fellows7', 'Years of Service147', 'Publications927', 'Countries23']);
    await expect(page.getByTestId('fellow-card')).toHaveCount(7);
    await expect(page.getByText('Member since 1847', { exact: false })).toHaveCount(1);
    await expect(page.locator('[data-testid="fellow-status"][data-active="false"]')).toHaveCount(2);
    await expect(page.getByText('+1 more').first()).toBeVisible();
    // Browse by Specialty: a link to the specialties, each a link to the directory's ?specialty= view.
    await page.getByRole('link', { name: 'Browse by Specialty' }).click();
    await expect(page).toHaveURL(/\/fellow-directory#specialties$/);
    await page
      .getByRole('navigation', { name: 'Browse by Specialty' })
      .getByRole('link', { name: /^Memory Palaces/ })
      .click();
    await expect(page).toHaveURL(/\/fellow-directory\?specialty=memory-palaces#fellows$/);
    await expect(page.getByTestId('fellow-card')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Fellows in Memory Palaces' })).toBeVisible();
    // Profile: the fellow's own page.
    await page.getByRole('link', { name: 'Profile: Dr Rajesh Iyer' }).click();
    await expect(page).toHaveURL(/\/fellow-directory\/rajesh-iyer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr Rajesh Iyer');
    await expect(page.getByText('Recited the Charter from memory, backwards')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Fellow Directory' }).click();
    await expect(page.getByTestId('fellow-card')).toHaveCount(7);

    await page.goto('/events-symposiums');
    await expect(page.getByTestId('event-registered')).toHaveText([
      '147/200 registered',
      '89/150 registered',
      '23/75 registered',
      '67/100 registered',
      '34/50 registered',
    ]);
    await expect(page.getByTestId('event-spots')).toHaveText([
      '53 spots left',
      '61 spots left',
      '52 spots left',
      '33 spots left',
      '16 spots left',
    ]);
    await expect(page.getByTestId('event-speakers').nth(1)).toHaveText('1 speaker: Dr Henrietta Quill');
    await expect(page.getByTestId('event-speakers').nth(0)).toHaveText(/^4 speakers, including /);
    const past = page.getByTestId('past-event');
    await expect(past).toHaveCount(3);
    const pastTexts = await past.allTextContents();
    expect(pastTexts.map((t) => /(\d\.\d)/.exec(t)?.[1])).toEqual(['4.9', '4.8', '4.7']);
    expect(pastTexts.map((t) => /(\d+) attendees/.exec(t)?.[1])).toEqual(['156', '203', '89']);
    // Add to Calendar: the server's calendar file of that event.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to Calendar: The Annual Symposium on Organic Thought' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('annual-symposium-on-organic-thought.ics');
    const ics = (await import('node:fs')).readFileSync((await file.path()) ?? '', 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nSUMMARY:The Annual Symposium on Organic Thought\r\n[\s\S]*END:VCALENDAR\r\n$/);
    // View Details: the event's own page.
    await page.getByRole('link', { name: 'View Details: Memory Palace Construction Workshop' }).click();
    await expect(page).toHaveURL(/\/events-symposiums\/memory-palace-workshop$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memory Palace Construction Workshop');
    await expect(page.getByTestId('event-spots')).toHaveText('52 spots left');
    await expect(page.getByRole('link', { name: /^Add to Calendar/ })).toHaveAttribute('href', '/calendar/memory-palace-workshop.ics');

    // Download Requirements: the printable page.
    await page.goto('/application-process');
    await page.getByRole('link', { name: 'Download Requirements' }).click();
    await expect(page).toHaveURL(/\/application-process\/requirements$/);
    await expect(page.getByTestId('requirements-step')).toHaveCount(5);
    // On screen the site's header and footer are there; printed, they are gone.
    await expect(page.locator('body > header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print Requirements' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
});
