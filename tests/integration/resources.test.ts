import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerMinute: 1000 });
});
afterAll(() => t.close());

describe('Brain Arsenal', () => {
  it('lists every item, featured first then newest first, with the public fields', async () => {
    const res = await injectJson(t.app, 'GET', '/api/arsenal');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(8);
    const firstPlain = res.json.findIndex((i: { featured: boolean }) => !i.featured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(res.json.slice(firstPlain).every((i: { featured: boolean }) => !i.featured)).toBe(true);
    const plainDates = res.json.slice(firstPlain).map((i: { createdAt: string }) => i.createdAt);
    expect([...plainDates].sort().reverse()).toEqual(plainDates);
    expect(Object.keys(res.json[0]).sort()).toEqual(
      ['category', 'content', 'createdAt', 'description', 'featured', 'id', 'previewUrl', 'sourceCredits', 'title', 'type'],
    );
  });

  it('answers one item, and 404 or 400 honestly', async () => {
    const list = (await injectJson(t.app, 'GET', '/api/arsenal')).json;
    const one = await injectJson(t.app, 'GET', `/api/arsenal/${list[1].id}`);
    expect(one).toMatchObject({ status: 200, json: list[1] });
    expect(await injectJson(t.app, 'GET', '/api/arsenal/99999')).toMatchObject({ status: 404, json: { error: 'Arsenal item not found.' } });
    expect((await injectJson(t.app, 'GET', '/api/arsenal/abc')).status).toBe(400);
    expect((await injectJson(t.app, 'GET', '/api/arsenal/0')).status).toBe(400);
  });
});

describe('Intelligence reports (D13)', () => {
  it('lists published reports only, featured first, lists parsed to arrays', async () => {
    const res = await injectJson(t.app, 'GET', '/api/intelligence');
    expect(res.status).toBe(200);
    expect(res.json.length).toBe(3);
    expect(res.json.every((r: { published: boolean }) => r.published)).toBe(true);
    expect(res.json[0].featured).toBe(true);
    expect(Array.isArray(res.json[0].keyInsights)).toBe(true);
    expect(res.json[0].keyInsights.length).toBeGreaterThan(0);
    expect(Array.isArray(res.json[0].hiddenTruths)).toBe(true);
    expect(res.json[0].bullshitMeter).toBeGreaterThanOrEqual(0);
  });

  it('answers a published report and 404 for a draft or a missing id', async () => {
    const db = t.app.services.db;
    const draft = await db.selectFrom('intelligence_reports').select('id').where('published', '=', 0).executeTakeFirstOrThrow();
    const published = (await injectJson(t.app, 'GET', '/api/intelligence')).json[1];
    expect(await injectJson(t.app, 'GET', `/api/intelligence/${published.id}`)).toMatchObject({ status: 200, json: { id: published.id, title: published.title } });
    expect(await injectJson(t.app, 'GET', `/api/intelligence/${draft.id}`)).toMatchObject({ status: 404, json: { error: 'Intelligence report not found' } });
    expect((await injectJson(t.app, 'GET', '/api/intelligence/99999')).status).toBe(404);
    expect((await injectJson(t.app, 'GET', '/api/intelligence/1.5')).status).toBe(400);
  });

  it('reads a damaged list as empty rather than failing', async () => {
    const db = t.app.services.db;
    const row = await db.insertInto('intelligence_reports').values({
      title: 'Damaged', summary: 's', content: '<p>c</p>', sourceTitle: 'src', sourceUrl: 'https://example.com',
      keyInsights: 'not json', hiddenTruths: '{"a":1}', published: 1,
    }).returning('id').executeTakeFirstOrThrow();
    const res = await injectJson(t.app, 'GET', `/api/intelligence/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ keyInsights: [], hiddenTruths: [], category: 'corporate-bs', featured: false });
    await db.deleteFrom('intelligence_reports').where('id', '=', row.id).execute();
  });
});

const volunteer = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+44 20 7946 0000',
  age: '26-35',
  background: 'Mathematician',
  interests: 'Engines of all kinds',
  availability: '3-5 hours per week',
  experience: 'Some',
  motivation: 'To prove that poetry and arithmetic are friends.',
  experiments: ['The Procrastination Algorithm', 'The Great Memory Competition'],
};

describe('POST /api/volunteer-application (D15)', () => {
  it('stores a full application', async () => {
    const res = await injectJson(t.app, 'POST', '/api/volunteer-application', volunteer);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: expect.any(Number), message: expect.stringContaining('48 hours') });
    const row = await t.app.services.db.selectFrom('volunteer_applications').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', age: '26-35', motivation: volunteer.motivation });
    expect(JSON.parse(row.experiments)).toEqual(volunteer.experiments);
  });

  it('stores a minimal application with empty optional choices', async () => {
    const res = await injectJson(t.app, 'POST', '/api/volunteer-application', {
      name: 'Charles', email: 'charles@example.com', motivation: 'Curiosity', age: '', availability: '', phone: '',
    });
    expect(res.status).toBe(201);
    const row = await t.app.services.db.selectFrom('volunteer_applications').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ age: null, availability: null, phone: null, experiments: '[]' });
  });

  it.each([
    [{ ...volunteer, name: '' }, 'name'],
    [{ ...volunteer, email: 'nope' }, 'email'],
    [{ ...volunteer, motivation: '  ' }, 'motivation'],
    [{ ...volunteer, age: '17' }, 'age'],
    [{ ...volunteer, availability: 'Never' }, 'availability'],
    [{ ...volunteer, experiments: ['Building a robot'] }, 'experiments.0'],
    [{ ...volunteer, experiments: 'The Procrastination Algorithm' }, 'experiments'],
    [{ ...volunteer, name: 'x'.repeat(101) }, 'name'],
    [{ ...volunteer, motivation: 'x'.repeat(5001) }, 'motivation'],
    [{ ...volunteer, phone: '1'.repeat(51) }, 'phone'],
  ])('rejects bad input (%#) with a 400 naming %s', async (body, field) => {
    const res = await injectJson(t.app, 'POST', '/api/volunteer-application', body);
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('drops a bot quietly', async () => {
    const res = await injectJson(t.app, 'POST', '/api/volunteer-application', { ...volunteer, website: 'spam' });
    expect(res).toMatchObject({ status: 201, json: { id: null } });
  });
});

const proposal = {
  name: 'Dr Mary Somerville',
  email: 'mary@example.com',
  affiliation: 'Royal Institution',
  title: 'Does Handwriting Improve Recall?',
  category: 'Memory Studies',
  description: 'A controlled study.',
  objectives: 'Measure recall.',
  methodology: 'Two groups, one pen.',
  duration: '3-6 months',
  participants: '40 Fellows',
  resources: 'Paper, ink, tea',
  ethics: 'Informed consent, no robots harmed.',
  significance: 'Large, we hope.',
  collaboration: 'Open to it',
};

describe('POST /api/research-proposal (D15)', () => {
  it('stores a proposal', async () => {
    const res = await injectJson(t.app, 'POST', '/api/research-proposal', proposal);
    expect(res.status).toBe(201);
    expect(res.json.message).toContain('5-7 business days');
    const row = await t.app.services.db.selectFrom('research_proposals').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...proposal });
  });

  it.each(['name', 'email', 'title', 'category', 'description', 'objectives', 'methodology', 'ethics', 'significance'])(
    'requires %s',
    async (field) => {
      const res = await injectJson(t.app, 'POST', '/api/research-proposal', { ...proposal, [field]: '' });
      expect(res.status).toBe(400);
      expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(field);
    },
  );

  it.each([
    [{ ...proposal, category: 'Astrology' }, 'category'],
    [{ ...proposal, duration: 'forever' }, 'duration'],
    [{ ...proposal, title: 'x'.repeat(201) }, 'title'],
    [{ ...proposal, affiliation: 'x'.repeat(201) }, 'affiliation'],
  ])('rejects bad input (%#) with a 400 naming %s', async (body, field) => {
    const res = await injectJson(t.app, 'POST', '/api/research-proposal', body);
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('rejects a non-object body and throttles (D8)', async () => {
    expect((await injectJson(t.app, 'POST', '/api/research-proposal', ['a'])).status).toBe(400);
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 1, seed: false });
    try {
      expect((await injectJson(fresh.app, 'POST', '/api/research-proposal', proposal)).status).toBe(201);
      expect((await injectJson(fresh.app, 'POST', '/api/research-proposal', proposal)).status).toBe(429);
      // Each route has its own counter.
      expect((await injectJson(fresh.app, 'POST', '/api/volunteer-application', volunteer)).status).toBe(201);
    } finally {
      await fresh.close();
    }
  });

  it('documents the resource rows in /api/openapi.json', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    for (const p of ['/api/arsenal', '/api/arsenal/{id}', '/api/intelligence', '/api/intelligence/{id}', '/api/volunteer-application', '/api/research-proposal']) {
      expect(json.paths[p]).toBeDefined();
    }
  });
});
