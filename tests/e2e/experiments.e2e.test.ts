import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, snap, useE2E } from './browser';

const e2e = useE2E();

/** Waits until the (single) toast on screen shows the text: toasts replace one another. */
const expectToast = (page: Page, text: string) =>
  expect.poll(async () => (await page.getByTestId('toast').allTextContents()).join(''), { timeout: 5000 }).toContain(text);

/** The first bytes of an MP4 (an ftyp box): enough to be served as video; the browser may refuse to play it. */
const TINY_MP4 = Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f326d703431', 'hex');

describeBrowser('JobTitleTranslator in a browser', () => {
  it('shows sample roasts, marked as examples, before any real roast exists', async () => {
    const page = await e2e.newPage();
    await page.goto('/job-title-translator');
    await page.getByRole('heading', { name: 'Latest Roasts' }).scrollIntoViewIfNeeded();
    await page.getByText('These are examples: no real roasts yet.').waitFor();
    expect(await page.getByTestId('roast').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'See More Roasts' }).count()).toBe(0);
  });

  it('explains a blank field, translates a title, copies, shares and files an ego report', async () => {
    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
    await page.goto('/job-title-translator');
    const input = page.getByLabel('Your job title');
    const submit = page.getByRole('button', { name: 'Translate My Job Title' });
    expect(await submit.isDisabled()).toBe(true);
    await input.fill('   ');
    await input.press('Enter');
    await expectToast(page, 'Missing Job TitlePlease enter your job title to get roasted!');

    await input.fill('  Senior Software Engineer  ');
    await submit.click();
    const result = page.getByTestId('roast-result');
    await result.waitFor();
    expect(await page.getByTestId('roast-original').textContent()).toBe('“Senior Software Engineer”');
    const translation = (await page.getByTestId('roast-translation').textContent()) ?? '';
    expect(translation).toContain('types secret words into the computer');

    await result.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Copied!Translation copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(translation);

    const href = (name: string) => result.getByRole('link', { name }).getAttribute('href');
    const email = (await href('Email')) ?? '';
    expect(email.startsWith(`mailto:?subject=${encodeURIComponent('JobTitleTranslator™ Roasted My Job Title!')}`)).toBe(true);
    const body = decodeURIComponent(email.split('&body=')[1]);
    expect(body).toContain('"Senior Software Engineer"');
    expect(body).toContain('Think your job title can survive the roast?');
    expect(body).toContain(`${e2e.baseUrl}/job-title-translator`);
    expect(body).toContain('#JobTitleTranslator #BrainAppreciationClub #CareerHumor');
    expect(await href('LinkedIn')).toMatch(/^https:\/\/www\.linkedin\.com\/shareArticle\?mini=true&url=.+&summary=/);
    expect(await href('Twitter')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
    expect(await href('WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await snap(page, 'translator-result');

    await page.getByRole('button', { name: 'Submit Ego Report' }).click();
    await expectToast(page, 'Rating RequiredPlease rate your ego survival first!');
    await page.getByRole('radio', { name: /^2 of 5/ }).click();
    const mom = page.getByLabel(/What did your mom say/);
    await mom.fill('x'.repeat(250));
    expect((await mom.inputValue()).length).toBe(200);
    await mom.fill('  She asked whether it was a real job.  ');
    await page.getByRole('button', { name: 'Submit Ego Report' }).click();
    await expectToast(page, "Ego Report Submitted!Your survival rating and mom's reaction have been recorded.");
    await page.getByText('Thank you. Your ego report has been filed').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Ego Report' }).count()).toBe(0);
    const db = e2e.app.app.services.db;
    const report = await db.selectFrom('ego_reports').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(report).toMatchObject({ egoRating: 2, momReaction: 'She asked whether it was a real job.' });

    // The new roast leads the latest list, with its ego emoji matched by shareableId.
    const firstRoast = page.getByTestId('roast').first();
    await firstRoast.scrollIntoViewIfNeeded();
    await firstRoast.getByTestId('roast-ego').waitFor();
    expect(await firstRoast.textContent()).toContain('Senior Software Engineer');
    expect(await firstRoast.getByTestId('roast-ego').textContent()).toBe('💀');
    expect(await firstRoast.textContent()).toContain('Just now');

    await page.getByRole('button', { name: 'Try Another' }).click();
    expect(await page.getByTestId('roast-result').count()).toBe(0);
    expect(await input.inputValue()).toBe('');
  });

  it('roasts a headline part by part and reads other descriptions', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    await page.goto('/job-title-translator');
    await page.getByRole('tab', { name: 'LinkedIn Headline' }).click();
    const headline = page.getByLabel('Your LinkedIn headline');
    await headline.fill('  ');
    await headline.press('Enter');
    await expectToast(page, 'Missing LinkedIn HeadlinePlease copy and paste your LinkedIn headline to get roasted!');
    await headline.fill('Founder @ Acme | Keynote Speaker • Dog Dad');
    await page.getByRole('button', { name: 'Roast My Headline' }).click();
    await page.getByTestId('roast-result').waitFor();
    expect(await page.getByTestId('roast-translation').textContent()).toMatch(/started a company.*Acme.*big stages.*pet/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, 'translator-headline-375');
    await page.getByRole('button', { name: 'Read Other Job Descriptions' }).click();
    expect(await page.getByTestId('roast-result').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.getElementById('latest-roasts')!.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });

  it('collapses to 4 roasts, fetches all on See More Roasts, and uses relative times', async () => {
    const db = e2e.app.app.services.db;
    const now = Date.now();
    await db.insertInto('job_title_translations').values(
      Array.from({ length: 12 }, (_, i) => ({
        originalTitle: `Old Title ${i}`,
        translation: `Old translation ${i}`,
        shareableId: `old-${i}`,
        createdAt: new Date(now - (3 + i * 30) * 60_000 - 24 * 3600_000 * (i === 11 ? 2 : 0)).toISOString(),
      })),
    ).execute();
    const page = await e2e.newPage();
    await page.goto('/job-title-translator');
    const list = page.getByTestId('roast-list');
    await list.scrollIntoViewIfNeeded();
    await list.waitFor();
    expect(await list.getByTestId('roast').count()).toBe(4);
    const allRequest = page.waitForRequest((r) => r.url().includes('jobTitleTranslator.all'));
    await page.getByRole('button', { name: 'See More Roasts' }).click();
    await allRequest;
    await expect.poll(() => list.getByTestId('roast').count()).toBeGreaterThan(10);
    const text = (await list.textContent()) ?? '';
    expect(text).toContain('3 minutes ago');
    expect(text).toContain('1 hour ago');
    expect(text).toMatch(/\d+ hours ago/);
    expect(text).toContain('2 days ago');
    await page.getByRole('button', { name: 'Show Less' }).click();
    expect(await list.getByTestId('roast').count()).toBe(4);
  });

  it('says the translator is on a coffee break when the call fails', async () => {
    const page = await e2e.newPage();
    await page.route('**/trpc/experiments.jobTitleTranslator.translate**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/job-title-translator');
    await page.getByLabel('Your job title').fill('Growth Hacker');
    await page.getByRole('button', { name: 'Translate My Job Title' }).click();
    await expectToast(page, 'Translation FailedThe JobTitleTranslator™ seems to be taking a coffee break. Please try again.');
  });
});

describeBrowser('Reality Readiness quiz in a browser', () => {
  it('shows the empty state with no videos', async () => {
    const page = await e2e.newPage();
    await page.goto('/reality-readiness');
    await page.getByRole('heading', { name: 'No videos available yet. Check back soon!' }).waitFor();
    expect(await page.getByText('An administrator must upload the clips').count()).toBe(1);
  });

  it('plays start to finish: timer, time’s up, answers, results, badge, try again', async () => {
    fs.writeFileSync(path.join(e2e.app.config.uploads.dir, 'quiz-clip.mp4'), TINY_MP4);
    const answers = [true, false, true, false, false];
    await e2e.app.app.services.db.insertInto('reality_readiness_videos').values(
      answers.map((isFake, i) => ({ title: `Clip number ${i + 1}`, videoUrl: '/uploads/quiz-clip.mp4', isFake: isFake ? 1 : 0, orderPosition: i })),
    ).execute();

    const page = await e2e.newPage();
    await page.clock.install();
    await page.goto('/reality-readiness');
    await page.getByTestId('quiz-progress').waitFor();
    expect(await page.getByTestId('quiz-progress').textContent()).toBe('Video 1 of 5');
    const timer = page.getByTestId('quiz-timer');
    expect(await timer.textContent()).toContain('10s');
    expect(await timer.getAttribute('data-warning')).toBe('false');
    expect(await page.locator('video').getAttribute('src')).toBe('/uploads/quiz-clip.mp4');
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.autoplay && v.controls)).toBe(true);

    await page.clock.runFor(7000);
    expect(await timer.textContent()).toContain('3s');
    expect(await timer.getAttribute('data-warning')).toBe('true');
    await page.clock.runFor(3000);
    expect(await timer.textContent()).toBe("Time's up!");
    await expectToast(page, "⏰ Time's up!Make your guess now!");
    await snap(page, 'quiz-times-up');

    // A guess is still accepted after the time is up.
    for (let i = 0; i < answers.length; i++) {
      if (i > 0) expect(await timer.textContent()).toContain('10s');
      const right = i !== 4; // the last one answered wrongly on purpose
      const sayFake = right ? answers[i] : !answers[i];
      await page.getByRole('button', { name: sayFake ? 'AI-Generated (Fake)' : 'Real Footage' }).click();
      const verdict = page.getByTestId('quiz-verdict');
      await verdict.waitFor();
      expect(await verdict.textContent()).toContain(right ? 'Correct' : 'Incorrect');
      await expectToast(page, right ? '✅ Correct!' : '❌ Incorrect');
      expect(await page.getByRole('button', { name: 'Real Footage' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'AI-Generated (Fake)' }).isDisabled()).toBe(true);
      expect(await page.getByTestId('quiz-score').textContent()).toBe(`Score: ${right ? i + 1 : 4}`);
      expect(await page.getByRole('listitem', { name: `Video ${i + 1}: ${right ? 'correct' : 'incorrect'}` }).count()).toBe(1);
      await page.getByRole('button', { name: i === 4 ? 'See Results' : 'Next Video' }).click();
    }

    await page.getByTestId('quiz-final-score').waitFor();
    expect(await page.getByTestId('quiz-final-score').textContent()).toBe('4/5');
    expect(await page.getByTestId('quiz-badge').textContent()).toContain('Cognitive Independence Level 1');
    expect(await page.getByRole('link', { name: 'Get Certificate' }).getAttribute('href')).toBe('/certificate');
    expect(await page.getByRole('link', { name: 'Share Results' }).getAttribute('href')).toContain('twitter.com/intent/tweet');
    expect(await page.getByRole('link', { name: /More experiments/ }).getAttribute('href')).toBe('/ai-experiments');
    await snap(page, 'quiz-results');

    await page.getByRole('button', { name: 'Try Again' }).click();
    expect(await page.getByTestId('quiz-progress').textContent()).toBe('Video 1 of 5');
    expect(await page.getByTestId('quiz-score').textContent()).toBe('Score: 0');
  });

  it('gives no certificate below the pass mark, and never sends the answers to the browser', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    const bodies: string[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('realityReadiness.videos')) bodies.push(await r.text());
    });
    await page.goto('/reality-readiness');
    await page.getByTestId('quiz-progress').waitFor();
    expect(bodies.join('')).not.toMatch(/isFake/);
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: 'Real Footage' }).click();
      await page.getByTestId('quiz-verdict').waitFor();
      await page.getByRole('button', { name: i === 4 ? 'See Results' : 'Next Video' }).click();
    }
    expect(await page.getByTestId('quiz-final-score').textContent()).toBe('3/5');
    expect(await page.getByTestId('quiz-badge').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Get Certificate' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
