import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, snap, useE2E } from './browser';

const e2e = useE2E();
const db = () => e2e.app.app.services.db;

async function supportCard(page: Page) {
  await page.goto('/');
  await page.locator('#support').scrollIntoViewIfNeeded();
  const card = page.getByTestId('support-card');
  await card.waitFor();
  return card;
}

async function contactForm(page: Page) {
  await page.goto('/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByTestId('contact-form');
  await form.waitFor();
  return form;
}

/** Holds matching requests until `release()`; lets a test see the pending state. */
async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const toastText = async (page: Page) => {
  const toast = page.getByTestId('toast');
  await toast.waitFor();
  return toast.textContent();
};

describeBrowser('the support card', () => {
  it('keeps the button disabled while empty and asks for both fields', async () => {
    const page = await e2e.newPage();
    const card = await supportCard(page);
    const button = card.getByRole('button', { name: 'Show Support & Get Certificate' });
    expect(await button.isDisabled()).toBe(true);
    for (const text of ['Free Support', 'LinkedIn Certificate', 'Digital Resistance']) await card.getByText(text, { exact: true }).waitFor();
    expect(await card.getByLabel('Email').getAttribute('type')).toBe('email');
    await card.getByLabel('First Name').fill('Ada');
    expect(await button.isDisabled()).toBe(true);
    // A name of spaces enables the button but is still empty once trimmed.
    await card.getByLabel('First Name').fill('   ');
    await card.getByLabel('Email').fill('ada@example.com');
    expect(await button.isDisabled()).toBe(false);
    const before = (await db().selectFrom('viral_shares').select('id').execute()).length;
    await button.click();
    const text = await toastText(page);
    expect(text).toContain('Information Required');
    expect(text).toContain('Please provide your name and email to show your support.');
    expect(await page.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect((await db().selectFrom('viral_shares').select('id').execute()).length).toBe(before);
    await snap(page, 'showcase-support-empty');
  });

  it('registers a supporter, then each share button opens its target and records its share', async () => {
    const page = await e2e.newPage();
    const card = await supportCard(page);
    await card.getByLabel('First Name').fill('Ada');
    await card.getByLabel('Email').fill('ada.support@example.com');
    const release = await holdRequests(page, /public\.support\.share/);
    await card.getByRole('button', { name: 'Show Support & Get Certificate' }).click();
    const pending = card.getByRole('button', { name: 'Registering Support...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await card.getByRole('heading', { name: 'Welcome to the Resistance, Ada!' }).waitFor();
    const text = await toastText(page);
    expect(text).toContain('Support Registered!');
    expect(text).toContain('Thank you for proudly using your organic brain! Your certification link is ready.');

    const register = await db().selectFrom('viral_shares').selectAll().where('email', '=', 'ada.support@example.com').executeTakeFirstOrThrow();
    expect(register).toMatchObject({ firstName: 'Ada', shareType: 'linkedin', certificationClaimed: 1, shareAction: 'register' });
    expect(register.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&name=Certified%20Organic%20Thinking%20Advocate/);

    const success = page.getByTestId('support-card');
    const twitter = success.getByRole('link', { name: /^Share on Twitter/ });
    const linkedin = success.getByRole('link', { name: /^Add LinkedIn Certificate/ });
    const email = success.getByRole('link', { name: /^Share via Email/ });
    for (const link of [twitter, linkedin, email]) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const twitterUrl = new URL((await twitter.getAttribute('href'))!);
    expect(twitterUrl.origin).toBe('https://twitter.com');
    expect(twitterUrl.searchParams.get('url')).toBe(e2e.baseUrl);
    const linkedinUrl = new URL((await linkedin.getAttribute('href'))!);
    const now = new Date();
    expect(Object.fromEntries(linkedinUrl.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certified Organic Thinking Advocate',
      organizationName: 'The Brain Appreciation Club',
      issueYear: String(now.getFullYear()),
      issueMonth: String(now.getMonth() + 1),
      certId: expect.stringMatching(/^BAC-\d+$/),
    });
    const certUrl = new URL(linkedinUrl.searchParams.get('certUrl')!);
    expect(certUrl.origin + certUrl.pathname).toBe(`${e2e.baseUrl}/certificate`);
    expect(certUrl.searchParams.get('name')).toBe('Ada');
    expect(certUrl.searchParams.get('certId')).toBe(linkedinUrl.searchParams.get('certId'));
    expect(await email.getAttribute('href')).toMatch(/^mailto:\?subject=/);
    await snap(page, 'showcase-support-filled');

    // Clicking opens a new tab; the test keeps the tabs closed and checks the recorded shares.
    await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), true));
    for (const link of [twitter, linkedin, email]) await link.click();
    await expect
      .poll(async () => (await db().selectFrom('viral_shares').select('id').where('email', '=', 'ada.support@example.com').execute()).length)
      .toBe(4);
    const shares = await db()
      .selectFrom('viral_shares')
      .select(['shareType', 'certificationClaimed', 'shareAction', 'linkedinUrl'])
      .where('email', '=', 'ada.support@example.com')
      .where('shareAction', '=', 'share')
      .orderBy('id')
      .execute();
    expect(shares.map((s) => [s.shareType, s.certificationClaimed, s.linkedinUrl !== null])).toEqual([
      ['twitter', 0, false],
      ['linkedin', 1, true],
      ['email', 0, false],
    ]);
  });

  it('opens the share target in a new tab', async () => {
    const page = await e2e.newPage();
    const card = await supportCard(page);
    await card.getByLabel('First Name').fill('Grace');
    await card.getByLabel('Email').fill('grace@example.com');
    await card.getByRole('button', { name: 'Show Support & Get Certificate' }).click();
    // Keep the test offline: the microblog answers from a stub.
    await page.context().route(/twitter\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>intent</title>' }));
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /^Share on Twitter/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
  });

  it('shows Registration Failed and keeps the form when the call fails', async () => {
    const page = await e2e.newPage();
    const card = await supportCard(page);
    await page.route(/public\.support\.share/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await card.getByLabel('First Name').fill('Ada');
    await card.getByLabel('Email').fill('ada@example.com');
    await card.getByRole('button', { name: 'Show Support & Get Certificate' }).click();
    const text = await toastText(page);
    expect(text).toContain('Registration Failed');
    expect(text).toContain('We regret that your support could not be recorded at this time.');
    expect(await card.getAttribute('data-state')).toBe('form');
    expect(await card.getByLabel('First Name').inputValue()).toBe('Ada');
  });

  it('leads to a printable certificate with the name, date and BAC- id', async () => {
    const page = await e2e.newPage();
    const card = await supportCard(page);
    await card.getByLabel('First Name').fill('Charles');
    await card.getByLabel('Email').fill('charles@example.com');
    await card.getByRole('button', { name: 'Show Support & Get Certificate' }).click();
    await page.getByRole('link', { name: /View your printable certificate/ }).click();
    await page.waitForURL(/\/certificate\?/);
    await page.getByRole('heading', { name: 'Certified Organic Thinking Advocate' }).waitFor();
    expect(await page.getByTestId('certificate-name').textContent()).toBe('Charles');
    expect(await page.getByTestId('certificate-id').textContent()).toMatch(/^BAC-\d+$/);
    await page.getByRole('button', { name: 'Print Certificate' }).waitFor();

    await page.goto('/certificate?name=Ada%20Lovelace&certId=BAC-1741003500000');
    expect(await page.getByTestId('certificate-name').textContent()).toBe('Ada Lovelace');
    expect(await page.getByTestId('certificate-id').textContent()).toBe('BAC-1741003500000');
    await page.getByText('3 March 2025').waitFor();
    await snap(page, 'showcase-certificate');
  });
});

describeBrowser('the contact form', () => {
  it('shows field errors without sending, then submits, shows Submitting... and resets', async () => {
    const page = await e2e.newPage();
    const form = await contactForm(page);
    expect(await form.getByLabel('Subject').inputValue()).toBe('General Fellowship Inquiry');
    expect(await form.getByLabel('Subject').locator('option').allTextContents()).toEqual([
      'General Fellowship Inquiry',
      'Brain Appreciation Research',
      'Content Collaboration',
      'Exhibition Proposals',
      'Complaints About AI',
    ]);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('Given name is required').waitFor();
    await form.getByText('Email is required').waitFor();
    await form.getByText('Message is required').waitFor();

    await form.getByLabel('Given Name').fill('Mary');
    await form.getByLabel('Email').fill('mary.contact@example.com');
    await form.getByLabel('Subject').selectOption('Complaints About AI');
    await form.getByLabel('Message').fill('A machine finished my sentence. Wrongly.');
    const release = await holdRequests(page, /public\.contact\.submit/);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const pending = form.getByRole('button', { name: 'Submitting...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    const text = await toastText(page);
    expect(text).toContain('Application Submitted');
    expect(text).toContain('Your fellowship application has been received. We shall review it with the utmost care.');
    expect(await form.getByLabel('Given Name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(await form.getByLabel('Subject').inputValue()).toBe('General Fellowship Inquiry');
    const row = await db().selectFrom('membership_applications').selectAll().where('email', '=', 'mary.contact@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Mary', subject: 'Complaints About AI', membershipType: 'associate' });
    await snap(page, 'showcase-contact');
  });

  it('keeps the values and shows Submission Failed when the call fails', async () => {
    const page = await e2e.newPage();
    const form = await contactForm(page);
    await page.route(/public\.contact\.submit/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await form.getByLabel('Given Name').fill('Mary');
    await form.getByLabel('Email').fill('mary@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const text = await toastText(page);
    expect(text).toContain('Submission Failed');
    expect(text).toContain('We regret that your application could not be processed at this time.');
    expect(await form.getByLabel('Given Name').inputValue()).toBe('Mary');
    expect(await form.getByLabel('Message').inputValue()).toBe('Hello');
  });
});

describeBrowser('recognition, shame and club pages', () => {
  it('shows the recognition gallery, stock photo on a failed image, robot and video media', async () => {
    const inserted = await db()
      .insertInto('recognition_items')
      .values([
        { title: 'The Faceless Award', company: 'Nobody Ltd', description: '<p>No picture at all.</p>', category: 'Test', createdAt: '2001-01-01T00:00:00.000Z' },
        { title: 'The Moving Picture Award', company: 'Reel Ltd', description: '<p>A film.</p>', category: 'Test', imageUrl: '/uploads/clip.mp4?v=2', createdAt: '2001-01-02T00:00:00.000Z' },
      ])
      .returning('id')
      .execute();
    try {
      const page = await e2e.newPage();
      await page.route(/\/seed\/recognition-1\.svg/, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/recognition');
      await page.getByRole('heading', { name: 'AI Recognition Gallery', level: 1 }).waitFor();
      const cards = page.getByTestId('recognition-card');
      await cards.first().waitFor();
      const medal = cards.filter({ hasText: 'The Golden Confabulation Medal' });
      await medal.getByText('Featured Recognition').waitFor();
      await medal.getByText(/^Recognized 21 March 2025$/).waitFor();
      await expect.poll(() => medal.locator('img').getAttribute('src')).toBe('/placeholder-recognition.svg');
      await cards.filter({ hasText: 'The Faceless Award' }).getByTestId('robot-placeholder').waitFor();
      expect(await cards.filter({ hasText: 'The Moving Picture Award' }).getByTestId('recognition-video').getAttribute('src')).toBe('/uploads/clip.mp4?v=2');
      expect(await cards.filter({ hasText: 'The Faceless Award' }).getByRole('link', { name: /Visit Website/ }).count()).toBe(0);
      await cards.filter({ hasText: 'The Golden Confabulation Medal' }).getByRole('link', { name: 'The Golden Confabulation Medal' }).click();
      await page.waitForURL(/\/recognition\/\d+$/);
      await page.getByRole('heading', { name: 'The Golden Confabulation Medal', level: 1 }).waitFor();
      await page.getByText('Featured Recognition').waitFor();
      expect(await page.getByRole('link', { name: /^View Website/ }).getAttribute('target')).toBe('_blank');
      expect(await page.getByRole('link', { name: '← Back to Gallery' }).getAttribute('href')).toBe('/recognition');
    } finally {
      await db().deleteFrom('recognition_items').where('id', 'in', inserted.map((r) => r.id)).execute();
    }
  });

  it('splits the Hall of Shame into notorious and other cases and shows a detail page', async () => {
    const page = await e2e.newPage();
    await page.goto('/shame');
    const notorious = page.locator('section', { has: page.getByRole('heading', { name: 'Most Notorious Cases' }) });
    const others = page.locator('section', { has: page.getByRole('heading', { name: 'Additional Cases of Concern' }) });
    await notorious.getByTestId('shame-card').first().waitFor();
    const featured = (await db().selectFrom('shame_items').select('id').where('featured', '=', 1).execute()).length;
    const total = (await db().selectFrom('shame_items').select('id').execute()).length;
    expect(await notorious.getByTestId('shame-card').count()).toBe(featured);
    expect(await others.getByTestId('shame-card').count()).toBe(total - featured);
    await notorious.getByRole('link', { name: 'View Details: The Recipe That Called for Varnish' }).click();
    await page.getByRole('heading', { name: 'The Recipe That Called for Varnish', level: 1 }).waitFor();
    await page.getByText('Most Notorious', { exact: true }).waitFor();
    await page.getByText('Documented 8 February 2025').waitFor();
    await page.getByRole('heading', { name: 'Documented Example' }).waitFor();
    expect(await page.getByRole('link', { name: /Read the source/ }).getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Become a Fellow' }).getAttribute('href')).toBe('/checkout');
  });

  it('shows each not-found state with its way back', async () => {
    const page = await e2e.newPage();
    for (const path of ['/recognition/99999', '/recognition/abc']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Recognition Item Not Found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Gallery' }).getAttribute('href')).toBe('/recognition');
    }
    for (const path of ['/shame/99999', '/shame/0']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Shame Item Not Found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to the Hall of Shame' }).getAttribute('href')).toBe('/shame');
    }
    await snap(page, 'showcase-shame-not-found');
  });

  it('shows the static club pages with Return to Club', async () => {
    const page = await e2e.newPage();
    const pages: [string, string][] = [
      ['/about', 'About the Club'],
      ['/biography', 'Professor Algernon Thistlewood'],
      ['/board-of-governors', 'Board of Governors'],
      ['/historical-charter', 'The Historical Charter'],
      ['/annual-reports', 'Annual Reports'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Return to Club', exact: true }).getAttribute('href')).toBe('/');
    }
    await page.goto('/biography');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(/rewritten in full, with footnotes, once the Club has received £1,000,000/).waitFor();
    await page.goto('/board-of-governors');
    await page.getByTestId('governor').first().waitFor();
    expect(await page.getByTestId('governor').count()).toBe(8);
    await page.goto('/historical-charter');
    await page.getByRole('heading', { name: 'Preamble' }).waitFor();
    expect(await page.getByTestId('charter-article').allTextContents()).toHaveLength(5);
    for (const n of ['I', 'II', 'III', 'IV', 'V']) await page.getByRole('heading', { name: new RegExp(`^Article ${n}:`) }).waitFor();
    await page.getByRole('heading', { name: 'The Founding Declaration' }).waitFor();
    expect(await page.getByTestId('signatory').count()).toBe(4);

    await page.goto('/annual-reports');
    const reports = page.getByTestId('annual-report');
    await reports.first().waitFor();
    expect(await reports.count()).toBe(4);
    for (const year of ['2021', '2022', '2023', '2024']) {
      const report = reports.filter({ has: page.getByRole('heading', { name: new RegExp(`^${year}:`) }) });
      await report.getByText('Published', { exact: true }).waitFor();
      expect(await report.locator('li').count()).toBe(3);
    }
    for (const stat of ['147', '2,847', '23', '1M+']) await page.getByText(stat, { exact: true }).waitFor();
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await reports.first().getByRole('button', { name: /Download PDF/ }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toMatch(/would be downloaded here.*demonstration/);
    await page.getByRole('heading', { name: /2025 Report/ }).waitFor();
    await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
    expect(new URL(page.url()).pathname).toBe('/annual-reports');
  });
});
