import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectJson, type TestApp, useTestApp } from '../helpers/test-app';
import { expectIssueAt } from '../helpers/field-error';

const translator = '/api/experiments/job-title-translator';

const { t } = useTestApp({ rateLimitWritesPerMinute: 1000 });

const translate = (jobTitle: unknown) => injectJson(t.app, 'POST', translator, { jobTitle });

describe('POST /api/experiments/job-title-translator (D11)', () => {
  it('translates, stores and answers originalTitle, translation and a 10-character shareableId', async () => {
    const res = await translate('  Senior Software Engineer  ');
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      originalTitle: 'Senior Software Engineer',
      translation: expect.stringContaining('types secret words into the computer'),
      shareableId: expect.stringMatching(/^[A-Za-z0-9_-]{10}$/),
    });
    const row = await t.app.services.db
      .selectFrom('job_title_translations')
      .selectAll()
      .where('shareableId', '=', res.json.shareableId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ originalTitle: 'Senior Software Engineer', translation: res.json.translation });
  });

  it('gives the same translation for the same title but a new shareableId each time', async () => {
    const a = await translate('Chief Happiness Officer');
    const b = await translate('Chief Happiness Officer');
    expect(a.json.translation).toBe(b.json.translation);
    expect(a.json.shareableId).not.toBe(b.json.shareableId);
  });

  it('translates a headline part by part', async () => {
    const res = await translate('Founder @ Acme | Keynote Speaker • Dog Dad');
    expect(res.status).toBe(201);
    expect(res.json.translation).toMatch(/started a company.*place called Acme.*big stages.*pet/);
  });

  it.each([[''], ['   '], [undefined], [42], ['x'.repeat(301)]])(
    'rejects a bad job title (%#) with a 400 naming jobTitle',
    async (jobTitle) => {
      const res = await translate(jobTitle);
      expect(res.status).toBe(400);
      expect(res.json.error).toContain('jobTitle');
      expect(res.json.issues?.[0].path).toBe('jobTitle');
    },
  );

  it('accepts exactly 300 characters', async () => {
    expect((await translate('Manager '.repeat(40).slice(0, 300))).status).toBe(201);
  });

  it('stores nothing when the honeypot is filled, but still answers', async () => {
    const count = async () =>
      (
        await t.app.services.db
          .selectFrom('job_title_translations')
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const res = await injectJson(t.app, 'POST', translator, { jobTitle: 'Growth Hacker', website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.json.translation).toBeTruthy();
    expect(await count()).toBe(before);
  });

  it('throttles translations per address with a 429 (D8)', async () => {
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 2, seed: false });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await injectJson(fresh.app, 'POST', translator, { jobTitle: 'CEO' })).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await fresh.close();
    }
  });
});

describe('latest, all and ego reports', () => {
  let fresh: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    fresh = await createTestApp({ rateLimitWritesPerMinute: 10_000, seed: false });
    const db = fresh.app.services.db;
    // 205 roasts, one a second apart, so the newest are known.
    const base = Date.parse('2026-01-01T00:00:00Z');
    await db
      .insertInto('job_title_translations')
      .values(
        Array.from({ length: 205 }, (_, i) => {
          const shareableId = `roast${String(i).padStart(5, '0')}`;
          ids.push(shareableId);
          return {
            originalTitle: `Title ${i}`,
            translation: `Translation ${i}`,
            shareableId,
            createdAt: new Date(base + i * 1000).toISOString(),
          };
        }),
      )
      .execute();
  });
  afterAll(() => fresh.close());

  it('latest answers the 10 newest, newest first', async () => {
    const res = await injectJson(fresh.app, 'GET', `${translator}/latest`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(10);
    expect(res.json[0]).toEqual({
      id: expect.any(Number),
      originalTitle: 'Title 204',
      translation: 'Translation 204',
      shareableId: 'roast00204',
      createdAt: expect.any(String),
    });
    expect(res.json[9].originalTitle).toBe('Title 195');
  });

  it('all answers the 200 newest', async () => {
    const res = await injectJson(fresh.app, 'GET', `${translator}/all`);
    expect(res.json).toHaveLength(200);
    expect(res.json[199].originalTitle).toBe('Title 5');
  });

  it('files an ego report, lists it without the email and refuses bad ones', async () => {
    const good = {
      shareableId: 'roast00204',
      egoRating: 2,
      momReaction: '  She asked if it was a real job.  ',
      userEmail: 'me@example.com',
    };
    const res = await injectJson(fresh.app, 'POST', `${translator}/ego-report`, good);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ shareableId: 'roast00204', egoRating: 2, momReaction: 'She asked if it was a real job.' });
    expect(res.json).not.toHaveProperty('userEmail');
    const stored = await fresh.app.services.db
      .selectFrom('ego_reports')
      .selectAll()
      .where('id', '=', res.json.id)
      .executeTakeFirstOrThrow();
    expect(stored.userEmail).toBe('me@example.com');

    const list = await injectJson(fresh.app, 'GET', `${translator}/ego-reports`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      {
        id: res.json.id,
        shareableId: 'roast00204',
        egoRating: 2,
        momReaction: 'She asked if it was a real job.',
        createdAt: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain('me@example.com');

    // Without a mom reaction.
    expect((await injectJson(fresh.app, 'POST', `${translator}/ego-report`, { shareableId: 'roast00203', egoRating: 5 })).status).toBe(201);
    expect(
      (
        await injectJson(fresh.app, 'POST', `${translator}/ego-report`, {
          shareableId: 'roast00203',
          egoRating: 5,
          momReaction: 'x'.repeat(200),
        })
      ).status,
    ).toBe(201);
  });

  it.each([
    [{ shareableId: 'roast00204', egoRating: 0 }, 'egoRating'],
    [{ shareableId: 'roast00204', egoRating: 6 }, 'egoRating'],
    [{ shareableId: 'roast00204', egoRating: 2.5 }, 'egoRating'],
    [{ shareableId: 'roast00204', egoRating: '3' }, 'egoRating'],
    [{ shareableId: 'roast00204' }, 'egoRating'],
    [{ shareableId: 'roast00204', egoRating: 3, momReaction: 'x'.repeat(201) }, 'momReaction'],
    [{ egoRating: 3 }, 'shareableId'],
    [{ shareableId: 'x'.repeat(51), egoRating: 3 }, 'shareableId'],
    [{ shareableId: 'roast00204', egoRating: 3, userEmail: 'nope' }, 'userEmail'],
  ])('rejects a bad ego report (%#) with a 400 naming %s', async (body, field) => {
    const res = await injectJson(fresh.app, 'POST', `${translator}/ego-report`, body);
    expectIssueAt(res, field);
    expect(res.json.error).toContain(field);
  });

  it('answers 404 for an ego report about a roast that does not exist', async () => {
    const res = await injectJson(fresh.app, 'POST', `${translator}/ego-report`, { shareableId: 'nosuchroast', egoRating: 3 });
    expect(res).toMatchObject({ status: 404, json: { error: 'Translation not found' } });
  });

  it('only lists ego reports of the 200 visible roasts', async () => {
    await injectJson(fresh.app, 'POST', `${translator}/ego-report`, { shareableId: 'roast00001', egoRating: 1 });
    const list = await injectJson(fresh.app, 'GET', `${translator}/ego-reports`);
    expect(list.json.map((r: { shareableId: string }) => r.shareableId)).not.toContain('roast00001');
  });
});
