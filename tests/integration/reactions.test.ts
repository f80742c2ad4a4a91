import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../helpers/field-error';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerMinute: 1000 });
});
afterAll(() => t.close());

const db = () => t.app.services.db;
const count = async (table: 'comment_reactions') =>
  Number((await db().selectFrom(table).select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function approvedCommentId(): Promise<number> {
  const row = await db().selectFrom('comments').select('id').where('isApproved', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}
async function pendingCommentId(): Promise<number> {
  const row = await db().selectFrom('comments').select('id').where('isApproved', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('comment reactions (D6)', () => {
  const email = 'ada@example.com';

  it('lists reactions of an approved comment with reaction and userEmail', async () => {
    const id = await approvedCommentId();
    const { status, json } = await injectJson(t.app, 'GET', `/api/reactions/${id}`);
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThan(0);
    for (const r of json) {
      expect(r).toMatchObject({
        commentId: id,
        reaction: expect.stringMatching(/^(thumbs_up|heart)$/),
        userEmail: expect.stringContaining('@'),
      });
    }
  });

  it('adds, keeps one row per (comment, email, kind), and removes through the URL-decoded path', async () => {
    const id = await approvedCommentId();
    const before = await count('comment_reactions');
    const add = await injectJson(t.app, 'POST', '/api/reactions', { commentId: id, reaction: 'heart', userEmail: 'Ada+Club@Example.com' });
    expect(add.status).toBe(201);
    expect(add.json).toMatchObject({ id: expect.any(Number), commentId: id, reaction: 'heart', userEmail: 'ada+club@example.com' });
    const again = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: id,
      reaction: 'heart',
      userEmail: 'ada+club@example.com',
    });
    expect(again.json.id).toBe(add.json.id);
    const thumbs = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: String(id),
      reaction: 'thumbs_up',
      userEmail: 'ada+club@example.com',
    });
    expect(thumbs.status).toBe(201);
    expect(await count('comment_reactions')).toBe(before + 2);
    const listed = (await injectJson(t.app, 'GET', `/api/reactions/${id}`)).json.filter((r) => r.userEmail === 'ada+club@example.com');
    expect(listed.map((r) => r.reaction).sort()).toEqual(['heart', 'thumbs_up']);

    const del = await injectJson(t.app, 'DELETE', `/api/reactions/${id}/${encodeURIComponent('ada+club@example.com')}/heart`);
    expect(del).toMatchObject({ status: 200, json: { removed: true } });
    expect(await count('comment_reactions')).toBe(before + 1);
    // Removing twice: nothing there any more.
    const gone = await injectJson(t.app, 'DELETE', `/api/reactions/${id}/${encodeURIComponent('ada+club@example.com')}/heart`);
    expect(gone).toMatchObject({ status: 404, json: { error: 'Reaction not found' } });
    await injectJson(t.app, 'DELETE', `/api/reactions/${id}/${encodeURIComponent('ADA+club@example.com')}/thumbs_up`);
    expect(await count('comment_reactions')).toBe(before);
  });

  it('refuses reactions on pending or missing comments with a 404, writing nothing', async () => {
    const before = await count('comment_reactions');
    const pending = await pendingCommentId();
    expect(await injectJson(t.app, 'POST', '/api/reactions', { commentId: pending, reaction: 'heart', userEmail: email })).toMatchObject({
      status: 404,
      json: { error: 'Comment not found' },
    });
    expect((await injectJson(t.app, 'POST', '/api/reactions', { commentId: 999999, reaction: 'heart', userEmail: email })).status).toBe(
      404,
    );
    expect((await injectJson(t.app, 'GET', `/api/reactions/${pending}`)).status).toBe(404);
    expect((await injectJson(t.app, 'GET', '/api/reactions/999999')).status).toBe(404);
    expect(await count('comment_reactions')).toBe(before);
  });

  it.each([
    [{ reaction: 'heart', userEmail: email }, 'commentId'],
    [{ commentId: 'x', reaction: 'heart', userEmail: email }, 'commentId'],
    [{ commentId: 1, reaction: 'angry', userEmail: email }, 'reaction'],
    [{ commentId: 1, reaction: 'x'.repeat(51), userEmail: email }, 'reaction'],
    [{ commentId: 1, userEmail: email }, 'reaction'],
    [{ commentId: 1, reaction: 'heart', userEmail: 'not-an-email' }, 'userEmail'],
    [{ commentId: 1, reaction: 'heart', userEmail: '' }, 'userEmail'],
    [{ commentId: 1, reaction: 'heart', userEmail: `${'x'.repeat(250)}@example.com` }, 'userEmail'],
    [{ commentId: 1, reaction: 7, userEmail: email }, 'reaction'],
  ])('rejects a bad reaction with a 400 naming the field (%#)', async (body, field) => {
    expectFieldError(await injectJson(t.app, 'POST', '/api/reactions', body), field);
  });

  it('rejects bad delete paths and list ids with a 400', async () => {
    const id = await approvedCommentId();
    expectFieldError(await injectJson(t.app, 'DELETE', `/api/reactions/${id}/not-an-email/heart`), 'userEmail');
    expectFieldError(await injectJson(t.app, 'DELETE', `/api/reactions/${id}/${email}/smile`), 'reaction');
    expectFieldError(await injectJson(t.app, 'DELETE', `/api/reactions/abc/${email}/heart`), 'commentId');
    expectFieldError(await injectJson(t.app, 'GET', '/api/reactions/abc'), 'commentId');
    expect((await injectJson(t.app, 'POST', '/api/reactions')).status).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/reactions',
      headers: { 'content-type': 'application/json' },
      payload: '[',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('silently drops a reaction whose honeypot is filled', async () => {
    const before = await count('comment_reactions');
    const res = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: await approvedCommentId(),
      reaction: 'heart',
      userEmail: email,
      website: 'x',
    });
    expect(res.status).toBe(201);
    expect(res.json.id).toBeNull();
    expect(await count('comment_reactions')).toBe(before);
  });

  it('removes reactions together with their comment', async () => {
    const id = await approvedCommentId();
    const row = await db().selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { id: _omit, ...copy } = row;
    const clone = await db().insertInto('comments').values(copy).returning('id').executeTakeFirstOrThrow();
    await injectJson(t.app, 'POST', '/api/reactions', { commentId: clone.id, reaction: 'heart', userEmail: email });
    await db().deleteFrom('comments').where('id', '=', clone.id).execute();
    const left = await db().selectFrom('comment_reactions').select('id').where('commentId', '=', clone.id).execute();
    expect(left).toEqual([]);
  });
});
