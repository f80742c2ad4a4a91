import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, holdRequests, scrollToHydrated, snap, test } from './fixtures';

/**
 * Presses `button` in `form` while the requests matching `request` are held: the button then reads
 * `pendingName` and is disabled, until the request is let go.
 */
async function submitWhileHeld(page: Page, form: Locator, request: RegExp, button: string, pendingName: string) {
  const release = await holdRequests(page, request);
  await form.getByRole('button', { name: button }).click();
  const pending = form.getByRole('button', { name: pendingName });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await release();
}

/** A home-page section once it can act: it is in the served home page, its code loads as it nears the viewport. */
async function homeSection(page: Page, testId: 'support-card' | 'contact-form') {
  await page.goto('/');
  const section = page.getByTestId(testId);
  await scrollToHydrated(section);
  await expect(section).toBeVisible();
  return section;
}
const supportCard = (page: Page) => homeSection(page, 'support-card');
const contactForm = (page: Page) => homeSection(page, 'contact-form');

test.describe('the support card', () => {
  test('keeps the button disabled while empty and asks for both fields', async ({ page, server }) => {
    const shareCalls: string[] = [];
    page.on('request', (r) => r.url().includes('public.support.share') && shareCalls.push(r.url()));
    const card = await supportCard(page);
    const button = card.getByRole('button', { name: 'Show Support & Get Certificate' });
    await expect(button).toBeDisabled();
    for (const text of ['Free Support', 'LinkedIn Certificate', 'Digital Resistance'])
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.getByLabel('Email')).toHaveAttribute('type', 'email');
    await card.getByLabel('First Name').fill('Ada');
    await expect(button).toBeDisabled();
    // A name of spaces enables the button but is still empty once trimmed.
    await card.getByLabel('First Name').fill('   ');
    await card.getByLabel('Email').fill('ada@example.com');
    await expect(button).toBeEnabled();
    const before = (await server.db.selectFrom('viral_shares').select('id').execute()).length;
    await button.click();
    await expectToast(page, 'Information Required', 'Please provide your name and email to show your support.');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    // Refused in the page: nothing went to the server, nothing was stored.
    expect(shareCalls).toEqual([]);
    expect((await server.db.selectFrom('viral_shares').select('id').execute()).length).toBe(before);
    await snap(page, 'support-empty');
  });

  test('registers a supporter, then each share button opens its target and records its share', async ({ page, server }) => {
    const db = server.db;
    const card = await supportCard(page);
    await card.getByLabel('First Name').fill('Ada');
    await card.getByLabel('Email').fill('ada.support@example.com');
    await submitWhileHeld(page, card, /public\.support\.share/, 'Show Support & Get Certificate', 'Registering Support...');
    await expect(card.getByRole('heading', { name: 'Welcome to the Resistance, Ada!' })).toBeVisible();
    await expectToast(page, 'Support Registered!', 'Thank you for proudly using your organic brain! Your certification link is ready.');

    const register = await db
      .selectFrom('viral_shares')
      .selectAll()
      .where('email', '=', 'ada.support@example.com')
      .executeTakeFirstOrThrow();
    expect(register).toMatchObject({ firstName: 'Ada', shareType: 'linkedin', certificationClaimed: 1, shareAction: 'register' });
    expect(register.linkedinUrl).toMatch(
      /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&name=Certified%20Organic%20Thinking%20Advocate/,
    );

    const success = page.getByTestId('support-card');
    const twitter = success.getByRole('link', { name: /^Share on Twitter/ });
    const linkedin = success.getByRole('link', { name: /^Add LinkedIn Certificate/ });
    const email = success.getByRole('link', { name: /^Share via Email/ });
    for (const link of [twitter, linkedin, email]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const twitterUrl = new URL((await twitter.getAttribute('href'))!);
    expect(twitterUrl.origin).toBe('https://twitter.com');
    expect(twitterUrl.searchParams.get('url')).toBe(server.baseUrl);
    const linkedinUrl = new URL((await linkedin.getAttribute('href'))!);
    const now = new Date();
    expect(Object.fromEntries(linkedinUrl.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certified Organic Thinking Advocate',
      organizationName: 'The Brain Appreciation Club',
      issueYear: String(now.getFullYear()),
      issueMonth: String(now.getMonth() + 1),
      certId: expect.stringMatching(/^BAC-\d+-[\w-]{12}$/),
    });
    const certUrl = new URL(linkedinUrl.searchParams.get('certUrl')!);
    expect(certUrl.origin + certUrl.pathname).toBe(`${server.baseUrl}/certificate`);
    expect(certUrl.searchParams.get('name')).toBe('Ada');
    expect(certUrl.searchParams.get('certId')).toBe(linkedinUrl.searchParams.get('certId'));
    await expect(email).toHaveAttribute('href', /^mailto:\?subject=/);
    await snap(page, 'support-filled');

    // Clicking opens a new tab; the test keeps the tabs closed and checks the recorded shares.
    await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), true));
    for (const link of [twitter, linkedin, email]) await link.click();
    await expect
      .poll(async () => (await db.selectFrom('viral_shares').select('id').where('email', '=', 'ada.support@example.com').execute()).length)
      .toBe(4);
    const shares = await db
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

  test('opens the share target in a new tab', async ({ page }) => {
    const card = await supportCard(page);
    await card.getByLabel('First Name').fill('Grace');
    await card.getByLabel('Email').fill('grace@example.com');
    await card.getByRole('button', { name: 'Show Support & Get Certificate' }).click();
    // Keep the test offline: the microblog answers from a stub.
    await page
      .context()
      .route(/twitter\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>intent</title>' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /^Share on Twitter/ }).click();
    await expect(await popup).toHaveURL(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
  });

  test('shows Registration Failed and keeps the form when the call fails', async ({ page }) => {
    const card = await supportCard(page);
    await page.route(/public\.support\.share/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await card.getByLabel('First Name').fill('Ada');
    await card.getByLabel('Email').fill('ada@example.com');
    await card.getByRole('button', { name: 'Show Support & Get Certificate' }).click();
    await expectToast(page, 'Registration Failed', 'We regret that your support could not be recorded at this time.');
    await expect(card).toHaveAttribute('data-state', 'form');
    await expect(card.getByLabel('First Name')).toHaveValue('Ada');
  });

  test('leads to a printable certificate with the name, date and BAC- id', async ({ page }) => {
    const card = await supportCard(page);
    await card.getByLabel('First Name').fill('Charles');
    await card.getByLabel('Email').fill('charles@example.com');
    await card.getByRole('button', { name: 'Show Support & Get Certificate' }).click();
    await page.getByRole('link', { name: /View your printable certificate/ }).click();
    await expect(page).toHaveURL(/\/certificate\?/);
    await expect(page.getByRole('heading', { name: 'Certified Organic Thinking Advocate' })).toBeVisible();
    await expect(page.getByTestId('certificate-name')).toHaveText('Charles');
    await expect(page.getByTestId('certificate-id')).toHaveText(/^BAC-\d+-[\w-]{12}$/);
    await expect(page.getByRole('button', { name: 'Print Certificate' })).toBeVisible();
    await expect(page.getByTestId('certificate-genuine')).toContainText('Verified by the Club');
    const certId = await page.getByTestId('certificate-id').textContent();
    const issued = await page.locator('time').first().textContent();
    await snap(page, 'certificate');

    // The same certificate on every load (docs/decisions/043).
    await page.reload();
    await expect(page.getByTestId('certificate-id')).toHaveText(certId!);
    await expect(page.locator('time').first()).toHaveText(issued!);
    // D9: printed, the certificate stands alone, without the site's header and footer.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByTestId('certificate-id')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('body > header')).toBeVisible();

    // Another name on the same number is not genuine.
    await page.goto(`/certificate?name=Ada%20Lovelace&certId=${certId}`);
    await expect(page.getByRole('heading', { name: 'Certificate Not Genuine' })).toBeVisible();
    await expect(page.getByTestId('certificate-id')).toHaveCount(0);
    await snap(page, 'certificate-not-genuine');
  });
});

test.describe('the contact form', () => {
  test('shows field errors without sending, then submits, shows Submitting... and resets', async ({ page, server }) => {
    const submitCalls: string[] = [];
    page.on('request', (r) => r.url().includes('public.contact.submit') && submitCalls.push(r.url()));
    const form = await contactForm(page);
    await expect(form.getByLabel('Subject')).toHaveValue('General Fellowship Inquiry');
    await expect(form.getByLabel('Subject').locator('option')).toHaveText([
      'General Fellowship Inquiry',
      'Brain Appreciation Research',
      'Content Collaboration',
      'Exhibition Proposals',
      'Complaints About AI',
    ]);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Given name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    expect(submitCalls).toEqual([]);

    await form.getByLabel('Given Name').fill('Mary');
    await form.getByLabel('Email').fill('mary.contact@example.com');
    await form.getByLabel('Subject').selectOption('Complaints About AI');
    await form.getByLabel('Message').fill('A machine finished my sentence. Wrongly.');
    await submitWhileHeld(page, form, /public\.contact\.submit/, 'Submit Application', 'Submitting...');
    await expectToast(
      page,
      'Application Submitted',
      'Your fellowship application has been received. We shall review it with the utmost care.',
    );
    await expect(form.getByLabel('Given Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('General Fellowship Inquiry');
    const row = await server.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('email', '=', 'mary.contact@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Mary', subject: 'Complaints About AI', membershipType: 'associate' });
    await snap(page, 'contact');
  });

  test('keeps the values and shows Submission Failed when the call fails', async ({ page }) => {
    const form = await contactForm(page);
    await page.route(/public\.contact\.submit/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await form.getByLabel('Given Name').fill('Mary');
    await form.getByLabel('Email').fill('mary@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Submission Failed', 'We regret that your application could not be processed at this time.');
    await expect(form.getByLabel('Given Name')).toHaveValue('Mary');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });
});

test.describe('recognition, shame and club pages', () => {
  test('shows the recognition gallery, stock photo on a failed image, robot and video media', async ({ page, server }) => {
    const db = server.db;
    const inserted = await db
      .insertInto('recognition_items')
      .values([
        {
          title: 'The Faceless Award',
          company: 'Nobody Ltd',
          description: '<p>No picture at all.</p>',
          category: 'Test',
          createdAt: '2001-01-01T00:00:00.000Z',
        },
        {
          title: 'The Moving Picture Award',
          company: 'Reel Ltd',
          description: '<p>A film.</p>',
          category: 'Test',
          imageUrl: '/uploads/clip.mp4?v=2',
          createdAt: '2001-01-02T00:00:00.000Z',
        },
      ])
      .returning('id')
      .execute();
    try {
      await page.route(/\/seed\/recognition-1\.svg/, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/recognition');
      await expect(page.getByRole('heading', { name: 'AI Recognition Gallery', level: 1 })).toBeVisible();
      const cards = page.getByTestId('recognition-card');
      const medal = cards.filter({ hasText: 'The Golden Confabulation Medal' });
      await expect(medal.getByText('Featured Recognition')).toBeVisible();
      await expect(medal.getByText(/^Recognized 21 March 2025$/)).toBeVisible();
      await expect(medal.locator('img')).toHaveAttribute('src', '/placeholder-recognition.svg');
      await expect(cards.filter({ hasText: 'The Faceless Award' }).getByTestId('robot-placeholder')).toBeVisible();
      await expect(cards.filter({ hasText: 'The Moving Picture Award' }).getByTestId('recognition-video')).toHaveAttribute(
        'src',
        '/uploads/clip.mp4?v=2',
      );
      await expect(cards.filter({ hasText: 'The Faceless Award' }).getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
      await medal.getByRole('link', { name: 'The Golden Confabulation Medal' }).click();
      await expect(page).toHaveURL(/\/recognition\/\d+$/);
      await expect(page.getByRole('heading', { name: 'The Golden Confabulation Medal', level: 1 })).toBeVisible();
      await expect(page.getByText('Featured Recognition')).toBeVisible();
      await expect(page.getByRole('link', { name: /^View Website/ })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute('href', '/recognition');
    } finally {
      await db
        .deleteFrom('recognition_items')
        .where(
          'id',
          'in',
          inserted.map((r) => r.id),
        )
        .execute();
    }
  });

  test('splits the Hall of Shame into notorious and other cases and shows a detail page', async ({ page, server }) => {
    const db = server.db;
    await page.goto('/shame');
    const notorious = page.locator('section', { has: page.getByRole('heading', { name: 'Most Notorious Cases' }) });
    const others = page.locator('section', { has: page.getByRole('heading', { name: 'Additional Cases of Concern' }) });
    const featured = (await db.selectFrom('shame_items').select('id').where('featured', '=', 1).execute()).length;
    const total = (await db.selectFrom('shame_items').select('id').execute()).length;
    await expect(notorious.getByTestId('shame-card')).toHaveCount(featured);
    await expect(others.getByTestId('shame-card')).toHaveCount(total - featured);
    await notorious.getByRole('link', { name: 'View Details: The Recipe That Called for Varnish' }).click();
    await expect(page.getByRole('heading', { name: 'The Recipe That Called for Varnish', level: 1 })).toBeVisible();
    await expect(page.getByText('Most Notorious', { exact: true })).toBeVisible();
    await expect(page.getByText('Documented 8 February 2025')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documented Example' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Read the source/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Become a Fellow' })).toHaveAttribute('href', '/checkout');
  });

  test('shows each not-found state with its way back', async ({ page }) => {
    for (const path of ['/recognition/99999', '/recognition/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Recognition Item Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute('href', '/recognition');
    }
    for (const path of ['/shame/99999', '/shame/0']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Shame Item Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the Hall of Shame' })).toHaveAttribute('href', '/shame');
    }
    await snap(page, 'shame-not-found');
  });

  test('shows the static club pages with Return to Club', async ({ page }) => {
    const pages: [string, string][] = [
      ['/about', 'About the Club'],
      ['/biography', 'Professor Algernon Thistlewood'],
      ['/board-of-governors', 'Board of Governors'],
      ['/historical-charter', 'The Historical Charter'],
      ['/annual-reports', 'Annual Reports'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Club', exact: true }).first()).toHaveAttribute('href', '/');
    }
    await page.goto('/biography');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/rewritten in full, with footnotes, once the Club has received £1,000,000/)).toBeVisible();
    await page.goto('/board-of-governors');
    await expect(page.getByTestId('governor')).toHaveCount(8);
    await page.goto('/historical-charter');
    await expect(page.getByRole('heading', { name: 'Preamble' })).toBeVisible();
    await expect(page.getByTestId('charter-article')).toHaveCount(5);
    for (const n of ['I', 'II', 'III', 'IV', 'V'])
      await expect(page.getByRole('heading', { name: new RegExp(`^Article ${n}:`) })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Founding Declaration' })).toBeVisible();
    await expect(page.getByTestId('signatory')).toHaveCount(4);

    await page.goto('/annual-reports');
    const reports = page.getByTestId('annual-report');
    await expect(reports).toHaveCount(4);
    for (const year of ['2021', '2022', '2023', '2024']) {
      const report = reports.filter({ has: page.getByRole('heading', { name: new RegExp(`^${year}:`) }) });
      await expect(report.getByText('Published', { exact: true })).toBeVisible();
      await expect(report.locator('li')).toHaveCount(3);
    }
    for (const stat of ['147', '2,847', '23', '1M+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    // The alert is read and dismissed as soon as it opens.
    const alert = page.waitForEvent('dialog').then(async (dialog) => {
      const message = dialog.message();
      await dialog.dismiss();
      return message;
    });
    await reports
      .first()
      .getByRole('button', { name: /Download PDF/ })
      .click();
    expect(await alert).toMatch(/would be downloaded here.*demonstration/);
    await expect(page.getByRole('heading', { name: /2025 Report/ })).toBeVisible();
    // Subscribe to Updates: the Club's RSS feed (there is no mailing list).
    await expect(page.getByRole('link', { name: 'Subscribe to Updates' })).toHaveAttribute('href', '/feed.xml');
    expect((await page.request.get('/feed.xml')).headers()['content-type']).toMatch(/^application\/rss\+xml/);
  });
});
