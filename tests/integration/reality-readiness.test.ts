import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useUploadTestApp } from '../helpers/upload-app';
import { createTestApp, injectJson, type TestApp, useTestApp } from '../helpers/test-app';
import { quizClips } from '../../db/seeds/quiz-clips';
import { expectIssueAt } from '../helpers/field-error';
import { mp4Bytes, PNG_BYTES, quizVideoFields, quizVideoFile } from '../helpers/upload-fixtures';
import { errorOutput } from '~/shared/schemas/answers';
import { videoUploadedOutput } from '~/shared/schemas/reality-readiness';

// The public quiz block below runs first, so its 'no videos' check on this app happens before the
// admin video tests add any.
const { t, admin, asAdmin, filesOnDisk } = useUploadTestApp();
// This app is seeded: the tests below start from a quiz with no clips (the seed's are tested at the end).
beforeAll(async () => {
  await t.app.services.db.deleteFrom('reality_readiness_videos').execute();
});

describe('reality readiness quiz (D12)', () => {
  let quiz: TestApp;
  beforeAll(async () => {
    quiz = await createTestApp({ rateLimitWritesPerMinute: 1000, seed: false });
    fs.writeFileSync(
      path.join(quiz.config.uploads.dir, 'clip.mp4'),
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    );
    await quiz.app.services.db
      .insertInto('reality_readiness_videos')
      .values([
        { title: 'Second real clip', videoUrl: '/uploads/clip.mp4', isFake: 0, orderPosition: 2 },
        { title: 'First fake clip', videoUrl: '/uploads/clip.mp4', isFake: 1, orderPosition: 1 },
        { title: 'Another at position 2', videoUrl: '/uploads/clip.mp4', isFake: 1, orderPosition: 2 },
      ])
      .execute();
  });
  afterAll(() => quiz.close());

  it('lists videos by orderPosition then id, with id, title and videoUrl only', async () => {
    const res = await injectJson(quiz.app, 'GET', '/api/experiments/reality-readiness/videos');
    expect(res.status).toBe(200);
    expect(res.json.map((v: { title: string }) => v.title)).toEqual(['First fake clip', 'Second real clip', 'Another at position 2']);
    for (const v of res.json) expect(Object.keys(v).sort()).toEqual(['id', 'title', 'videoUrl']);
    expect((await quiz.app.inject({ method: 'GET', url: res.json[0].videoUrl })).statusCode).toBe(200);
  });

  it('checks guesses on the server', async () => {
    const [fake, real] = (await injectJson(quiz.app, 'GET', '/api/experiments/reality-readiness/videos')).json;
    // [video, the guess "it is fake", is it right, what the message says]
    const cases = [
      [fake, true, true, 'AI-generated'],
      [fake, false, false, 'AI-generated'],
      [real, false, true, 'genuine footage'],
      [real, true, false, 'real footage'],
    ] as const;
    for (const [video, guess, correct, message] of cases) {
      const res = await injectJson(quiz.app, 'POST', '/api/experiments/reality-readiness/guess', { videoId: video.id, guess });
      expect(res).toMatchObject({ status: 200, json: { correct, message: expect.stringContaining(message) } });
    }
  });

  it.each([
    [{ videoId: 1 }, 'guess'],
    [{ videoId: 1, guess: 'true' }, 'guess'],
    [{ guess: true }, 'videoId'],
    [{ videoId: 'abc', guess: true }, 'videoId'],
    [{ videoId: -3, guess: true }, 'videoId'],
  ])('rejects a bad guess (%#) with a 400 naming %s', async (body, field) => {
    const res = await injectJson(quiz.app, 'POST', '/api/experiments/reality-readiness/guess', body);
    expectIssueAt(res, field);
  });

  it('answers 404 for a guess about a missing video', async () => {
    const res = await injectJson(quiz.app, 'POST', '/api/experiments/reality-readiness/guess', { videoId: 9999, guess: true });
    expect(res).toMatchObject({ status: 404, json: { error: 'Video not found' } });
  });

  it('answers an empty list when no videos exist', async () => {
    expect((await injectJson(t.app, 'GET', '/api/experiments/reality-readiness/videos')).json).toEqual([]);
  });

  it('works through tRPC too', async () => {
    const res = await injectJson(quiz.app, 'GET', '/trpc/experiments.realityReadiness.videos');
    expect(res.status).toBe(200);
    expect(res.json.result.data).toHaveLength(3);
    const bad = await injectJson(quiz.app, 'POST', '/trpc/experiments.jobTitleTranslator.translate', { jobTitle: '' });
    expect(bad.status).toBe(400);
  });
});

