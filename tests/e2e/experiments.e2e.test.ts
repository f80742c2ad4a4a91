import fs from 'node:fs';
import path from 'node:path';
import { expect, expectToast, holdRequests, isHydrated, MOBILE, noSideScroll, type Server, snap, test } from './fixtures';

/** The first bytes of an MP4 (an ftyp box): enough to be served as video; the browser may refuse to play it. */
const TINY_MP4 = Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f326d703431', 'hex');

test.describe('JobTitleTranslator in a browser', () => {
  test('shows sample roasts, marked as examples, before any real roast exists', async ({ page }) => {
    await page.goto('/job-title-translator');
    await page.getByRole('heading', { name: 'Latest Roasts' }).scrollIntoViewIfNeeded();
    await expect(page.getByText('These are examples: no real roasts yet.')).toBeVisible();
    await expect(page.getByTestId('roast')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'See More Roasts' })).toHaveCount(0);
  });

  test('explains a blank field, translates a title, copies, shares and files an ego report', async ({ page, server }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.goto('/job-title-translator');
    const input = page.getByLabel('Your job title');
    const submit = page.getByRole('button', { name: 'Translate My Job Title' });
    await expect(submit).toBeDisabled();
    await input.fill('   ');
    await input.press('Enter');
    await expectToast(page, 'Missing Job TitlePlease enter your job title to get roasted!');

    await input.fill('  Senior Software Engineer  ');
    await submit.click();
    const result = page.getByTestId('roast-result');
    await expect(page.getByTestId('roast-original')).toHaveText('“Senior Software Engineer”');
    await expect(page.getByTestId('roast-translation')).toContainText('types secret words into the computer');
    const translation = (await page.getByTestId('roast-translation').textContent()) ?? '';

    await result.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Copied!Translation copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(translation);

    const href = (name: string) => result.getByRole('link', { name }).getAttribute('href');
    const email = (await href('Email')) ?? '';
    expect(email.startsWith(`mailto:?subject=${encodeURIComponent('JobTitleTranslator™ Roasted My Job Title!')}`)).toBe(true);
    const body = decodeURIComponent(email.split('&body=')[1]);
    expect(body).toContain('"Senior Software Engineer"');
    expect(body).toContain('Think your job title can survive the roast?');
    expect(body).toContain(`${server.baseUrl}/job-title-translator`);
    expect(body).toContain('#JobTitleTranslator #BrainAppreciationClub #CareerHumor');
    await expect(result.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/shareArticle\?mini=true&url=.+&summary=/,
    );
    await expect(result.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?text=/);
    await expect(result.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await snap(page, 'translator-result');

    await page.getByRole('button', { name: 'Submit Ego Report' }).click();
    await expectToast(page, 'Rating RequiredPlease rate your ego survival first!');
    await page.getByRole('radio', { name: /^2 of 5/ }).click();
    const mom = page.getByLabel(/What did your mom say/);
    // Said where it is typed: the reaction is published beside the roast.
    await expect(mom).toHaveAccessibleDescription(
      /Shown publicly: your rating and this reaction appear beside your roast in Latest Roasts/,
    );
    await mom.fill('x'.repeat(250));
    await expect(mom).toHaveValue('x'.repeat(200));
    await mom.fill('  She asked whether it was a real job.  ');
    await page.getByRole('button', { name: 'Submit Ego Report' }).click();
    await expectToast(page, "Ego Report Submitted!Your survival rating and mom's reaction have been recorded.");
    await expect(page.getByText('Thank you. Your ego report has been filed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Ego Report' })).toHaveCount(0);
    const report = await server.db.selectFrom('ego_reports').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(report).toMatchObject({ egoRating: 2, momReaction: 'She asked whether it was a real job.' });

    // The new roast leads the latest list, with its ego emoji matched by shareableId.
    const firstRoast = page.getByTestId('roast').first();
    await firstRoast.scrollIntoViewIfNeeded();
    await expect(firstRoast.getByTestId('roast-ego')).toHaveText('💀');
    await expect(firstRoast).toContainText('Senior Software Engineer');
    await expect(firstRoast).toContainText('Just now');

    await page.getByRole('button', { name: 'Try Another' }).click();
    await expect(page.getByTestId('roast-result')).toHaveCount(0);
    await expect(input).toHaveValue('');
  });

  test('roasts a headline part by part and reads other descriptions', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/job-title-translator');
    await page.getByRole('tab', { name: 'LinkedIn Headline' }).click();
    const headline = page.getByLabel('Your LinkedIn headline');
    await headline.fill('  ');
    await headline.press('Enter');
    await expectToast(page, 'Missing LinkedIn HeadlinePlease copy and paste your LinkedIn headline to get roasted!');
    await headline.fill('Founder @ Acme | Keynote Speaker • Dog Dad');
    await page.getByRole('button', { name: 'Roast My Headline' }).click();
    await expect(page.getByTestId('roast-translation')).toHaveText(/started a company.*Acme.*big stages.*pet/);
    expect(await noSideScroll(page)).toBe(true);
    await snap(page, 'translator-headline-375');
    await page.getByRole('button', { name: 'Read Other Job Descriptions' }).click();
    await expect(page.getByTestId('roast-result')).toHaveCount(0);
    await expect(page.locator('#latest-roasts')).toBeInViewport();
  });

  test('collapses to 4 roasts, fetches all on See More Roasts, and uses relative times', async ({ page, server }) => {
    const db = server.db;
    const now = Date.now();
    await db
      .insertInto('job_title_translations')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          originalTitle: `Old Title ${i}`,
          translation: `Old translation ${i}`,
          shareableId: `old-${i}`,
          createdAt: new Date(now - (3 + i * 30) * 60_000 - 24 * 3600_000 * (i === 11 ? 2 : 0)).toISOString(),
        })),
      )
      .execute();
    const total = (await db.selectFrom('job_title_translations').select('id').execute()).length;
    await page.goto('/job-title-translator');
    const list = page.getByTestId('roast-list');
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByTestId('roast')).toHaveCount(4);
    const all = page.waitForResponse((r) => r.url().includes('jobTitleTranslator.all'));
    await page.getByRole('button', { name: 'See More Roasts' }).click();
    expect((await all).ok()).toBe(true);
    // `all` is the 200 newest: every roast in the database.
    await expect(list.getByTestId('roast')).toHaveCount(total);
    expect(total).toBeGreaterThan(10);
    await expect(list).toContainText('3 minutes ago');
    await expect(list).toContainText('1 hour ago');
    await expect(list).toContainText(/\d+ hours ago/);
    await expect(list).toContainText('2 days ago');
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(list.getByTestId('roast')).toHaveCount(4);
  });

  test('says the translator is on a coffee break when the call fails', async ({ page }) => {
    await page.route('**/trpc/experiments.jobTitleTranslator.translate**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/job-title-translator');
    await page.getByLabel('Your job title').fill('Growth Hacker');
    await page.getByRole('button', { name: 'Translate My Job Title' }).click();
    await expectToast(page, 'Translation FailedThe JobTitleTranslator™ seems to be taking a coffee break. Please try again.');
  });
});

