import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerMinute: 1000 });
});
afterAll(() => t.close());

const db = () => t.app.services.db;
const count = async (table: 'comment_reactions' | 'viral_shares' | 'membership_applications') =>
  Number((await db().selectFrom(table).select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function approvedCommentId(): Promise<number> {
  const row = await db().selectFrom('comments').select('id').where('isApproved', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}
async function pendingCommentId(): Promise<number> {
  const row = await db().selectFrom('comments').select('id').where('isApproved', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A 400 whose message and issues name the field. */
function expectFieldError(res: { status: number; json: any }, field: string) {
  expect(res.status).toBe(400);
  expect(res.json.error).toContain(field);
  expect(res.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
}

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
    const max = newest.map((r) => r?.createdAt ?? '').sort().at(-1);
    expect(latest.createdAt).toBe(max);
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
      expect(json.latestContent.imageUrl).toBeUndefined();
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

describe('recognition and shame', () => {
  it('lists recognition items newest first with boolean featured', async () => {
    const { status, json } = await injectJson(t.app, 'GET', '/api/recognition');
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(4);
    expect(json[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), company: expect.any(String), featured: expect.any(Boolean) });
    for (let i = 1; i < json.length; i++) expect(json[i - 1].createdAt >= json[i].createdAt).toBe(true);
  });

  it('answers one recognition item, 404 when missing and 400 for a bad id', async () => {
    const first = (await injectJson(t.app, 'GET', '/api/recognition')).json[0];
    expect(await injectJson(t.app, 'GET', `/api/recognition/${first.id}`)).toMatchObject({ status: 200, json: { id: first.id, title: first.title } });
    expect(await injectJson(t.app, 'GET', '/api/recognition/99999')).toMatchObject({ status: 404, json: { error: 'Recognition item not found' } });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await injectJson(t.app, 'GET', `/api/recognition/${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toContain('id');
    }
  });

  it('lists shame entries and answers one, with the spec message when missing', async () => {
    const list = await injectJson(t.app, 'GET', '/api/shame');
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThanOrEqual(4);
    expect(list.json[0]).toMatchObject({ example: expect.any(String), featured: expect.any(Boolean) });
    const one = await injectJson(t.app, 'GET', `/api/shame/${list.json[0].id}`);
    expect(one).toMatchObject({ status: 200, json: { id: list.json[0].id } });
    expect(await injectJson(t.app, 'GET', '/api/shame/99999')).toMatchObject({ status: 404, json: { error: 'Shame item not found' } });
    expect((await injectJson(t.app, 'GET', '/api/shame/nope')).status).toBe(400);
  });
});

describe('comment reactions (D6)', () => {
  const email = 'ada@example.com';

  it('lists reactions of an approved comment with reaction and userEmail', async () => {
    const id = await approvedCommentId();
    const { status, json } = await injectJson(t.app, 'GET', `/api/reactions/${id}`);
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThan(0);
    for (const r of json) {
      expect(r).toMatchObject({ commentId: id, reaction: expect.stringMatching(/^(thumbs_up|heart)$/), userEmail: expect.stringContaining('@') });
    }
  });

  it('adds, keeps one row per (comment, email, kind), and removes through the URL-decoded path', async () => {
    const id = await approvedCommentId();
    const before = await count('comment_reactions');
    const add = await injectJson(t.app, 'POST', '/api/reactions', { commentId: id, reaction: 'heart', userEmail: 'Ada+Club@Example.com' });
    expect(add.status).toBe(201);
    expect(add.json).toMatchObject({ id: expect.any(Number), commentId: id, reaction: 'heart', userEmail: 'ada+club@example.com' });
    const again = await injectJson(t.app, 'POST', '/api/reactions', { commentId: id, reaction: 'heart', userEmail: 'ada+club@example.com' });
    expect(again.json.id).toBe(add.json.id);
    const thumbs = await injectJson(t.app, 'POST', '/api/reactions', { commentId: String(id), reaction: 'thumbs_up', userEmail: 'ada+club@example.com' });
    expect(thumbs.status).toBe(201);
    expect(await count('comment_reactions')).toBe(before + 2);
    const listed = (await injectJson(t.app, 'GET', `/api/reactions/${id}`)).json.filter((r: any) => r.userEmail === 'ada+club@example.com');
    expect(listed.map((r: any) => r.reaction).sort()).toEqual(['heart', 'thumbs_up']);

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
    expect((await injectJson(t.app, 'POST', '/api/reactions', { commentId: 999999, reaction: 'heart', userEmail: email })).status).toBe(404);
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
    const broken = await t.app.inject({ method: 'POST', url: '/api/reactions', headers: { 'content-type': 'application/json' }, payload: '[' });
    expect(broken.statusCode).toBe(400);
  });

  it('silently drops a reaction whose honeypot is filled', async () => {
    const before = await count('comment_reactions');
    const res = await injectJson(t.app, 'POST', '/api/reactions', { commentId: await approvedCommentId(), reaction: 'heart', userEmail: email, website: 'x' });
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

describe('POST /api/viral-share', () => {
  const valid = { email: 'grace@example.com', firstName: 'Grace', shareType: 'twitter' };
  const linkedinUrl =
    'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Certified%20Organic%20Thinking%20Advocate&certId=BAC-1';

  it('records a share of each type; certificationClaimed and linkedinUrl only for linkedin', async () => {
    for (const shareType of ['twitter', 'email']) {
      const res = await injectJson(t.app, 'POST', '/api/viral-share', { ...valid, shareType });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ id: expect.any(Number), shareType, certificationClaimed: false });
    }
    const res = await injectJson(t.app, 'POST', '/api/viral-share', {
      ...valid,
      shareType: 'linkedin',
      certificationClaimed: true,
      shareAction: 'register',
      linkedinUrl,
    });
    expect(res.status).toBe(201);
    const row = await db().selectFrom('viral_shares').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', shareType: 'linkedin', certificationClaimed: 1, shareAction: 'register', linkedinUrl });
    const plain = await db().selectFrom('viral_shares').selectAll().where('shareType', '=', 'twitter').executeTakeFirstOrThrow();
    expect(plain).toMatchObject({ certificationClaimed: 0, shareAction: 'share', linkedinUrl: null });
  });

  it.each([
    [{ ...valid, email: '' }, 'email'],
    [{ ...valid, email: 'nope' }, 'email'],
    [{ ...valid, firstName: '  ' }, 'firstName'],
    [{ ...valid, firstName: 'x'.repeat(101) }, 'firstName'],
    [{ ...valid, shareType: 'facebook' }, 'shareType'],
    [{ ...valid, shareType: 'x'.repeat(51) }, 'shareType'],
    [{ email: valid.email, firstName: valid.firstName }, 'shareType'],
    [{ ...valid, certificationClaimed: true }, 'certificationClaimed'],
    [{ ...valid, shareType: 'linkedin', certificationClaimed: 'yes' }, 'certificationClaimed'],
    [{ ...valid, shareAction: 'hack' }, 'shareAction'],
    [{ ...valid, shareType: 'linkedin', linkedinUrl: 'https://evil.example/' }, 'linkedinUrl'],
    [{ ...valid, linkedinUrl }, 'linkedinUrl'],
  ])('rejects bad input with a 400 naming the field (%#)', async (body, field) => {
    const before = await count('viral_shares');
    expectFieldError(await injectJson(t.app, 'POST', '/api/viral-share', body), field);
    expect(await count('viral_shares')).toBe(before);
  });

  it('silently drops a filled honeypot', async () => {
    const before = await count('viral_shares');
    const res = await injectJson(t.app, 'POST', '/api/viral-share', { ...valid, website: 'spam' });
    expect(res).toMatchObject({ status: 201, json: { id: null } });
    expect(await count('viral_shares')).toBe(before);
  });
});

describe('POST /api/membership', () => {
  const valid = { firstName: 'Mary', email: 'mary@example.com', subject: 'Complaints About AI', message: 'It finished my sentence. Wrongly.' };

  it('stores an application with its subject and the associate default', async () => {
    const res = await injectJson(t.app, 'POST', '/api/membership', valid);
    expect(res.status).toBe(201);
    const row = await db().selectFrom('membership_applications').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid, membershipType: 'associate' });
  });

  it('defaults a missing or empty subject to General Fellowship Inquiry and keeps a given membershipType', async () => {
    const { subject: _s, ...noSubject } = valid;
    for (const body of [noSubject, { ...valid, subject: '' }]) {
      const res = await injectJson(t.app, 'POST', '/api/membership', { ...body, membershipType: 'fellow' });
      expect(res.status).toBe(201);
      const row = await db().selectFrom('membership_applications').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subject: 'General Fellowship Inquiry', membershipType: 'fellow' });
    }
  });

  it.each([
    [{ ...valid, firstName: '' }, 'firstName'],
    [{ ...valid, firstName: 'x'.repeat(101) }, 'firstName'],
    [{ ...valid, email: 'mary' }, 'email'],
    [{ ...valid, email: undefined }, 'email'],
    [{ ...valid, subject: 'Free Money' }, 'subject'],
    [{ ...valid, message: ' ' }, 'message'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
    [{ ...valid, membershipType: 'x'.repeat(51) }, 'membershipType'],
    [{ ...valid, membershipType: 3 }, 'membershipType'],
  ])('rejects bad input with a 400 naming the field (%#)', async (body, field) => {
    const before = await count('membership_applications');
    expectFieldError(await injectJson(t.app, 'POST', '/api/membership', body), field);
    expect(await count('membership_applications')).toBe(before);
  });

  it('rejects a missing body and broken JSON with a 400', async () => {
    expect((await injectJson(t.app, 'POST', '/api/membership')).status).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/membership', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });

  it('silently drops a filled honeypot', async () => {
    const before = await count('membership_applications');
    expect(await injectJson(t.app, 'POST', '/api/membership', { ...valid, website: 'http://spam' })).toMatchObject({ status: 201, json: { id: null } });
    expect(await count('membership_applications')).toBe(before);
  });
});

describe('the REST surface', () => {
  it('lists every showcase row in /api/openapi.json', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    expect(json.paths['/api/latest-content'].get).toBeDefined();
    expect(json.paths['/api/reactions/{commentId}'].get).toBeDefined();
    expect(json.paths['/api/reactions'].post.requestBody).toBeDefined();
    expect(json.paths['/api/reactions/{commentId}/{email}/{reaction}'].delete).toBeDefined();
    expect(json.paths['/api/recognition'].get).toBeDefined();
    expect(json.paths['/api/recognition/{id}'].get).toBeDefined();
    expect(json.paths['/api/shame'].get).toBeDefined();
    expect(json.paths['/api/shame/{id}'].get).toBeDefined();
    expect(json.paths['/api/viral-share'].post.requestBody).toBeDefined();
    expect(json.paths['/api/membership'].post.requestBody).toBeDefined();
  });

  it('throttles every public write per address and route with a clear 429 (D8)', async () => {
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 2 });
    try {
      const commentId = (
        await fresh.app.services.db.selectFrom('comments').select('id').where('isApproved', '=', 1).executeTakeFirstOrThrow()
      ).id;
      const writes: [string, 'POST' | 'DELETE', unknown][] = [
        ['/api/reactions', 'POST', { commentId, reaction: 'heart', userEmail: 'a@example.com' }],
        [`/api/reactions/${commentId}/a%40example.com/heart`, 'DELETE', undefined],
        ['/api/viral-share', 'POST', { email: 'a@example.com', firstName: 'A', shareType: 'email' }],
        ['/api/membership', 'POST', { firstName: 'A', email: 'a@example.com', message: 'Hello' }],
      ];
      for (const [url, method, body] of writes) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await injectJson(fresh.app, method, url, body)).status);
        expect(statuses[2], url).toBe(429);
        const res = await injectJson(fresh.app, method, url, body);
        expect(res.json.error).toMatch(/Too many requests/);
        expect(res.headers['retry-after']).toBeDefined();
      }
    } finally {
      await fresh.close();
    }
  });

  it('answers the same procedures over tRPC', async () => {
    const list = await injectJson(t.app, 'GET', '/trpc/public.recognition.list');
    expect(list.status).toBe(200);
    expect(list.json.result.data.length).toBeGreaterThan(0);
    const missing = await injectJson(t.app, 'GET', `/trpc/public.shame.byId?input=${encodeURIComponent(JSON.stringify({ id: 99999 }))}`);
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('Shame item not found');
    const bad = await injectJson(t.app, 'POST', '/trpc/public.contact.submit', { firstName: '', email: 'x', message: '' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.data.issues.map((i: { path: string }) => i.path)).toEqual(['firstName', 'email', 'message']);
  });
});