describe('quiz videos: POST /api/admin/reality-readiness/videos', () => {
  it('stores the video and lists it; the public quiz data has it; delete removes the file', async () => {
    const res = await asAdmin('/api/admin/reality-readiness/videos', [...quizVideoFields(), quizVideoFile()]);
    expect(res.statusCode).toBe(201);
    const created = videoUploadedOutput.parse(res.json());
    expect(created).toMatchObject({
      title: 'Cat plays piano',
      isFake: true,
      orderPosition: 0,
      videoUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.mp4$/),
    });
    const file = created.videoUrl.replace('/uploads/', '');
    expect(filesOnDisk()).toContain(file);

    // Fields after the file work too.
    const second = await asAdmin('/api/admin/reality-readiness/videos', [
      quizVideoFile(),
      ...quizVideoFields({ title: 'Real sunset', isFake: 'false', orderPosition: '1' }),
    ]);
    expect(second.json()).toMatchObject({ isFake: false, orderPosition: 1 });

    const list = await admin('GET', '/api/admin/reality-readiness/videos');
    expect(list.json.map((v: { title: string }) => v.title)).toEqual(['Cat plays piano', 'Real sunset']);

    const del = await admin('DELETE', `/api/admin/reality-readiness/videos/${created.id}`);
    expect(del.json.message).toBe('Video deleted successfully');
    expect(filesOnDisk()).not.toContain(file);
  });

  it('validates the fields with the spec messages and keeps nothing', async () => {
    const before = filesOnDisk();
    const res = await asAdmin('/api/admin/reality-readiness/videos', [
      ...quizVideoFields({ title: ' ', isFake: 'maybe', orderPosition: '-1' }),
      quizVideoFile(),
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOutput.parse(res.json()).issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'isFake', message: "isFake must be 'true' or 'false'" },
        { path: 'orderPosition', message: 'Order must be 0 or greater' },
      ]),
    );
    const noFile = await asAdmin('/api/admin/reality-readiness/videos', quizVideoFields());
    expect(noFile.statusCode).toBe(400);
    expect(errorOutput.parse(noFile.json()).issues).toEqual([{ path: 'video', message: 'Please select a video file' }]);
    const emptyFile = await asAdmin('/api/admin/reality-readiness/videos', [...quizVideoFields(), quizVideoFile(Buffer.alloc(0), '')]);
    expect(errorOutput.parse(emptyFile.json()).issues).toEqual([{ path: 'video', message: 'Please select a video file' }]);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a PNG named .mp4 (415) and a video over the limit (413), keeping nothing', async () => {
    const before = filesOnDisk();
    const lying = await asAdmin('/api/admin/reality-readiness/videos', [...quizVideoFields(), quizVideoFile(PNG_BYTES, 'movie.mp4')]);
    expect(lying.statusCode).toBe(415);
    expect(errorOutput.parse(lying.json()).error).toMatch(/MP4, WebM or QuickTime/);
    const big = await asAdmin('/api/admin/reality-readiness/videos', [...quizVideoFields(), quizVideoFile(mp4Bytes(60_000))]);
    expect(big.statusCode).toBe(413);
    expect(errorOutput.parse(big.json()).error).toMatch(/videos may be at most 51 KB/);
    expect(filesOnDisk()).toEqual(before);
    expect(
      await t.app.services.db.selectFrom('reality_readiness_videos').select('id').where('title', '=', 'Cat plays piano').execute(),
    ).toHaveLength(0);
  });
});

/**
 * A fresh install (docs/decisions/045): the seed registers five clips, served as MP4 from the built
 * client's /seed/quiz/, and the quiz can be played to its result without JavaScript: each press is
 * a POST /forms/quiz answered with a 303 to the quiz, whose next step the server renders.
 */
