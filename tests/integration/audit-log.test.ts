import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useAdminTestApp } from '../helpers/admin-session';
import { idOf, injectJson } from '../helpers/test-app';
import { insertMany, minuteAt, seedExhibition, seedPendingComments } from '../helpers/seed-lists';
import { multipartBody, mp4Bytes, PNG_BYTES, quizVideoFields, quizVideoFile } from '../helpers/upload-fixtures';
import { uploadedOutput } from '~/shared/schemas/uploads';
import { videoUploadedOutput } from '~/shared/schemas/reality-readiness';
import { proposalFiller } from '../helpers/research-proposal';

// docs/decisions/015: every admin write leaves an entry (who, what, which id, when, from where) written in
// the write's own transaction; the log is read-only through the app.
const { t, admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

type Entry = {
  adminEmail: string;
  adminUserId: number | null;
  kind: string;
  action: string;
  entityId: number | null;
  detail: string | null;
  ip: string;
  createdAt: string;
};

/** A second session of the same administrator (adminCookie would reset the password and end the first). */
async function secondSession(): Promise<string> {
  const res = await injectJson(t.app, 'POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  return String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('bac_admin_session='))).split(';')[0];
}

/** The newest entry, read through the REST row. */
async function latest(): Promise<Entry> {
  const res = await admin('GET', '/api/admin/audit-log?page=1');
  expect(res.status).toBe(200);
  return res.json.items[0];
}

const CATALOGUE: [kind: string, path: string, body: Record<string, unknown>][] = [
  ['content', 'content', { title: 'Audit exhibit', description: '<p>d</p>', type: 'exhibition', category: 'C' }],
  ['recognition', 'recognition', { title: 'Audit award', company: 'Co', description: '<p>d</p>', category: 'C' }],
  ['shame', 'shame', { title: 'Audit folly', description: 'd', category: 'C', example: 'e' }],
  ['arsenal', 'arsenal', { title: 'Audit tool', description: 'd', type: 'prompt', category: 'C', content: 'x' }],
  [
    'intelligence',
    'intelligence',
    { title: 'Audit report', summary: 's', content: '<p>c</p>', sourceTitle: 'S', sourceUrl: 'https://example.com' },
  ],
];

describe('the audit log records every admin write', () => {
  it('records the login that made the session, with the admin and the address', async () => {
    const rows = await db().selectFrom('admin_audit_log').selectAll().where('kind', '=', 'session').execute();
    expect(rows[0]).toMatchObject({ adminEmail: ADMIN_EMAIL, action: 'login', ip: '10.99.99.99', adminUserId: expect.any(Number) });
  });

  it.each(CATALOGUE)('%s: create, update and delete, each with its id and title', async (kind, path, body) => {
    const created = await admin('POST', `/api/admin/${path}`, body);
    expect(created.status).toBe(201);
    const id = idOf(created.json);
    expect(await latest()).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      kind,
      action: 'create',
      entityId: id,
      detail: body.title,
      ip: '127.0.0.1',
    });
    expect((await admin('PATCH', `/api/admin/${path}/${id}`, { title: `${String(body.title)} II` })).status).toBe(200);
    expect(await latest()).toMatchObject({ kind, action: 'update', entityId: id, detail: `${String(body.title)} II` });
    expect((await admin('DELETE', `/api/admin/${path}/${id}`)).status).toBe(200);
    expect(await latest()).toMatchObject({ kind, action: 'delete', entityId: id, detail: `${String(body.title)} II` });
  });

  it('comments: approve and reject (through tRPC too)', async () => {
    await seedPendingComments(db(), 2, await seedExhibition(db()));
    const [a, b] = await db().selectFrom('comments').select(['id', 'authorName']).orderBy('id').execute();
    expect((await admin('PATCH', `/api/admin/comments/${a.id}/approve`)).status).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'comment', action: 'approve', entityId: a.id, detail: a.authorName });
    expect((await admin('POST', '/trpc/admin.comments.reject', { id: b.id })).status).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'comment', action: 'reject', entityId: b.id, detail: b.authorName });
  });

  it.each([
    [
      'contact-form',
      'membership-applications',
      'membership_applications',
      { firstName: 'F', email: 'gone@example.com', subject: 'S', message: 'M', createdAt: minuteAt(1) },
    ],
    [
      'volunteer-application',
      'volunteer-applications',
      'volunteer_applications',
      { name: 'N', email: 'gone@example.com', motivation: 'M', createdAt: minuteAt(1) },
    ],
    [
      'supporter',
      'viral-shares',
      'viral_shares',
      { firstName: 'F', email: 'gone@example.com', shareType: 'twitter', createdAt: minuteAt(1) },
    ],
  ] as const)('%s: delete', async (kind, path, table, row) => {
    await insertMany(db(), table, 1, () => row);
    const { id } = await db().selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await admin('DELETE', `/api/admin/${path}/${id}`)).status).toBe(200);
    expect(await latest()).toMatchObject({ kind, action: 'delete', entityId: id, detail: 'gone@example.com' });
  });

  it('research-proposal: delete', async () => {
    await insertMany(db(), 'research_proposals', 1, () => ({
      name: 'N',
      email: 'n@example.com',
      title: 'A proposal',
      ...proposalFiller,
    }));
    const { id } = await db().selectFrom('research_proposals').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await admin('DELETE', `/api/admin/research-proposals/${id}`)).status).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'research-proposal', action: 'delete', entityId: id, detail: 'A proposal' });
  });

  it('uploads: an image, a quiz video and its delete', async () => {
    const cookie = await secondSession();
    const send = (url: string, parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, contentType } = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType, origin: 'http://localhost:3000', cookie },
      });
    };
    const image = await send('/api/admin/upload', [{ name: 'image', filename: 'a.png', contentType: 'image/png', data: PNG_BYTES }]);
    expect(image.statusCode).toBe(201);
    expect(await latest()).toMatchObject({ kind: 'upload', action: 'upload', detail: uploadedOutput.parse(image.json()).imageUrl });
    const video = await send('/api/admin/reality-readiness/videos', [
      ...quizVideoFields({ title: 'Audited clip', orderPosition: '1' }),
      quizVideoFile(mp4Bytes(), 'v.mp4'),
    ]);
    expect(video.statusCode).toBe(201);
    expect(await latest()).toMatchObject({
      kind: 'video',
      action: 'upload',
      entityId: videoUploadedOutput.parse(video.json()).id,
      detail: 'Audited clip',
    });
    expect((await admin('DELETE', `/api/admin/reality-readiness/videos/${videoUploadedOutput.parse(video.json()).id}`)).status).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'video',
      action: 'delete',
      entityId: videoUploadedOutput.parse(video.json()).id,
      detail: 'Audited clip',
    });
  });

  it('a failed login names the email tried; a logout names the admin', async () => {
    const failed = await injectJson(t.app, 'POST', '/api/admin/login', { email: 'Intruder@Example.com', password: 'wrong-password-1' });
    expect(failed.status).toBe(401);
    expect(await latest()).toMatchObject({
      adminEmail: 'intruder@example.com',
      adminUserId: null,
      kind: 'session',
      action: 'login-failed',
    });
    const second = await secondSession();
    expect((await injectJson(t.app, 'POST', '/api/admin/logout', undefined, { cookie: second })).status).toBe(200);
    expect(await latest()).toMatchObject({ adminEmail: ADMIN_EMAIL, kind: 'session', action: 'logout' });
  });

  it("a write that fails leaves no entry (the entry is in the write's transaction)", async () => {
    const before = (await admin('GET', '/api/admin/audit-log?page=1')).json.total;
    expect((await admin('DELETE', '/api/admin/content/999999')).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/comments/999999/approve')).status).toBe(404);
    expect((await admin('GET', '/api/admin/audit-log?page=1')).json.total).toBe(before);
  });
});