test.describe('Reality Readiness quiz on a fresh install (docs/decisions/045)', () => {
  // The seed's five clips, in order, and whether each is AI-generated.
  const seeded = async (server: Server) =>
    server.db.selectFrom('reality_readiness_videos').select(['videoUrl', 'isFake']).orderBy('orderPosition').orderBy('id').execute();

  test('has five clips that play', async ({ page, server }) => {
    const clips = await seeded(server);
    expect(clips).toHaveLength(5);
    await page.goto('/reality-readiness');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Video 1 of 5');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', clips[0].videoUrl);
    // Decoded and under way: the browser plays the file, not merely fetches it.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.duration > 5 && v.duration < 10)).toBe(true);
    await snap(page, 'quiz-fresh-install');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('each press posts and the server answers with the next step, up to the result', async ({ page, server }) => {
      const clips = await seeded(server);
      await page.goto('/reality-readiness');
      for (const [i, clip] of clips.entries()) {
        await expect(page.getByTestId('quiz-progress')).toHaveText(`Video ${i + 1} of 5`);
        // Every answer right but the first.
        const sayFake = i === 0 ? clip.isFake === 0 : clip.isFake === 1;
        await Promise.all([
          page.waitForURL(/\/reality-readiness#quiz$/),
          page.getByRole('button', { name: sayFake ? 'AI-Generated (Fake)' : 'Real Footage' }).click(),
        ]);
        await expect(page.getByTestId('quiz-verdict')).toContainText(i === 0 ? 'Incorrect' : 'Correct');
        await expect(page.getByTestId('quiz-score')).toHaveText(`Score: ${i}`);
        await expect(page.getByRole('button', { name: 'Real Footage' })).toBeDisabled();
        if (i === 0) await snap(page, 'quiz-no-javascript-verdict');
        await page.getByRole('button', { name: i === 4 ? 'See Results' : 'Next Video' }).click();
      }
      await expect(page.getByTestId('quiz-final-score')).toHaveText('4/5');
      await expect(page.getByTestId('quiz-badge')).toContainText('Cognitive Independence Level 1');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByTestId('quiz-progress')).toHaveText('Video 1 of 5');
      await expect(page.getByTestId('quiz-score')).toHaveText('Score: 0');
    });
  });

  test('a press before hydration is answered, and the quiz carries on with JavaScript', async ({ page, server }) => {
    const [first] = await seeded(server);
    // The page's code is held back, so the press happens before it hydrates.
    const release = await holdRequests(page, /\.js(\?|$)/);
    await page.goto('/reality-readiness', { waitUntil: 'commit' });
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/forms/quiz') && r.request().method() === 'POST'),
      page.getByRole('button', { name: first.isFake ? 'AI-Generated (Fake)' : 'Real Footage' }).click(),
    ]);
    expect(posted.status()).toBe(303);
    await expect(page.getByTestId('quiz-verdict')).toContainText('Correct');
    await release();
    const next = page.getByRole('button', { name: 'Next Video' });
    await expect.poll(() => isHydrated(next)).toBe(true);
    // Hydrated, the next press stays on the page (no post): the timer runs again.
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/forms/') && posts.push(r.url()));
    await next.click();
    await expect(page.getByTestId('quiz-progress')).toHaveText('Video 2 of 5');
    await expect(page.getByTestId('quiz-score')).toHaveText('Score: 1');
    await expect(page.getByTestId('quiz-timer')).not.toHaveText('⏱ 10s');
    expect(posts).toEqual([]);
  });
});

