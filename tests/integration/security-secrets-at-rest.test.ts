import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import { EXPORT_KINDS } from '~/shared/admin-kinds';
import { adminCookie } from '../helpers/admin-session';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { TABLES } from '../helpers/tables';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

// Issue 38, item 6 (docs/decisions/037-secrets-at-rest.md): what a copy of the database, an Owner's
// Outbox tab or an export shows must not let anyone use a reset or invitation link, nor make TOTP
// codes. Against a real SMTP server (the token that reached it is the one looked for everywhere
// else), on SQLite and PostgreSQL.

const OWNER = 'owner@club.example';
const OWNER_PASSWORD = 'an-owner-long-password';
const FAST_RETRIES = [100, 100, 100, 100, 100, 100, 100];
const SITE = 'http://localhost:3000';

let smtp: TestSmtpServer;
let t: TestApp;
let owner = '';
const mailEnv = () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'The Brain Appreciation Club <club@club.example>' });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ rateLimitWritesPerMinute: 100_000, mailRetryDelaysMs: FAST_RETRIES }, mailEnv());
  owner = await adminCookie(t.app, OWNER, OWNER_PASSWORD);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.app.services.db;

async function call(path: string, input: unknown, opts: { cookie?: string; ip?: string; app?: TestApp } = {}) {
  const isQuery = /\.(invitation|overview|me|list)$/.test(path);
  const res = await (opts.app ?? t).app.inject({
    method: isQuery ? 'GET' : 'POST',
    url: isQuery ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `/trpc/${path}`,
    headers: {
      origin: SITE,
      ...(!isQuery && { 'content-type': 'application/json' }),
      ...(opts.cookie && { cookie: opts.cookie }),
    },
    ...(!isQuery && { payload: JSON.stringify(input ?? {}) }),
    remoteAddress: opts.ip ?? '10.38.6.1',
  });
  const json = JSON.parse(res.body) as { result?: { data?: Record<string, unknown> }; error?: { message?: string } };
  const cookies = [res.headers['set-cookie'] ?? []].flat().map((c) => String(c).split(';')[0]);
  return { status: res.statusCode, body: res.body, data: json.result?.data ?? {}, error: json.error?.message, cookies };
}

const sessionOf = (cookies: string[]) => cookies.find((c) => c.startsWith('bac_admin_session=') && !c.endsWith('='));

