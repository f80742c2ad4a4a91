import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { injectJson, useTestApp } from '../helpers/test-app';

// Issue 38, item 7: "the first browser to react with an address owns it for good". The rule stays
// (docs/decisions/038): a reaction belongs to the browser token that made it, and knowing the
// address gives another browser nothing. What changed is the answer: a second browser adding the
// same reaction with the same address was told 201 `{ id: null, mine: false }` (and its page said
// "Reaction Added"); it now gets a 409 that says why, and it can neither change nor remove the row.

const { t, db, count } = useTestApp({ rateLimitWritesPerMinute: 10_000 });

const FIRST = 'F'.repeat(43);
const SECOND = 's'.repeat(43);
const ADDRESS = 'owner.of.heart@example.com';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

async function approvedComment() {
  return db().selectFrom('comments').select(['id', 'contentItemId']).where('isApproved', '=', 1).orderBy('id').executeTakeFirstOrThrow();
}

const theRow = (commentId: number) =>
  db()
    .selectFrom('comment_reactions')
    .selectAll()
    .where('commentId', '=', commentId)
    .where('userEmail', '=', ADDRESS)
    .where('reaction', '=', 'heart')
    .execute();

describe('a reaction belongs to the browser that made it', () => {
  it("a second browser with the same address gets a clear 409 and cannot change or remove the first's reaction", async () => {
    const { id: commentId, contentItemId } = await approvedComment();
    const first = await injectJson(t.app, 'POST', '/api/reactions', { commentId, reaction: 'heart', userEmail: ADDRESS, token: FIRST });
    expect(first.status).toBe(201);
    const [made] = await theRow(commentId);
    expect(made?.ownerTokenHash).toBe(hash(FIRST));
    const reactions = await count('comment_reactions');

    // Adding it again from elsewhere, with or without a token of its own, through both doors.
    for (const attempt of [
      () => injectJson(t.app, 'POST', '/api/reactions', { commentId, reaction: 'heart', userEmail: ADDRESS, token: SECOND }),
      () => injectJson(t.app, 'POST', '/api/reactions', { commentId, reaction: 'heart', userEmail: ADDRESS.toUpperCase() }),
      () => injectJson(t.app, 'POST', '/trpc/public.reactions.add', { commentId, reaction: 'heart', userEmail: ADDRESS, token: SECOND }),
    ]) {
      const res = await attempt();
      expect(res.status).toBe(409);
      const message = JSON.stringify(res.json);
      expect(message).toMatch(/another browser/);
      // No token is handed out for a reaction that is not this browser's.
      expect(message).not.toMatch(/[A-Za-z0-9_-]{43}/);
    }
    // Without JavaScript: the page with the prompt and the same sentence.
    const form = await t.app.inject({
      method: 'POST',
      url: '/forms/reaction',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded', cookie: `reaction-token=${SECOND}` },
      payload: new URLSearchParams({
        contentItemId: String(contentItemId),
        commentId: String(commentId),
        reaction: 'heart',
        intent: 'add',
        userEmail: ADDRESS,
        website: '',
      }).toString(),
    });
    expect(form.statusCode).toBe(409);
    expect(form.body).toMatch(/another browser/);

    // Removing it from elsewhere: by the new row, the spec's row with the address, and tRPC.
    expect((await injectJson(t.app, 'DELETE', `/api/reactions/${commentId}/heart`, { token: SECOND })).status).toBe(404);
    expect(
      (await injectJson(t.app, 'DELETE', `/api/reactions/${commentId}/${encodeURIComponent(ADDRESS)}/heart`, { token: SECOND })).status,
    ).toBe(404);
    expect((await injectJson(t.app, 'POST', '/trpc/public.reactions.remove', { commentId, reaction: 'heart', token: SECOND })).status).toBe(
      404,
    );

    // Nothing changed: the same row, the same owner, the same time; the second browser holds nothing.
    expect(await count('comment_reactions')).toBe(reactions);
    expect(await theRow(commentId)).toEqual([made]);
    const mine = await injectJson(t.app, 'POST', '/trpc/public.reactions.mine', { contentItemId, token: SECOND });
    expect((mine.json as { result: { data: unknown[] } }).result.data).toEqual([]);

    // The first browser still withdraws it.
    expect((await injectJson(t.app, 'DELETE', `/api/reactions/${commentId}/heart`, { token: FIRST })).status).toBe(200);
    expect(await theRow(commentId)).toEqual([]);
  });
});