test.describe('Reality Readiness quiz in a browser', () => {
  test('shows the empty state with no videos', async ({ page, server }) => {
    await server.db.deleteFrom('reality_readiness_videos').execute();
    await page.goto('/reality-readiness');
    await expect(page.getByRole('heading', { name: 'No videos available yet. Check back soon!' })).toBeVisible();
    await expect(page.getByText('An administrator must upload the clips')).toHaveCount(1);
  });

  test('plays start to finish: timer, time’s up, answers, results, badge, try again', async ({ page, server }) => {
    fs.writeFileSync(path.join(server.config.uploads.dir, 'quiz-clip.mp4'), TINY_MP4);
    const answers = [true, false, true, false, false];
    await server.db
      .insertInto('reality_readiness_videos')
      .values(
        answers.map((isFake, i) => ({
          title: `Clip number ${i + 1}`,
          videoUrl: '/uploads/quiz-clip.mp4',
          isFake: isFake ? 1 : 0,
          orderPosition: i,
        })),
      )
      .execute();

    // The page's clock only moves when the test says so.
    await page.clock.install();
    await page.goto('/reality-readiness');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Video 1 of 5');
    const timer = page.getByTestId('quiz-timer');
    await expect(timer).toContainText('10s');
    await expect(timer).toHaveAttribute('data-warning', 'false');
    await expect(page.locator('video')).toHaveAttribute('src', '/uploads/quiz-clip.mp4');
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.autoplay && v.controls)).toBe(true);

    await page.clock.runFor(7000);
    await expect(timer).toContainText('3s');
    await expect(timer).toHaveAttribute('data-warning', 'true');
    await page.clock.runFor(3000);
    await expect(timer).toHaveText("Time's up!");
    await expectToast(page, "⏰ Time's up!Make your guess now!");
    await snap(page, 'quiz-times-up');

    // A guess is still accepted after the time is up.
    for (let i = 0; i < answers.length; i++) {
      if (i > 0) await expect(timer).toContainText('10s');
      await expect(page.getByTestId('quiz-progress')).toHaveText(`Video ${i + 1} of 5`);
      const right = i !== 4; // the last one answered wrongly on purpose
      const sayFake = right ? answers[i] : !answers[i];
      await page.getByRole('button', { name: sayFake ? 'AI-Generated (Fake)' : 'Real Footage' }).click();
      await expect(page.getByTestId('quiz-verdict')).toContainText(right ? 'Correct' : 'Incorrect');
      await expectToast(page, right ? '✅ Correct!' : '❌ Incorrect');
      await expect(page.getByRole('button', { name: 'Real Footage' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'AI-Generated (Fake)' })).toBeDisabled();
      await expect(page.getByTestId('quiz-score')).toHaveText(`Score: ${right ? i + 1 : 4}`);
      await expect(page.getByRole('listitem', { name: `Video ${i + 1}: ${right ? 'correct' : 'incorrect'}` })).toHaveCount(1);
      await page.getByRole('button', { name: i === 4 ? 'See Results' : 'Next Video' }).click();
    }

    await expect(page.getByTestId('quiz-final-score')).toHaveText('4/5');
    await expect(page.getByTestId('quiz-badge')).toContainText('Cognitive Independence Level 1');
    await expect(page.getByRole('link', { name: 'Get Certificate' })).toHaveAttribute('href', '/certificate');
    await expect(page.getByRole('link', { name: 'Share Results' })).toHaveAttribute('href', /twitter\.com\/intent\/tweet/);
    await expect(page.getByRole('link', { name: /More experiments/ })).toHaveAttribute('href', '/ai-experiments');
    await snap(page, 'quiz-results');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('quiz-progress')).toHaveText('Video 1 of 5');
    await expect(page.getByTestId('quiz-score')).toHaveText('Score: 0');
  });

  test('gives no certificate below the pass mark, and never sends the answers to the browser', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    // The clips come inside the served page (the server fetched them); whatever else the browser
    // is sent for the quiz, the answers are never part of it.
    const sent: Promise<string>[] = [];
    page.on('response', (r) => r.url().includes('/trpc/') && sent.push(r.text().catch(() => '')));
    const document = await page.goto('/reality-readiness');
    const html = await document!.text();
    expect(html).toContain('Clip number 1');
    expect(html).not.toMatch(/isFake/);
    await expect(page.getByTestId('quiz-progress')).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await expect(page.getByTestId('quiz-progress')).toHaveText(`Video ${i + 1} of 5`);
      await page.getByRole('button', { name: 'Real Footage' }).click();
      await expect(page.getByTestId('quiz-verdict')).toBeVisible();
      await page.getByRole('button', { name: i === 4 ? 'See Results' : 'Next Video' }).click();
    }
    await expect(page.getByTestId('quiz-final-score')).toHaveText('3/5');
    await expect(page.getByTestId('quiz-badge')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Certificate' })).toHaveCount(0);
    expect(await noSideScroll(page)).toBe(true);
    for (const body of await Promise.all(sent)) expect(body).not.toMatch(/isFake/);
  });

  // Issue 44 (docs/decisions/042): with fewer clips than the pass mark, every answer right passes.
  test('passes a perfect score on a single clip, with the badge and the certificate', async ({ page, server }) => {
    await server.db.deleteFrom('reality_readiness_videos').execute();
    await server.db
      .insertInto('reality_readiness_videos')
      .values({ title: 'The only clip', videoUrl: '/uploads/quiz-clip.mp4', isFake: 1, orderPosition: 0 })
      .execute();
    await page.goto('/reality-readiness');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Video 1 of 1');
    await page.getByRole('button', { name: 'AI-Generated (Fake)' }).click();
    await expect(page.getByTestId('quiz-verdict')).toContainText('Correct');
    await page.getByRole('button', { name: 'See Results' }).click();
    await expect(page.getByTestId('quiz-final-score')).toHaveText('1/1');
    await expect(page.getByText('The machines fooled you this time', { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('quiz-badge')).toContainText('Cognitive Independence Level 1');
    await expect(page.getByRole('link', { name: 'Get Certificate' })).toHaveAttribute('href', '/certificate');
  });
});
