import { describe, expect, it } from 'vitest';
import { createTestApp, injectJson, useTestApp } from '../helpers/test-app';

const { t, db } = useTestApp({ rateLimitWritesPerMinute: 1000 });

describe('GET /api/latest-content (D14)', () => {
  it('answers the newest item across exhibitions, recognition, shame and arsenal', async () => {
    const res = await injectJson(t.app, 'GET', '/api/latest-content');
    expect(res.status).toBe(200);
    const latest = res.json.latestContent;
    expect(latest).toMatchObject({
      contentType: expect.stringMatching(/^(exhibition|recognition|shame|arsenal)$/),
      title: expect.any(String),
      description: expect.any(String),
      createdAt: expect.any(String),
      detailUrl: expect.stringMatching(/^\/(exhibitions|recognition|shame|brain-arsenal)\/\d+$/),
      category: expect.any(String),
    });
    const newest = await Promise.all(
      (['content_items', 'recognition_items', 'shame_items', 'arsenal_items'] as const).map((table) =>
        db().selectFrom(table).select('createdAt').orderBy('createdAt', 'desc').limit(1).executeTakeFirst(),
      ),
    );
    const max = newest
      .map((r) => r?.createdAt ?? '')
      .sort()
      .at(-1);
    expect(latest?.createdAt).toBe(max);
  });

  it('follows a new item of any kind, with its detail URL and type', async () => {
    const createdAt = '2099-01-01T00:00:00.000Z';
    const row = await db()
      .insertInto('shame_items')
      .values({ title: 'Newest Blunder', description: 'x', category: 'Test', example: 'y', createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const { json } = await injectJson(t.app, 'GET', '/api/latest-content');
      expect(json.latestContent).toMatchObject({ contentType: 'shame', title: 'Newest Blunder', detailUrl: `/shame/${row.id}`, createdAt });
      expect(json.latestContent).not.toHaveProperty('imageUrl');
    } finally {
      await db().deleteFrom('shame_items').where('id', '=', row.id).execute();
    }
  });

  it('answers latestContent null on an empty database', async () => {
    const empty = await createTestApp({ seed: false });
    try {
      expect(await injectJson(empty.app, 'GET', '/api/latest-content')).toMatchObject({ status: 200, json: { latestContent: null } });
      const trpc = await injectJson(empty.app, 'GET', '/trpc/public.latestContent.get');
      expect(trpc.json.result.data).toEqual({ latestContent: null });
    } finally {
      await empty.close();
    }
  });
});
