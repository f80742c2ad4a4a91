import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation } from '~/server/services/staff';
import { adminCookie } from '../helpers/admin-session';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';
import { auditEntries } from '../helpers/audit-log';
import { linkTokenFor } from '../helpers/link-token';

// Staff invitations, role changes and removal (docs/decisions/027), through /trpc on a fresh
// database, on SQLite and PostgreSQL.

let t: TestApp;
let owner = '';
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerMinute: 10_000 }, { MAIL_ADMIN_TO: 'committee@club.example' });
  owner = await adminCookie(t.app, 'owner@club.example');
});
afterAll(() => t.close());

type Json = { result?: { data: unknown }; error?: { message: string; data: { httpStatus: number } } };

async function call(kind: 'query' | 'mutation', path: string, input: unknown, cookie?: string) {
  const headers = { origin: ORIGIN, ...(cookie && { cookie }) };
  const res =
    kind === 'query'
      ? await injectJson(t.app, 'GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, undefined, headers)
      : await injectJson(t.app, 'POST', `/trpc/${path}`, input, headers);
  const json = res.json as Json;
  return { status: res.status, data: json.result?.data, error: json.error?.message };
}

/** The token of the newest invitation letter in the outbox (sealed apart from the letter, docs/decisions/037). */
async function tokenFor(email: string): Promise<string> {
  const letter = await t.app.services.db
    .selectFrom('mail_outbox')
    .select(['text', 'kind'])
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(letter.kind).toBe('staff-invitation');
  expect(letter.text).toContain('/admin-login#invitation=');
  const token = await linkTokenFor(t, email, 'staff-invitation');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(letter.text).not.toContain(token);
  return token;
}

const login = (email: string, password: string) => injectJson(t.app, 'POST', '/api/admin/login', { email, password }, { origin: ORIGIN });

const auditOf = (action: string) => auditEntries(t.app.services.db, 'staff', action);

describe('invitations', () => {
  it('an Owner invites by email; the link works once; the invitee signs in with the role', async () => {
    const invited = await call('mutation', 'admin.staff.invite', { email: 'Editor@Club.example', role: 'editor' }, owner);
    expect(invited.status).toBe(200);
    const token = await tokenFor('editor@club.example');
    // Only the hash is stored.
    const row = await t.app.services.db
      .selectFrom('staff_invitations')
      .selectAll()
      .where('email', '=', 'editor@club.example')
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);

    const seen = await call('query', 'admin.staff.invitation', { token });
    expect(seen).toMatchObject({ status: 200, data: { email: 'editor@club.example', role: 'editor' } });
    const accepted = await call('mutation', 'admin.staff.acceptInvitation', {
      token,
      name: 'Ada Editor',
      password: 'a-long-editor-password',
    });
    expect(accepted).toMatchObject({ status: 200, data: { email: 'editor@club.example', role: 'editor' } });

    const again = await call('mutation', 'admin.staff.acceptInvitation', { token, name: 'Eve', password: 'another-long-password' });
    expect(again.status).toBe(404);
    expect((await call('query', 'admin.staff.invitation', { token })).status).toBe(404);

    const signIn = await login('editor@club.example', 'a-long-editor-password');
    expect(signIn.status).toBe(200);
    const cookie = String([signIn.headers['set-cookie']].flat()[0]).split(';')[0];
    expect((await call('query', 'admin.staff.me', undefined, cookie)).data).toMatchObject({ role: 'editor', name: 'Ada Editor' });
    expect((await call('query', 'admin.staff.list', undefined, cookie)).status).toBe(403);
    expect((await auditOf('invite')).map((e) => e.detail)).toContain('editor@club.example as Editor');
    expect((await auditOf('accept-invitation')).map((e) => e.adminEmail)).toContain('editor@club.example');
  });

  it('two acceptances racing: one account, the other refused', async () => {
    await call('mutation', 'admin.staff.invite', { email: 'race@club.example', role: 'moderator' }, owner);
    const token = await tokenFor('race@club.example');
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        acceptInvitation(t.app.services.db, { token, name: `Racer ${n}`, password: 'a-long-racing-password' }, '10.0.0.9'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const accounts = await t.app.services.db.selectFrom('admin_users').select('role').where('email', '=', 'race@club.example').execute();
    expect(accounts).toEqual([{ role: 'moderator' }]);
  });

  it('an expired link is refused, and a new invitation replaces the old link', async () => {
    await call('mutation', 'admin.staff.invite', { email: 'late@club.example', role: 'editor' }, owner);
    const first = await tokenFor('late@club.example');
    await t.app.services.db
      .updateTable('staff_invitations')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@club.example')
      .execute();
    const expired = await call('mutation', 'admin.staff.acceptInvitation', {
      token: first,
      name: 'Late',
      password: 'a-long-late-password',
    });
    expect(expired.status).toBe(409);
    expect(expired.error).toMatch(/expired/);
    await call('mutation', 'admin.staff.invite', { email: 'late@club.example', role: 'editor' }, owner);
    const second = await tokenFor('late@club.example');
    expect(second).not.toBe(first);
    expect((await call('query', 'admin.staff.invitation', { token: first })).status).toBe(404);
    expect((await call('query', 'admin.staff.invitation', { token: second })).status).toBe(200);
  });

  it('refuses bad input with 400s, a staff address with 409, and a withdrawn link', async () => {
    expect((await call('mutation', 'admin.staff.invite', { email: 'nope', role: 'editor' }, owner)).status).toBe(400);
    expect((await call('mutation', 'admin.staff.invite', { email: 'x@club.example', role: 'king' }, owner)).status).toBe(400);
    expect((await call('mutation', 'admin.staff.invite', { email: 'owner@club.example', role: 'editor' }, owner)).status).toBe(409);
    expect((await call('query', 'admin.staff.invitation', { token: 'short' })).status).toBe(400);
    const short = await call('mutation', 'admin.staff.acceptInvitation', { token: 'a'.repeat(43), name: 'X', password: 'short' });
    expect(short.status).toBe(400);
    await call('mutation', 'admin.staff.invite', { email: 'withdrawn@club.example', role: 'editor' }, owner);
    const token = await tokenFor('withdrawn@club.example');
    const list = (await call('query', 'admin.staff.list', undefined, owner)).data as { invitations: { id: number; email: string }[] };
    const invitation = list.invitations.find((i) => i.email === 'withdrawn@club.example')!;
    expect((await call('mutation', 'admin.staff.revokeInvitation', { id: invitation.id }, owner)).status).toBe(200);
    expect((await call('query', 'admin.staff.invitation', { token })).status).toBe(404);
  });

  it('refuses an acceptance from a foreign Origin', async () => {
    const res = await injectJson(
      t.app,
      'POST',
      '/trpc/admin.staff.acceptInvitation',
      { token: 'a'.repeat(43), name: 'X', password: 'a-long-password-here' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('roles and removal', () => {
  const members = async () =>
    ((await call('query', 'admin.staff.list', undefined, owner)).data as { members: { id: number; email: string; role: string }[] })
      .members;

  it('never leaves the club without an Owner, and audits every change', async () => {
    const me = (await members()).find((m) => m.email === 'owner@club.example')!;
    const demote = await call('mutation', 'admin.staff.changeRole', { id: me.id, role: 'editor' }, owner);
    expect(demote.status).toBe(409);
    expect(demote.error).toMatch(/at least one Owner/);
    expect((await call('mutation', 'admin.staff.remove', { id: me.id }, owner)).status).toBe(409);

    const editor = (await members()).find((m) => m.email === 'editor@club.example')!;
    expect((await call('mutation', 'admin.staff.changeRole', { id: editor.id, role: 'owner' }, owner)).status).toBe(200);
    // With a second Owner, the first may step down.
    expect((await call('mutation', 'admin.staff.changeRole', { id: editor.id, role: 'moderator' }, owner)).status).toBe(200);
    expect((await auditOf('change-role')).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps at least one Owner when the last two are demoted at the same moment', async () => {
    const db = t.app.services.db;
    // Exactly two Owners: A and B.
    await db.updateTable('admin_users').set({ role: 'editor' }).execute();
    const a = await adminCookie(t.app, 'owner-a@club.example');
    const b = await adminCookie(t.app, 'owner-b@club.example');
    await db
      .updateTable('admin_users')
      .set({ role: 'owner' })
      .where('email', 'in', ['owner-a@club.example', 'owner-b@club.example'])
      .execute();
    const ids = await db.selectFrom('admin_users').select(['id', 'email']).where('role', '=', 'owner').orderBy('email').execute();
    expect(ids).toHaveLength(2);
    const results = await Promise.all([
      call('mutation', 'admin.staff.changeRole', { id: ids[1].id, role: 'editor' }, a),
      call('mutation', 'admin.staff.changeRole', { id: ids[0].id, role: 'editor' }, b),
    ]);
    const left = await db.selectFrom('admin_users').select('email').where('role', '=', 'owner').execute();
    expect(left).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The other is refused: by the last-Owner rule (409), or, when the first change committed before
    // its role check, because its caller is no longer an Owner (403).
    expect([403, 409]).toContain(results.find((r) => r.status !== 200)!.status);
    owner = left[0].email === 'owner-a@club.example' ? a : b;
  });

  it('removes a staff member: their sessions end and the removal is audited', async () => {
    const cookie = await adminCookie(t.app, 'leaving@club.example');
    await t.app.services.db.updateTable('admin_users').set({ role: 'moderator' }).where('email', '=', 'leaving@club.example').execute();
    const leaving = (await members()).find((m) => m.email === 'leaving@club.example')!;
    expect((await call('mutation', 'admin.staff.remove', { id: leaving.id }, owner)).status).toBe(200);
    expect((await call('query', 'admin.auth.me', undefined, cookie)).status).toBe(401);
    expect((await auditOf('remove')).map((e) => e.detail)).toContain('leaving@club.example (Moderator)');
    expect((await call('mutation', 'admin.staff.remove', { id: leaving.id }, owner)).status).toBe(404);
  });
});