describe('reading the log', () => {
  it('filters by admin and kind, and searches', async () => {
    const byKind = await admin('GET', '/api/admin/audit-log?kind=shame');
    expect(byKind.json.items.map((e: Entry) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(byKind.json.kinds).toEqual(expect.arrayContaining(['content', 'session', 'shame', 'upload', 'video']));
    expect(byKind.json.admins).toEqual(expect.arrayContaining([ADMIN_EMAIL, 'intruder@example.com']));
    const byAdmin = await admin('GET', `/api/admin/audit-log?admin=${encodeURIComponent('intruder@example.com')}`);
    expect(byAdmin.json).toMatchObject({ total: 1, items: [{ action: 'login-failed' }] });
    const searched = await admin('GET', `/api/admin/audit-log?q=${encodeURIComponent('audit TOOL')}`);
    expect(searched.json.items.every((e: Entry) => e.kind === 'arsenal')).toBe(true);
    const trpc = await admin('GET', `/trpc/admin.auditLog.list?input=${encodeURIComponent(JSON.stringify({ kind: 'comment' }))}`);
    expect(trpc.json.result.data.items.map((e: Entry) => e.action)).toEqual(['reject', 'approve']);
  });

  it('needs a session', async () => {
    expect((await injectJson(t.app, 'GET', '/api/admin/audit-log')).status).toBe(401);
    expect((await injectJson(t.app, 'GET', '/trpc/admin.auditLog.list?input=%7B%7D')).status).toBe(401);
  });

  it('cannot be changed or removed through the app: no such routes or procedures', async () => {
    const { id } = await db().selectFrom('admin_audit_log').select('id').executeTakeFirstOrThrow();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await admin(method as 'PATCH', '/api/admin/audit-log', { id });
      expect(res.status, method).toBe(405);
      const one = await admin(method as 'PATCH', `/api/admin/audit-log/${id}`, {});
      expect([404, 405], `${method} one`).toContain(one.status);
    }
    for (const procedure of ['admin.auditLog.delete', 'admin.auditLog.update', 'admin.auditLog.clear']) {
      expect((await admin('POST', `/trpc/${procedure}`, { id })).status, procedure).toBe(404);
    }
    expect(await db().selectFrom('admin_audit_log').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });
});