describe('the quiz on a fresh install, posted without JavaScript', () => {
  const fresh = useTestApp({ client: 'dist', rateLimitWritesPerMinute: 1000 });
  const form = (fields: Record<string, string>, cookie = '') =>
    fresh.t.app.inject({
      method: 'POST',
      url: '/forms/quiz',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
      payload: new URLSearchParams(fields).toString(),
    });
  /** A page's HTML without React's text separators (`Video <!-- -->1<!-- --> of 5`). */
  const shown = (html: string) => html.replaceAll('<!-- -->', '');
  /** Follows a post's 303 with its one-visit cookie: the page the browser would show. */
  const follow = async (res: Awaited<ReturnType<typeof form>>) => {
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/reality-readiness#quiz');
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('form-result='));
    expect(cookie).toBeDefined();
    const page = await fresh.t.app.inject({ method: 'GET', url: '/reality-readiness', headers: { cookie: cookie!.split(';')[0] } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    return shown(page.body);
  };
  /** The hidden answers field the page carries to its next post. */
  const answersIn = (html: string) => /name="answers" value="([^"]*)"/.exec(html)?.[1] ?? '';

  it('has five clips, in the seed order, each an MP4 that is served with its type', async () => {
    const videos = (await injectJson(fresh.t.app, 'GET', '/api/experiments/reality-readiness/videos')).json;
    expect(videos.map((v: { title: string }) => v.title)).toEqual(quizClips.map((c) => c.title));
    for (const v of videos) {
      const res = await fresh.t.app.inject({ method: 'GET', url: v.videoUrl });
      expect(res.statusCode, v.videoUrl).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      // A range, as a video element asks for it.
      const part = await fresh.t.app.inject({ method: 'GET', url: v.videoUrl, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
    }
    const page = shown((await fresh.t.app.inject({ method: 'GET', url: '/reality-readiness' })).body);
    expect(page).toContain('Video 1 of 5');
    expect(page).not.toContain('No videos available yet');
  });

  it('answers each press with the next step, and ends on the result with the badge', async () => {
    const videos: { id: number }[] = (await injectJson(fresh.t.app, 'GET', '/api/experiments/reality-readiness/videos')).json;
    let answers = '';
    for (const [i, clip] of quizClips.entries()) {
      // Every answer right: the guess is the clip's own label.
      const judged = await follow(await form({ videoId: String(videos[i].id), answers, guess: String(clip.isFake) }));
      expect(judged).toContain(`Video ${i + 1} of 5`);
      expect(judged).toMatch(/data-testid="quiz-verdict"[^>]*>.*?Correct/);
      expect(judged).toContain(`Score: ${i + 1}`);
      expect(judged).toContain(i === 4 ? 'See Results' : 'Next Video');
      answers = answersIn(judged);
      expect(answers.split(' ')).toHaveLength(i + 1);
      const next = await follow(await form({ intent: 'next', answers }));
      if (i < 4) expect(next).toContain(`Video ${i + 2} of 5`);
      else {
        expect(next).toContain('Your Results');
        expect(next).toMatch(/data-testid="quiz-final-score"[^>]*>5\/5</);
        expect(next).toContain('Cognitive Independence Level 1');
        expect(next).toContain('href="/certificate"');
      }
    }
  });

  it('keeps the first answer of a clip, and a wrong one is never "correct"', async () => {
    const [first] = (await injectJson(fresh.t.app, 'GET', '/api/experiments/reality-readiness/videos')).json;
    const wrong = String(!quizClips[0].isFake);
    const judged = await follow(await form({ videoId: String(first.id), answers: '', guess: wrong }));
    expect(judged).toMatch(/data-testid="quiz-verdict"[^>]*>.*?Incorrect/);
    const again = await follow(await form({ videoId: String(first.id), answers: answersIn(judged), guess: String(quizClips[0].isFake) }));
    expect(answersIn(again)).toBe(`${first.id}:${quizClips[0].isFake ? 0 : 1}:0`);
  });

  it('refuses a bad press with a clear 4xx on the quiz itself, never a 500', async () => {
    const [first] = (await injectJson(fresh.t.app, 'GET', '/api/experiments/reality-readiness/videos')).json;
    const bad = await form({ videoId: String(first.id), answers: '', guess: 'perhaps' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Guess Not Recorded');
    expect(bad.body).toContain('Please answer with AI-Generated (Fake) or Real Footage.');
    expect(shown(bad.body)).toContain('Video 1 of 5');
    const missing = await form({ videoId: '99999', answers: 'nonsense', guess: 'true' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<p class="font-bold">Guess Not Recorded</p><p>Video not found</p>');
    expect((await form({ videoId: 'abc', guess: 'true' })).statusCode).toBe(400);
  });
});
