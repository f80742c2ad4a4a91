import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, snap, useE2E } from './browser';

const e2e = useE2E();

const expectToast = (page: Page, text: string) =>
  expect.poll(async () => (await page.getByTestId('toast').allTextContents()).join(''), { timeout: 5000 }).toContain(text);

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describeBrowser('volunteer and research forms', () => {
  it('checks, submits, stores and resets a volunteer application', async () => {
    const page = await e2e.newPage();
    await page.goto('/volunteer-research');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await page.getByText('Motivation is required').count()).toBe(1);

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Age Range').selectOption('26-35');
    expect(await page.getByLabel('Age Range').locator('option').allTextContents()).toEqual(
      ['Select your age range', '18-25', '26-35', '36-45', '46-55', '56-65', '66+'],
    );
    await page.getByLabel('Availability').selectOption('Flexible/Project-based');
    await page.getByLabel('The Procrastination Algorithm').check();
    await page.getByLabel('Empathy Simulation Experiments').check();
    await page.getByLabel('Why do you wish to volunteer?').fill('To prove poetry and arithmetic are friends.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, "Application Submitted Successfully!We'll contact you within 48 hours to discuss your participation in our research.");
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('The Procrastination Algorithm').isChecked()).toBe(false);
    const row = await e2e.app.app.services.db.selectFrom('volunteer_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada Lovelace', age: '26-35', availability: 'Flexible/Project-based' });
    expect(JSON.parse(row.experiments)).toEqual(['The Procrastination Algorithm', 'Empathy Simulation Experiments']);
    await snap(page, 'volunteer-form');
  });

  it('keeps the values and says why when the server refuses', async () => {
    const page = await e2e.newPage();
    await page.route('**/trpc/public.researchForms.volunteer**', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Too many requests: please wait 30 seconds before trying again.', code: -32029, data: { httpStatus: 429 } } }) }),
    );
    await page.goto('/volunteer-research');
    await page.getByLabel('Full Name').fill('Charles');
    await page.getByLabel('Email Address').fill('charles@example.com');
    await page.getByLabel('Why do you wish to volunteer?').fill('Engines.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Submission FailedToo many requests');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Charles');
  });

  it('submits a research proposal in four sections and resets', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    await page.goto('/propose-research');
    for (const legend of ['Principal Investigator', 'Research Overview', 'Methodology', 'Ethics and Impact']) {
      await page.getByRole('group', { name: new RegExp(legend) }).waitFor();
    }
    await page.getByText('The Review Process').waitFor();
    await page.getByRole('button', { name: 'Submit Proposal' }).click();
    await page.getByText('Principal Investigator is required').waitFor();

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
    await page.getByRole('button', { name: 'Submit Proposal' }).click();
    await expectToast(page, 'Research Proposal Submitted!Your proposal will be reviewed by our Research Committee within 5-7 business days.');
    expect(await page.getByLabel('Research Title').inputValue()).toBe('');
    const row = await e2e.app.app.services.db.selectFrom('research_proposals').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Does Handwriting Improve Recall?', category: 'Memory Studies', duration: '3-6 months' });
    expect(await noSideScroll(page)).toBe(true);
  });
});