/** Waits for `count` letters to this address. */
async function arrivals(recipient: string, count = 1): Promise<ReceivedMail[]> {
  await expect.poll(() => smtp.to(recipient).length, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(count);
  return smtp.to(recipient);
}

/** The token in a received letter's link, checked to be the same in its plain text and its HTML. */
function tokenIn(letter: ReceivedMail, pattern: RegExp): string {
  const inText = pattern.exec(letter.mail.text ?? '')?.[1];
  const inHtml = pattern.exec(String(letter.mail.html))?.[1];
  expect(inText).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(inHtml).toBe(inText);
  return inText!;
}
const INVITATION_LINK = /\/admin-login#invitation=([A-Za-z0-9_-]+)/;
const RESET_LINK = /\/admin-login\?reset=([A-Za-z0-9_-]+)/;

/** The tables (TABLES lists each table of the Database type) with a row in which some column's text matches. */
async function tablesHolding(needle: string | RegExp, on: TestApp = t): Promise<string[]> {
  const found: string[] = [];
  for (const table of TABLES) {
    const rows = JSON.stringify(await on.app.services.db.selectFrom(table).selectAll().execute());
    if (typeof needle === 'string' ? rows.includes(needle) : needle.test(rows)) found.push(table);
  }
  return found;
}

const statusOf = async (recipient: string) =>
  (await db().selectFrom('mail_outbox').select('status').where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst())
    ?.status;

describe('reset and invitation links', () => {
  it('reach the recipient, work, and are held by no table, no Outbox answer and no export once sent', async () => {
    const invitee = 'invitee@club.example';
    const forgetful = 'forgetful@club.example';
    await createOrResetAdmin(db(), forgetful, 'a-forgetful-long-password');
    expect((await call('admin.staff.invite', { email: invitee, role: 'editor' }, { cookie: owner })).status).toBe(200);
    expect((await call('admin.auth.requestPasswordReset', { email: forgetful })).status).toBe(200);

    const invitation = tokenIn((await arrivals(invitee))[0], INVITATION_LINK);
    const reset = tokenIn((await arrivals(forgetful))[0], RESET_LINK);
    await expect.poll(() => statusOf(invitee), { timeout: 5000, interval: 50 }).toBe('sent');
    await expect.poll(() => statusOf(forgetful), { timeout: 5000, interval: 50 }).toBe('sent');

    // A copy of the database: no table holds either token (only their SHA-256, in the token tables).
    expect(await tablesHolding(invitation)).toEqual([]);
    expect(await tablesHolding(reset)).toEqual([]);

    // The Outbox tab and its REST rows keep the letters, with the link's token withheld.
    const list = await injectJson(t.app, 'GET', '/api/admin/mail', undefined, { cookie: owner });
    expect(list.status).toBe(200);
    const seen: [string, string][] = [['GET /api/admin/mail', list.body]];
    const messages = (list.json as { messages: { id: number; kind: string }[] }).messages;
    for (const m of messages) {
      const one = await injectJson(t.app, 'GET', `/api/admin/mail/${m.id}`, undefined, { cookie: owner });
      expect(one.status).toBe(200);
      seen.push([`GET /api/admin/mail/${m.id}`, one.body]);
      expect(Object.keys(one.json as object)).not.toContain('secret');
    }
    const letters = messages.filter((m) => m.kind === 'password-reset' || m.kind === 'staff-invitation');
    expect(letters).toHaveLength(2);
    for (const m of letters) {
      const one = await injectJson(t.app, 'GET', `/api/admin/mail/${m.id}`, undefined, { cookie: owner });
      expect((one.json as { text: string }).text).toMatch(/\/admin-login(\?reset=|#invitation=)/);
    }
    seen.push(['admin.mail.list', (await call('admin.mail.list', undefined, { cookie: owner })).body]);
    // The privacy tool's export of both addresses, and every CSV download.
    for (const email of [invitee, forgetful, OWNER]) {
      const exported = await call('admin.privacy.export', { email }, { cookie: owner });
      expect(exported.status).toBe(200);
      seen.push([`admin.privacy.export ${email}`, exported.body]);
    }
    for (const kind of EXPORT_KINDS) {
      const csv = await t.app.inject({ method: 'GET', url: `/api/admin/export/${kind}.csv`, headers: { cookie: owner } });
      expect(csv.statusCode).toBe(200);
      seen.push([`${kind}.csv`, csv.body]);
    }
    expect(seen.filter(([, body]) => body.includes(invitation) || body.includes(reset)).map(([label]) => label)).toEqual([]);

    // The emailed links still work.
    expect(await call('admin.staff.invitation', { token: invitation })).toMatchObject({ status: 200, data: { email: invitee } });
    const accepted = await call('admin.staff.acceptInvitation', { token: invitation, name: 'Ivy', password: 'quill-marmalade-lantern-42' });
    expect(accepted.status).toBe(200);
    const done = await call('admin.auth.resetPassword', { token: reset, password: 'velvet-orchard-compass-77' }, { ip: '10.38.6.2' });
    expect(done.status).toBe(200);
    const signIn = await injectJson(t.app, 'POST', '/api/admin/login', { email: forgetful, password: 'velvet-orchard-compass-77' });
    expect(signIn.status).toBe(200);
  });

  it('Send again works while the link lives, and is refused with a reason once it has expired', async () => {
    const late = 'late@club.example';
    smtp.refuse(late, 8);
    expect((await call('admin.staff.invite', { email: late, role: 'moderator' }, { cookie: owner })).status).toBe(200);
    await expect.poll(() => statusOf(late), { timeout: 15_000, interval: 50 }).toBe('failed');
    const letter = await db().selectFrom('mail_outbox').selectAll().where('recipient', '=', late).executeTakeFirstOrThrow();
    expect(await tablesHolding(/#invitation=[A-Za-z0-9_-]{43}/)).toEqual([]);

    const again = await injectJson(t.app, 'POST', `/api/admin/mail/${letter.id}/retry`, undefined, { cookie: owner });
    expect(again.status).toBe(200);
    const token = tokenIn((await arrivals(late))[0], INVITATION_LINK);
    expect((await call('admin.staff.invitation', { token })).status).toBe(200);

    const later = 'later@club.example';
    smtp.refuse(later, 8);
    expect((await call('admin.staff.invite', { email: later, role: 'moderator' }, { cookie: owner })).status).toBe(200);
    await expect.poll(() => statusOf(later), { timeout: 15_000, interval: 50 }).toBe('failed');
    const expired = await db().selectFrom('mail_outbox').select('id').where('recipient', '=', later).executeTakeFirstOrThrow();
    // The link's lifetime ends (the invitation's 72 hours, recorded with the letter).
    await db()
      .updateTable('mail_outbox')
      .set({ secretExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const refused = await injectJson(t.app, 'POST', `/api/admin/mail/${expired.id}/retry`, undefined, { cookie: owner });
    expect(refused.status).toBe(409);
    expect((refused.json as { error: string }).error).toMatch(/expired/i);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(later)).toHaveLength(0);
  });
});

/** An account signed in (full session), with TOTP set up through the Security procedures. */
async function withTotp(email: string, on: TestApp = t) {
  const password = 'quill-marmalade-lantern-42';
  await createOrResetAdmin(on.app.services.db, email, password);
  const signedIn = await call('admin.auth.login', { email, password }, { app: on, ip: '10.38.6.3' });
  const cookie = sessionOf(signedIn.cookies)!;
  // Setting up a factor asks for fresh proof first (docs/decisions/036).
  expect((await call('admin.security.confirmIdentity', { password }, { cookie, app: on })).status).toBe(200);
  const started = await call('admin.security.totpStart', {}, { cookie, app: on });
  expect(started.status).toBe(200);
  const secret = String(started.data.secret);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  expect((await call('admin.security.totpConfirm', { code: totp.generate() }, { cookie, app: on })).status).toBe(200);
  return { email, password, secret, totp };
}

/** Password, then the TOTP code of a step not used yet: the status of the second step. */
async function signInWithCode(on: TestApp, email: string, password: string, code: string) {
  const first = await call('admin.auth.login', { email, password }, { app: on, ip: '10.38.6.4' });
  expect(first.status).toBe(200);
  return call('admin.auth.verifySecondFactor', { code }, { app: on, cookie: sessionOf(first.cookies), ip: '10.38.6.4' });
}

const totpRow = (on: TestApp, email: string) =>
  on.app.services.db
    .selectFrom('admin_totp')
    .innerJoin('admin_users', 'admin_users.id', 'admin_totp.adminUserId')
    .select(['admin_totp.secret', 'admin_totp.adminUserId'])
    .where('admin_users.email', '=', email)
    .executeTakeFirstOrThrow();

describe('TOTP secrets', () => {
  it('are stored encrypted with a key kept in DATA_DIR/secrets.key (0600), and codes still verify', async () => {
    const user = await withTotp('totp@club.example');
    const stored = (await totpRow(t, user.email)).secret;
    expect(stored).not.toContain(user.secret);
    expect(stored.toUpperCase()).not.toContain(user.secret);
    expect(await tablesHolding(user.secret)).toEqual([]);
    const verified = await signInWithCode(t, user.email, user.password, user.totp.generate({ timestamp: Date.now() + 30_000 }));
    expect(verified.status).toBe(200);

    const keyFile = path.join(t.dataDir, 'secrets.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('a secret stored in clear by an earlier version is encrypted at the next start, and still verifies', async () => {
    const email = 'legacy@club.example';
    const { id } = await createOrResetAdmin(db(), email, 'quill-marmalade-lantern-42');
    const clear = new Secret({ size: 20 }).base32;
    await db().insertInto('admin_totp').values({ adminUserId: id, secret: clear, confirmedAt: new Date().toISOString() }).execute();
    // Read in clear until then.
    const totp = new TOTP({ secret: Secret.fromBase32(clear), digits: 6, period: 30, algorithm: 'SHA1' });
    expect((await signInWithCode(t, email, 'quill-marmalade-lantern-42', totp.generate({ timestamp: Date.now() + 30_000 }))).status).toBe(
      200,
    );

    // The same data, started again (as after an upgrade): sealed once, then left as it is.
    const restarted = await createTestApp({ rateLimitWritesPerMinute: 100_000 }, { ...mailEnv(), DATA_DIR: t.dataDir });
    try {
      const sealed = (await totpRow(restarted, email)).secret;
      expect(sealed).not.toContain(clear);
      // The step used above may be used again (the test cannot wait 30 seconds).
      await restarted.app.services.db.updateTable('admin_totp').set({ lastStep: null }).where('adminUserId', '=', id).execute();
      const code = totp.generate();
      expect((await signInWithCode(restarted, email, 'quill-marmalade-lantern-42', code)).status).toBe(200);
    } finally {
      await restarted.app.close();
    }
    const again = await createTestApp({ rateLimitWritesPerMinute: 100_000 }, { ...mailEnv(), DATA_DIR: t.dataDir });
    try {
      expect((await totpRow(again, email)).secret).toBe((await totpRow(t, email)).secret);
    } finally {
      await again.app.close();
    }
  });

  it('an unreadable secret answers a clear error, not a 500', async () => {
    const user = await withTotp('garbled@club.example');
    const row = await totpRow(t, user.email);
    // Another key's ciphertext (a restore without its key, or a damaged row): the authentication tag fails.
    const garbled = row.secret.slice(0, -4) + (row.secret.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await db().updateTable('admin_totp').set({ secret: garbled }).where('adminUserId', '=', row.adminUserId).execute();
    const answer = await signInWithCode(t, user.email, user.password, user.totp.generate({ timestamp: Date.now() + 30_000 }));
    expect(answer.status).toBe(503);
    expect(answer.error).toMatch(/key/i);
  });
});

describe('the key', () => {
  it('a server started with another key on the same data refuses to start, naming the setting; SECRETS_KEY_LOST lets it go on', async () => {
    const own = await createTestApp({ rateLimitWritesPerMinute: 100_000 });
    try {
      const user = await withTotp('keyed@club.example', own);
      await own.app.close();
      const otherKey = randomBytes(32).toString('base64');
      const refused = createTestApp({}, { DATA_DIR: own.dataDir, SECRETS_KEY: otherKey });
      await expect(refused).rejects.toThrow(/SECRETS_KEY/);
      const message = await refused.then(
        () => '',
        (error: Error) => error.message,
      );
      const fingerprint = /SECRETS_KEY_LOST=([0-9a-f]+)/.exec(message)?.[1];
      expect(fingerprint).toBeTruthy();
      expect(message).not.toContain(otherKey);

      // The operator gives the old key up: the secrets it sealed are dropped, the server starts.
      const given = await createTestApp({}, { DATA_DIR: own.dataDir, SECRETS_KEY: otherKey, SECRETS_KEY_LOST: fingerprint! });
      try {
        const left = await given.app.services.db.selectFrom('admin_totp').select('adminUserId').execute();
        expect(left).toHaveLength(0);
        const first = await call('admin.auth.login', { email: user.email, password: user.password }, { app: given });
        expect(first.status).toBe(200);
      } finally {
        await given.app.close();
      }
      // The key given with SECRETS_KEY is now the database's: the next start needs nothing more.
      const next = await createTestApp({}, { DATA_DIR: own.dataDir, SECRETS_KEY: otherKey });
      // Closes the app, drops its database and removes its folder.
      await next.close();
    } catch (error) {
      await own.close().catch(() => undefined);
      throw error;
    }
  });
});
