import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../helpers/field-error';
import { injectJson, postRawJson, useTestApp } from '../helpers/test-app';

const { t, db, count } = useTestApp({ rateLimitWritesPerMinute: 1000 });

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

  const tokenA = 'a'.repeat(43);
  const tokenB = 'B'.repeat(43);

  it('lists reactions of an approved comment without any address (docs/decisions/029)', async () => {
    const id = await approvedCommentId();
    const { status, json, body } = await injectJson(t.app, 'GET', `/api/reactions/${id}`);
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThan(0);
    for (const r of json) {
      expect(Object.keys(r).sort()).toEqual(['commentId', 'createdAt', 'id', 'mine', 'reaction']);
      expect(r).toMatchObject({ commentId: id, reaction: expect.stringMatching(/^(thumbs_up|heart)$/), mine: false });
    }
    expect(body).not.toContain('@');
  });

  it("adds, keeps one row per (comment, email, kind), marks the token's own, and removes only with that token", async () => {
    const id = await approvedCommentId();
    const before = await count('comment_reactions');
    const add = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: id,
      reaction: 'heart',
      userEmail: 'Ada+Club@Example.com',
      token: tokenA,
    });
    expect(add.status).toBe(201);
    expect(add.json).toEqual({
      id: expect.any(Number),
      commentId: id,
      reaction: 'heart',
      createdAt: expect.any(String),
      mine: true,
      token: null,
    });
    const again = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: id,
      reaction: 'heart',
      userEmail: 'ada+club@example.com',
      token: tokenA,
    });
    expect(again.json.id).toBe(add.json.id);
    // Someone who knows the address: no takeover, nothing added, a 409 (docs/decisions/038).
    const other = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: id,
      reaction: 'heart',
      userEmail: 'ada+club@example.com',
      token: tokenB,
    });
    expect(other).toMatchObject({ status: 409, json: { error: expect.stringMatching(/another browser/) } });
    const thumbs = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: String(id),
      reaction: 'thumbs_up',
      userEmail: 'ada+club@example.com',
      token: tokenA,
    });
    expect(thumbs.status).toBe(201);
    expect(await count('comment_reactions')).toBe(before + 2);
    const listed = (await injectJson(t.app, 'GET', `/api/reactions/${id}`, undefined, { 'x-reaction-token': tokenA })).json.filter(
      (r: { mine: boolean }) => r.mine,
    );
    expect(listed.map((r: { reaction: string }) => r.reaction).sort()).toEqual(['heart', 'thumbs_up']);
    // Another browser sees them as nobody's.
    const seenByB = (await injectJson(t.app, 'GET', `/api/reactions/${id}`, undefined, { 'x-reaction-token': tokenB })).json;
    expect(seenByB.filter((r: { mine: boolean }) => r.mine)).toEqual([]);
    // The tRPC query of the pressed buttons, by token.
    const contentItemId = (await db().selectFrom('comments').select('contentItemId').where('id', '=', id).executeTakeFirstOrThrow())
      .contentItemId;
    const mine = await injectJson(t.app, 'POST', '/trpc/public.reactions.mine', { contentItemId, token: tokenA });
    expect(mine.json.result.data).toEqual([
      { commentId: id, reaction: 'heart' },
      { commentId: id, reaction: 'thumbs_up' },
    ]);

    // The address alone (the old attack), or another token: refused, nothing removed.
    const path = `/api/reactions/${id}/${encodeURIComponent('ada+club@example.com')}/heart`;
    expect((await injectJson(t.app, 'DELETE', path)).status).toBe(400);
    expect(await injectJson(t.app, 'DELETE', path, { token: tokenB })).toMatchObject({
      status: 404,
      json: { error: 'Reaction not found' },
    });
    expect(await injectJson(t.app, 'DELETE', `/api/reactions/${id}/heart`, { token: tokenB })).toMatchObject({ status: 404 });
    expect(await count('comment_reactions')).toBe(before + 2);

    // The maker: the spec's row with the token in the body, then the new row with the token in a header.
    expect(await injectJson(t.app, 'DELETE', path, { token: tokenA })).toMatchObject({ status: 200, json: { removed: true } });
    expect(await count('comment_reactions')).toBe(before + 1);
    expect(await injectJson(t.app, 'DELETE', path, { token: tokenA })).toMatchObject({
      status: 404,
      json: { error: 'Reaction not found' },
    });
    const del = await injectJson(t.app, 'DELETE', `/api/reactions/${id}/thumbs_up`, {}, { 'x-reaction-token': tokenA });
    expect(del).toMatchObject({ status: 200, json: { removed: true } });
    expect(await count('comment_reactions')).toBe(before);
  });

  it('makes a token for a client that sent none, shown once, which then removes the reaction', async () => {
    const id = await approvedCommentId();
    const add = await injectJson(t.app, 'POST', '/api/reactions', { commentId: id, reaction: 'heart', userEmail: 'grace@example.com' });
    expect(add.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db()
      .selectFrom('comment_reactions')
      .select('ownerTokenHash')
      .where('id', '=', add.json.id)
      .executeTakeFirstOrThrow();
    // Only its hash is kept.
    expect(stored.ownerTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.ownerTokenHash).not.toContain(add.json.token);
    const again = await injectJson(t.app, 'POST', '/api/reactions', { commentId: id, reaction: 'heart', userEmail: 'grace@example.com' });
    expect(again).toMatchObject({ status: 409, json: { error: expect.stringMatching(/another browser/) } });
    expect(
      await injectJson(t.app, 'DELETE', `/api/reactions/${id}/heart`, { token: add.json.token, userEmail: 'grace@example.com' }),
    ).toMatchObject({ status: 200 });
  });

  it("never serves one browser's view from the shared read cache", async () => {
    const id = await approvedCommentId();
    await injectJson(t.app, 'POST', '/api/reactions', { commentId: id, reaction: 'heart', userEmail: 'cache@example.com', token: tokenA });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/reactions/${id}` });
    const mine = await t.app.inject({ method: 'GET', url: `/api/reactions/${id}`, headers: { 'x-reaction-token': tokenA } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((JSON.parse(mine.body) as { mine: boolean }[]).some((r) => r.mine)).toBe(true);
    const anonymousAgain = await t.app.inject({ method: 'GET', url: `/api/reactions/${id}` });
    expect((JSON.parse(anonymousAgain.body) as { mine: boolean }[]).some((r) => r.mine)).toBe(false);
    expect(anonymousAgain.body).toBe(anonymous.body);
    await injectJson(t.app, 'DELETE', `/api/reactions/${id}/heart`, { token: tokenA });
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
    expectFieldError(await injectJson(t.app, 'DELETE', `/api/reactions/${id}/not-an-email/heart`, { token: tokenA }), 'userEmail');
    expectFieldError(await injectJson(t.app, 'DELETE', `/api/reactions/${id}/${email}/smile`, { token: tokenA }), 'reaction');
    expectFieldError(await injectJson(t.app, 'DELETE', `/api/reactions/abc/${email}/heart`, { token: tokenA }), 'commentId');
    expectFieldError(await injectJson(t.app, 'DELETE', `/api/reactions/${id}/${email}/heart`, { token: 'short' }), 'token');
    // No token in the body nor the header: refused before anything is looked up.
    expect(await injectJson(t.app, 'DELETE', `/api/reactions/${id}/heart`)).toMatchObject({
      status: 400,
      json: { error: 'token is required' },
    });
    expectFieldError(
      await injectJson(t.app, 'POST', '/api/reactions', { commentId: id, reaction: 'heart', userEmail: email, token: 'x y' }),
      'token',
    );
    expectFieldError(await injectJson(t.app, 'GET', '/api/reactions/abc'), 'commentId');
    expect((await injectJson(t.app, 'POST', '/api/reactions')).status).toBe(400);
    const broken = await postRawJson(t.app, '/api/reactions', '[');
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
