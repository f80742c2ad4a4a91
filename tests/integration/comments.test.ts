import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { createTestApp, injectJson, postRawJson } from '../helpers/test-app';
import { errorOutput } from '~/shared/schemas/answers';

const { t, admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('exhibition comments over REST and tRPC', () => {
  const valid = { authorName: 'Ada Lovelace', authorEmail: 'ada@example.com', comment: 'A splendid engine of thought.' };

  it('lists only approved comments, without emails', async () => {
    const items = (await injectJson(t.app, 'GET', '/api/content')).json as { id: number }[];
    let withComments = 0;
    for (const item of items) {
      const { status, json } = await injectJson(t.app, 'GET', `/api/content/${item.id}/comments`);
      expect(status).toBe(200);
      if (json.length) withComments++;
      for (const c of json) expect(Object.keys(c).sort()).toEqual(['authorName', 'comment', 'createdAt', 'id']);
    }
    expect(withComments).toBe(2);
  });

  it('accepts a comment as pending: it is not listed until approved', async () => {
    const id = (await injectJson(t.app, 'GET', '/api/content')).json[0].id;
    const before = (await injectJson(t.app, 'GET', `/api/content/${id}/comments`)).json.length;
    const res = await injectJson(t.app, 'POST', `/api/content/${id}/comments`, { ...valid, contentItemId: id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ isApproved: false, message: expect.stringMatching(/approval/) });
    expect((await injectJson(t.app, 'GET', `/api/content/${id}/comments`)).json.length).toBe(before);
    const row = await t.app.services.db.selectFrom('comments').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isApproved: 0, contentItemId: id, authorEmail: 'ada@example.com' });
  });

  it.each([
    [{ ...valid, authorName: '' }, 'authorName'],
    [{ ...valid, authorEmail: 'not-an-email' }, 'authorEmail'],
    [{ ...valid, comment: '   ' }, 'comment'],
    [{ ...valid, authorName: 'x'.repeat(101) }, 'authorName'],
    [{ ...valid, comment: 'x'.repeat(5001) }, 'comment'],
    [{ ...valid, authorEmail: `${'x'.repeat(250)}@example.com` }, 'authorEmail'],
    [{ authorName: 7, authorEmail: [], comment: {} }, 'authorName'],
  ])('rejects bad input with a 400 naming the field (%#)', async (body, field) => {
    const res = await injectJson(t.app, 'POST', '/api/content/1/comments', body);
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(field);
    expect(res.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it('rejects a missing body, broken JSON, a bad id and a missing exhibition honestly', async () => {
    expect((await injectJson(t.app, 'POST', '/api/content/1/comments')).status).toBe(400);
    const broken = await postRawJson(t.app, '/api/content/1/comments', '{oops');
    expect(broken.statusCode).toBe(400);
    expect(errorOutput.parse(broken.json()).error).toBeTruthy();
    expect((await injectJson(t.app, 'GET', '/api/content/abc/comments')).status).toBe(400);
    expect((await injectJson(t.app, 'GET', '/api/content/-1/comments')).status).toBe(400);
    const missing = await injectJson(t.app, 'POST', '/api/content/99999/comments', valid);
    expect(missing).toMatchObject({ status: 404, json: { error: 'Exhibition not found' } });
  });

  it('works through tRPC with the same rules', async () => {
    const list = await injectJson(
      t.app,
      'GET',
      `/trpc/public.comments.list?input=${encodeURIComponent(JSON.stringify({ contentItemId: 1 }))}`,
    );
    expect(list.status).toBe(200);
    expect(Array.isArray(list.json.result.data)).toBe(true);
    const bad = await injectJson(t.app, 'POST', '/trpc/public.comments.create', {
      contentItemId: 1,
      authorName: '',
      authorEmail: 'x',
      comment: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.data.issues?.map((i: { path: string }) => i.path)).toEqual(['authorName', 'authorEmail', 'comment']);
    expect(bad.json.error?.data.stack).toBeUndefined();
  });

  it('throttles comment writes per address with a clear 429 (D8)', async () => {
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await injectJson(fresh.app, 'POST', '/api/content/1/comments', valid)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const res = await injectJson(fresh.app, 'POST', '/api/content/1/comments', valid);
      expect(res.json.error).toMatch(/Too many requests/);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await fresh.close();
    }
  });

  it('silently drops a comment whose honeypot is filled', async () => {
    const res = await injectJson(t.app, 'POST', '/api/content/2/comments', { ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.json.id).toBeNull();
  });
});

describe('comment moderation (D6)', () => {
  it('lists pending comments with their exhibition; approving publishes, rejecting deletes', async () => {
    const items = (await injectJson(t.app, 'GET', '/api/content')).json as { id: number; title: string }[];
    const target = items[1];
    const posted = await injectJson(t.app, 'POST', `/api/content/${target.id}/comments`, {
      authorName: 'Miss Prism',
      authorEmail: 'prism@example.com',
      comment: 'The manuscript was in the handbag.',
    });
    const pending = await admin('GET', '/api/admin/comments/pending');
    expect(pending.status).toBe(200);
    const mine = pending.json.find((c: { id: number }) => c.id === posted.json.id);
    expect(mine).toMatchObject({ exhibitionTitle: target.title, contentItemId: target.id, authorEmail: 'prism@example.com' });

    const approved = await admin('PATCH', `/api/admin/comments/${posted.json.id}/approve`);
    expect(approved).toMatchObject({ status: 200, json: { isApproved: true, message: 'Comment updated' } });
    const publicList = (await injectJson(t.app, 'GET', `/api/content/${target.id}/comments`)).json;
    expect(publicList.map((c: { id: number }) => c.id)).toContain(posted.json.id);
    expect((await admin('GET', '/api/admin/comments/pending')).json.map((c: { id: number }) => c.id)).not.toContain(posted.json.id);

    const second = await injectJson(t.app, 'POST', `/api/content/${target.id}/comments`, {
      authorName: 'Lady Bracknell',
      authorEmail: 'bracknell@example.com',
      comment: 'A handbag?',
    });
    const rejected = await admin('DELETE', `/api/admin/comments/${second.json.id}`);
    expect(rejected.status).toBe(200);
    expect(await db().selectFrom('comments').select('id').where('id', '=', second.json.id).executeTakeFirst()).toBeUndefined();
    expect((await admin('DELETE', `/api/admin/comments/${second.json.id}`)).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/comments/999999/approve')).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/comments/abc/approve')).status).toBe(400);
  });
});