describeBrowser('Brain Arsenal', () => {
  it('filters by type, counts, quick-copies and opens an item to copy and share', async () => {
    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
    await page.goto('/brain-arsenal');
    const count = page.getByTestId('arsenal-count');
    await count.waitFor();
    const items = (await e2e.app.app.services.db.selectFrom('arsenal_items').selectAll().execute());
    expect(await count.textContent()).toBe(`${items.length} resources`);
    // Featured first.
    const firstCard = page.getByTestId('arsenal-card').first();
    expect(await firstCard.getByText('Featured').count()).toBe(1);

    await page.getByRole('button', { name: 'Prompt', exact: true }).click();
    await page.waitForURL('**/brain-arsenal?type=prompt');
    const prompts = items.filter((i) => i.type === 'prompt');
    expect(await count.textContent()).toBe(`${prompts.length} prompt resources`);
    expect(await page.getByTestId('arsenal-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-type')))).toEqual(prompts.map(() => 'prompt'));
    expect(await page.getByRole('button', { name: 'Prompt', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'arsenal-prompts');

    const socratic = prompts.find((p) => p.title === 'The Socratic Self-Interrogation')!;
    await page.getByRole('button', { name: 'Quick Copy: The Socratic Self-Interrogation' }).click();
    await expectToast(page, 'Copied to Clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(socratic.content);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await count.textContent()).toBe(`${items.length} resources`);

    await page.getByRole('link', { name: 'View & Share: The Socratic Self-Interrogation' }).click();
    await page.getByRole('heading', { name: 'The Socratic Self-Interrogation', level: 1 }).waitFor();
    expect(await page.getByTestId('arsenal-content').textContent()).toContain('Write down one belief you hold firmly');
    await page.getByText('How to use this prompt').waitFor();
    await page.getByText(socratic.sourceCredits!).waitFor();
    await page.getByRole('button', { name: 'Share Link' }).click();
    await expectToast(page, 'Link Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.baseUrl}/brain-arsenal/${socratic.id}`);
    await page.getByRole('button', { name: 'Copy All' }).click();
    await expectToast(page, 'Copied to Clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(socratic.content);
  });

  it('pretty-prints datasets, and says when an item is not found', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    const dataset = await e2e.app.app.services.db.selectFrom('arsenal_items').selectAll().where('type', '=', 'dataset').executeTakeFirstOrThrow();
    await page.goto(`/brain-arsenal/${dataset.id}`);
    await page.getByText('How to use this dataset').waitFor();
    expect(await page.getByTestId('arsenal-content').textContent()).toContain('\n  ');
    expect(await noSideScroll(page)).toBe(true);
    await page.goto('/brain-arsenal/99999');
    await page.getByRole('heading', { name: 'Arsenal item not found.' }).waitFor();
    await expectToast(page, 'Arsenal item not found.');
    await page.goto('/brain-arsenal/not-a-number');
    await page.getByRole('heading', { name: 'Arsenal item not found.' }).waitFor();
  });

  it('reports a list that fails to load', async () => {
    const page = await e2e.newPage();
    await page.route('**/trpc/public.arsenal.list**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/brain-arsenal');
    await expectToast(page, 'Failed to load Arsenal resources. Please try again.');
  });
});

describeBrowser('Intelligence Reports', () => {
  it('lists published reports in Featured and Archive, never drafts', async () => {
    const page = await e2e.newPage();
    await page.goto('/intelligence');
    await page.getByRole('heading', { name: 'Featured Intelligence' }).waitFor();
    await page.getByRole('heading', { name: 'Archive' }).waitFor();
    const db = e2e.app.app.services.db;
    const published = await db.selectFrom('intelligence_reports').select('title').where('published', '=', 1).execute();
    const draft = await db.selectFrom('intelligence_reports').select(['id', 'title']).where('published', '=', 0).executeTakeFirstOrThrow();
    expect(await page.getByTestId('report-card').count()).toBe(published.length);
    expect(await page.getByText(draft.title).count()).toBe(0);
    await snap(page, 'intelligence-list');

    await page.getByRole('link', { name: 'The Memo That Said Nothing at Great Length', exact: true }).click();
    await page.getByRole('heading', { name: 'The Memo That Said Nothing at Great Length', level: 1 }).waitFor();
    for (const heading of ['Executive Summary', 'Detailed Analysis', 'Analyst’s Note', 'Key Insights', 'Hidden Truths', 'Deception Assessment']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await page.getByText('Corporate BS').first().textContent()).toBe('Corporate BS');
    expect(await page.getByText('Bullshit Meter: 9/10').count()).toBe(1);
    expect(await page.getByText('Extreme corporate deception detected').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('deception-bar').evaluate((el) => (el as HTMLElement).style.width)).toBe('90%');
    expect(await page.getByText(/^Analysed source:/).textContent()).toContain('Unlocking Cognitive Synergy at Scale');
    expect(await page.getByRole('link', { name: /Unlocking Cognitive Synergy at Scale/ }).getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: 'See Membership Benefits' }).waitFor();

    await page.goto(`/intelligence/${draft.id}`);
    await page.getByRole('heading', { name: 'Intelligence Report Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Intelligence Reports' }).getAttribute('href')).toBe('/intelligence');
    await page.goto('/intelligence/abc');
    await page.getByRole('heading', { name: 'Intelligence Report Not Found' }).waitFor();
  });

  it('shows the skeleton while loading and the empty state with nothing published', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/trpc/public.intelligence.list**', async (route) => {
      await gate;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([{ result: { data: [] } }]) });
    });
    await page.goto('/intelligence');
    await page.getByTestId('reports-skeleton').waitFor();
    release();
    await page.getByRole('heading', { name: 'Intelligence Gathering in Progress' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
  });
});

