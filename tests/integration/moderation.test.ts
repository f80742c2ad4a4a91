import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCommentsWaiting } from '~/server/services/comments';
import { BLOCKED_MESSAGE, REFUSED_WORD_MESSAGE } from '~/server/services/moderation';
import { adminCookie } from '../helpers/admin-session';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';
import { auditEntries } from '../helpers/audit-log';

// The moderation tools (docs/decisions/027): bulk decisions, the queue's filters, blocks, the word
// list and the committee's notice. On SQLite and PostgreSQL.

let t: TestApp;
let moderator = '';
let exhibitions: number[] = [];
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerMinute: 10_000 }, { MAIL_ADMIN_TO: 'committee@club.example' });
  moderator = await adminCookie(t.app, 'moderator@club.example');
  await t.app.services.db.updateTable('admin_users').set({ role: 'moderator' }).where('email', '=', 'moderator@club.example').execute();
  exhibitions = ((await injectJson(t.app, 'GET', '/api/content')).json as { id: number }[]).map((c) => c.id);
  // A clean queue: the seeds' pending comments aside.
  await t.app.services.db.deleteFrom('comments').where('isApproved', '=', 0).execute();
});
afterAll(() => t.close());

type Json = { result?: { data: unknown }; error?: { message: string } };
async function call<T = unknown>(kind: 'query' | 'mutation', path: string, input?: unknown) {
  const headers = { origin: ORIGIN, cookie: moderator };
  const res =
    kind === 'query'
      ? await injectJson(t.app, 'GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`, undefined, headers)
      : await injectJson(t.app, 'POST', `/trpc/${path}`, input, headers);
  const json = res.json as Json;
  return { status: res.status, data: json.result?.data as T, error: json.error?.message };
}

/** A visitor's comment from an address. */
async function comment(text: string, opts: { email?: string; ip?: string; exhibition?: number } = {}) {
  const id = opts.exhibition ?? exhibitions[0];
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/content/${id}/comments`,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({ authorName: 'Visitor', authorEmail: opts.email ?? 'visitor@example.com', comment: text }),
    remoteAddress: opts.ip ?? '198.51.100.1',
  });
  return { status: res.statusCode, json: res.json<{ id: number; error?: string }>() };
}

type PendingPage = { items: { id: number; contentItemId: number; heldFor: string | null }[]; total: number };
const queue = (filter: object = {}) => call<PendingPage>('query', 'admin.comments.pendingPage', filter).then((r) => r.data);

describe('bulk moderation', () => {
  it('approves many comments at once, in one transaction, with an audit entry each', async () => {
    const ids = [(await comment('one')).json.id, (await comment('two')).json.id, (await comment('three')).json.id];
    const res = await call<{ count: number }>('mutation', 'admin.comments.bulk', { ids, action: 'approve' });
    expect(res).toMatchObject({ status: 200, data: { count: 3 } });
    const rows = await t.app.services.db.selectFrom('comments').select('isApproved').where('id', 'in', ids).execute();
    expect(rows.every((r) => r.isApproved === 1)).toBe(true);
    const audit = await auditEntries(t.app.services.db, 'comment', 'approve', ids);
    expect(audit).toHaveLength(3);
  });

  it('changes nothing when one of them is gone, and rejects many at once', async () => {
    const ids = [(await comment('four')).json.id, (await comment('five')).json.id];
    const missing = await call('mutation', 'admin.comments.bulk', { ids: [...ids, 987_654], action: 'reject' });
    expect(missing.status).toBe(404);
    expect(await t.app.services.db.selectFrom('comments').select('id').where('id', 'in', ids).execute()).toHaveLength(2);
    expect((await call('mutation', 'admin.comments.bulk', { ids, action: 'reject' })).status).toBe(200);
    expect(await t.app.services.db.selectFrom('comments').select('id').where('id', 'in', ids).execute()).toHaveLength(0);
  });

  it('refuses bad input with 400s', async () => {
    expect((await call('mutation', 'admin.comments.bulk', { ids: [], action: 'approve' })).status).toBe(400);
    expect((await call('mutation', 'admin.comments.bulk', { ids: [1], action: 'delete' })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await call('mutation', 'admin.comments.bulk', { ids: many, action: 'approve' })).status).toBe(400);
  });
});

describe('the queue filters', () => {
  it('narrows the queue to one exhibition, and lists the exhibitions with their counts', async () => {
    await comment('on the second', { exhibition: exhibitions[1] });
    await comment('on the first', { exhibition: exhibitions[0] });
    const second = await queue({ contentItemId: exhibitions[1] });
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.every((c) => c.contentItemId === exhibitions[1])).toBe(true);
    const counts = (await call<{ id: number; pending: number }[]>('query', 'admin.comments.pendingExhibitions')).data;
    expect(counts.find((x) => x.id === exhibitions[1])?.pending).toBe(second.total);
    expect((await call('query', 'admin.comments.pendingPage', { contentItemId: 'x' })).status).toBe(400);
  });
});

describe('the word list', () => {
  it('refuses a comment with a refused word, and holds one with a held word', async () => {
    expect((await call('mutation', 'admin.moderation.addWord', { word: 'Casino', action: 'refuse' })).status).toBe(200);
    expect((await call('mutation', 'admin.moderation.addWord', { word: 'crypto', action: 'hold' })).status).toBe(200);
    expect((await call('mutation', 'admin.moderation.addWord', { word: 'crypto', action: 'refuse' })).status).toBe(409);
    const refused = await comment('Visit my CASINO today');
    expect(refused).toMatchObject({ status: 403, json: { error: REFUSED_WORD_MESSAGE } });
    const held = await comment('What of crypto brains?');
    expect(held.status).toBe(201);
    const onlyHeld = await queue({ held: true });
    expect(onlyHeld.items.map((c) => c.id)).toEqual([held.json.id]);
    expect(onlyHeld.items[0].heldFor).toBe('crypto');
    // Part of a word is not the word.
    expect((await comment('Cryptography is a fine art')).status).toBe(201);
  });
});

describe('blocks', () => {
  it('refuses a blocked email, hides their pending comments, and shows them again when lifted', async () => {
    const pending = await comment('before the block', { email: 'troll@example.com' });
    const blocked = await call<{ id: number }>('mutation', 'admin.moderation.block', { kind: 'email', value: 'Troll@Example.com' });
    expect(blocked.status).toBe(200);
    expect((await queue()).items.map((c) => c.id)).not.toContain(pending.json.id);
    expect(await comment('again', { email: 'troll@example.com' })).toMatchObject({ status: 403, json: { error: BLOCKED_MESSAGE } });
    // Reactions too, on an approved comment.
    const approved = (await injectJson(t.app, 'GET', `/api/content/${exhibitions[0]}/comments`)).json as { id: number }[];
    const reaction = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: approved[0].id,
      reaction: 'heart',
      userEmail: 'troll@example.com',
    });
    expect(reaction.status).toBe(403);
    expect((reaction.json as { error: string }).error).toBe(BLOCKED_MESSAGE);
    expect((await call<{ hiddenPending: number }>('query', 'admin.moderation.list')).data.hiddenPending).toBe(1);
    expect((await call('mutation', 'admin.moderation.unblock', { id: blocked.data.id })).status).toBe(200);
    expect((await queue()).items.map((c) => c.id)).toContain(pending.json.id);
    expect((await comment('after the block', { email: 'troll@example.com' })).status).toBe(201);
  });

  it('refuses an address range (IPv4 and IPv6), and audits blocks and lifts', async () => {
    const range = await call<{ id: number }>('mutation', 'admin.moderation.block', { kind: 'address', value: '203.0.113.0/24' });
    expect(range.status).toBe(200);
    expect((await comment('from the range', { ip: '203.0.113.77' })).status).toBe(403);
    expect((await comment('from outside', { ip: '203.0.114.1' })).status).toBe(201);
    await call('mutation', 'admin.moderation.block', { kind: 'address', value: '2001:db8::/32' });
    expect((await comment('v6', { ip: '2001:db8:1::5' })).status).toBe(403);
    expect((await call('mutation', 'admin.moderation.block', { kind: 'address', value: '203.0.113.0/33' })).status).toBe(400);
    expect((await call('mutation', 'admin.moderation.block', { kind: 'email', value: 'not an email' })).status).toBe(400);
    await call('mutation', 'admin.moderation.unblock', { id: range.data.id });
    expect((await comment('lifted', { ip: '203.0.113.77' })).status).toBe(201);
    const audit = await t.app.services.db.selectFrom('admin_audit_log').select('action').where('kind', '=', 'moderation').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['block', 'unblock', 'create']));
  });
});

describe("the committee's notice", () => {
  const notices = () =>
    t.app.services.db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'subject'])
      .where('dedupeKey', 'like', 'comments-waiting:%')
      .execute();

  it('queues one letter to MAIL_ADMIN_TO when comments wait, at most one an hour', async () => {
    // The scheduler looks (every COMMENTS_WAITING_CHECK_MS, and at start); comments wait from the tests above.
    const scheduler = t.app.services.scheduler;
    await scheduler.runNow();
    expect(await notices()).toHaveLength(1);
    await comment('yet another');
    await Promise.all([comment('at once 1'), comment('at once 2'), comment('at once 3')]);
    await Promise.all([scheduler.runNow(), notifyCommentsWaiting(t.app.services.db, t.app.services.mail)]);
    expect(await notices()).toHaveLength(1);
    const [notice] = await notices();
    expect(notice?.recipient).toBe('committee@club.example');
    expect(notice?.subject).toMatch(/comments? waits? for moderation/);
    // An hour later, another.
    await t.app.services.db
      .updateTable('mail_outbox')
      .set({ createdAt: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('dedupeKey', 'like', 'comments-waiting:%')
      .execute();
    await t.app.services.db
      .updateTable('mail_outbox')
      .set({ dedupeKey: 'comments-waiting:earlier' })
      .where('dedupeKey', 'like', 'comments-waiting:%')
      .execute();
    await scheduler.runNow();
    expect(await notices()).toHaveLength(2);
  });
});
