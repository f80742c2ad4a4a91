import { describe, expect, it } from 'vitest';
import { createItem, useAdminTestApp, validItem } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { expectIssues } from '../helpers/field-error';

const { t, admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

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
    expect(await injectJson(t.app, 'GET', `/api/intelligence/${published.id}`)).toMatchObject({
      status: 200,
      json: { id: published.id, title: published.title },
    });
    expect(await injectJson(t.app, 'GET', `/api/intelligence/${draft.id}`)).toMatchObject({
      status: 404,
      json: { error: 'Intelligence report not found' },
    });
    expect((await injectJson(t.app, 'GET', '/api/intelligence/99999')).status).toBe(404);
    expect((await injectJson(t.app, 'GET', '/api/intelligence/1.5')).status).toBe(400);
  });

  it('reads a damaged list as empty rather than failing', async () => {
    const db = t.app.services.db;
    const row = await db
      .insertInto('intelligence_reports')
      .values({
        title: 'Damaged',
        summary: 's',
        content: '<p>c</p>',
        sourceTitle: 'src',
        sourceUrl: 'https://example.com',
        keyInsights: 'not json',
        hiddenTruths: '{"a":1}',
        published: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await injectJson(t.app, 'GET', `/api/intelligence/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ keyInsights: [], hiddenTruths: [], category: 'corporate-bs', featured: false });
    await db.deleteFrom('intelligence_reports').where('id', '=', row.id).execute();
  });
});

describe('admin intelligence reports', () => {
  it('creates with the form defaults: published, corporate-bs, meter 5', async () => {
    const created = await createItem(admin, 'intelligence', { content: '<p>Analysis <em>here</em></p><script>x</script>' });
    expect(created).toMatchObject({
      published: true,
      featured: false,
      category: 'corporate-bs',
      bullshitMeter: 5,
      keyInsights: [],
      hiddenTruths: [],
    });
    expect(created.content).toBe('<p>Analysis <em>here</em></p>');
  });

  it('clamps the meter, drops blank list entries, stores sourceDate as a date', async () => {
    const created = await createItem(admin, 'intelligence', {
      bullshitMeter: 42,
      keyInsights: ['One', '  ', 'Two'],
      hiddenTruths: ['Truth'],
      sourceDate: '2025-03-04T10:00:00.000Z',
      category: 'tech-hype',
      published: false,
      authorNote: '<p onclick="x">Note</p>',
    });
    expect(created).toMatchObject({
      bullshitMeter: 10,
      keyInsights: ['One', 'Two'],
      hiddenTruths: ['Truth'],
      sourceDate: '2025-03-04',
      published: false,
      authorNote: '<p>Note</p>',
    });
    const low = await admin('PATCH', `/api/admin/intelligence/${created.id}`, { bullshitMeter: -3 });
    expect(low.json.bullshitMeter).toBe(1);
    const nan = await admin('PATCH', `/api/admin/intelligence/${created.id}`, { bullshitMeter: 'lots' });
    expect(nan.json.bullshitMeter).toBe(1);
    // Drafts are in the admin list, not in the public one.
    expect((await admin('GET', '/api/admin/intelligence')).json.find((r) => r.id === created.id)?.published).toBe(false);
    const publicRows = await db().selectFrom('intelligence_reports').select('id').where('published', '=', 1).execute();
    expect(publicRows.map((r) => r.id)).not.toContain(created.id);
    expect((await admin('DELETE', `/api/admin/intelligence/${created.id}`)).status).toBe(200);
  });

  it('answers the spec messages', async () => {
    const res = await admin('POST', '/api/admin/intelligence', {
      ...validItem.intelligence,
      sourceTitle: '',
      sourceUrl: 'nope',
      category: 'gossip',
      sourceDate: '2025-13-45',
    });
    expectIssues(res, [
      { path: 'sourceTitle', message: 'Source title is required' },
      { path: 'sourceUrl', message: 'Must be a valid URL' },
      { path: 'category', message: expect.stringMatching(/corporate-bs/) },
      { path: 'sourceDate', message: expect.stringMatching(/valid date/) },
    ]);
  });
});