describeBrowser('resource pages', () => {
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

  it('renders every resource page at 375 px without sideways scrolling', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [url, title] of pages) {
      await page.goto(url);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await noSideScroll(page), url).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('lists eight experiments with their statuses and links', async () => {
    const page = await e2e.newPage();
    await page.goto('/ai-experiments');
    await page.getByTestId('experiment').first().waitFor();
    expect(await page.getByTestId('experiment').count()).toBe(8);
    expect(await page.getByRole('button', { name: 'Results Pending' }).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Results Pending' }).first().isDisabled()).toBe(true);
    const hrefs = await page.getByTestId('experiment').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/reality-readiness', '/job-title-translator', '/procrastination-algorithm']);
    for (const url of ['/volunteer-research', '/propose-research']) expect(await page.locator(`a[href="${url}"]`).count()).toBe(1);
    for (const status of ['Interactive Demo', 'Ongoing Research', 'Preliminary Results', 'Data Collection', 'Completed', 'Ethics Review', 'Perpetually Delayed']) {
      expect(await page.getByText(status, { exact: true }).count(), status).toBeGreaterThan(0);
    }
  });

  it('sends each membership tier to the checkout plan of the same price', async () => {
    const page = await e2e.newPage();
    await page.goto('/membership-benefits');
    const tiers = page.getByTestId('membership-tier');
    await tiers.first().waitFor();
    expect(await tiers.count()).toBe(3);
    const read = await tiers.evaluateAll((els) => els.map((el) => [el.querySelector('h2')?.textContent, el.querySelector('a')?.getAttribute('href'), el.textContent?.includes('Most Popular')]));
    expect(read).toEqual([
      ['Basic Supporter', '/checkout?type=basic', false],
      ['Distinguished Fellow', '/checkout?type=full', true],
      ['Full Member', '/checkout?type=distinguished', false],
    ]);
    expect(await page.getByText('£7', { exact: true }).count()).toBe(1);
    expect(await page.getByText('£47', { exact: true }).count()).toBe(1);
    expect(await page.getByText('£147', { exact: true }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Benefits for Every Member' }).waitFor();
  });

  it('shows the application steps, fellows and event figures of the spec', async () => {
    const page = await e2e.newPage();
    await page.goto('/application-process');
    await page.getByTestId('application-step').first().waitFor();
    expect(await page.getByTestId('application-step').count()).toBe(5);
    for (const d of ['5-10 minutes', '30-45 minutes', '1-2 weeks', '45-60 minutes', '2-3 business days', '2-3 Weeks', '98%', '24/7']) {
      expect(await page.getByText(d, { exact: true }).count(), d).toBeGreaterThan(0);
    }
    for (const h of ['Five-Step Application Journey', 'Membership Prerequisites', 'Application Timeline']) await page.getByRole('heading', { name: h }).waitFor();

    await page.goto('/fellow-directory');
    await page.getByTestId('fellow-card').first().waitFor();
    const stats = await page.getByTestId('fellow-stat').allTextContents();
    expect(stats).toEqual(['Active Fellows7', 'Years of Service147', 'Publications927', 'Countries23']);
    expect(await page.getByTestId('fellow-card').count()).toBe(7);
    expect(await page.getByText('Member since 1847', { exact: false }).count()).toBe(1);
    expect(await page.locator('[data-testid="fellow-status"][data-active="false"]').count()).toBe(2);
    expect(await page.getByText('+1 more').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Browse by Specialty' }).click();
    await page.getByRole('button', { name: 'Memory Palaces' }).click();
    expect(await page.getByTestId('fellow-card').count()).toBe(1);

    await page.goto('/events-symposiums');
    await page.getByTestId('upcoming-event').first().waitFor();
    expect(await page.getByTestId('event-registered').allTextContents()).toEqual(
      ['147/200 registered', '89/150 registered', '23/75 registered', '67/100 registered', '34/50 registered'],
    );
    expect(await page.getByTestId('event-spots').allTextContents()).toEqual(['53 spots left', '61 spots left', '52 spots left', '33 spots left', '16 spots left']);
    expect(await page.getByTestId('event-speakers').nth(1).textContent()).toBe('1 speaker: Dr Henrietta Quill');
    expect(await page.getByTestId('event-speakers').nth(0).textContent()).toMatch(/^4 speakers, including /);
    expect(await page.getByTestId('past-event').count()).toBe(3);
    const past = await page.getByTestId('past-event').allTextContents();
    expect(past.map((t) => /(\d\.\d)/.exec(t)?.[1])).toEqual(['4.9', '4.8', '4.7']);
    expect(past.map((t) => /(\d+) attendees/.exec(t)?.[1])).toEqual(['156', '203', '89']);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to Calendar' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  });
});
