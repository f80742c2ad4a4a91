import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { sha256 } from '~/server/auth/session';
import { linkTokenFor } from '../helpers/link-token';
import { server } from '../helpers/server-under-test';
import { deviceOf, sessionOf, SITE, staffCalls } from '../helpers/staff-calls';
import { createTestApp, useTestApp } from '../helpers/test-app';

// docs/decisions/026: a throttle that holds, a second factor, the password lifecycle, sessions.
// Runs on SQLite and on PostgreSQL (the `postgres` Vitest project).

const { t } = useTestApp({ rateLimitWritesPerMinute: 100_000 });

const { send } = staffCalls(() => t.app);

const login = (body: Record<string, string>, opts: { cookie?: string; ip?: string } = {}) => send('POST', '/api/admin/login', body, opts);

/** A tRPC call; answers the status and the data (or the error). */
async function call(path: string, input: unknown, opts: { cookie?: string; ip?: string } = {}) {
  const query = path.endsWith('overview') || path.endsWith('sessions') || path.endsWith('.me');
  const res = query
    ? await send('GET', `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, undefined, opts)
    : await send('POST', `/trpc/${path}`, input ?? {}, opts);
  const result = res.json.result as { data?: Record<string, unknown> } | undefined;
  const error = res.json.error as { message?: string } | undefined;
  return { status: res.status, data: result?.data ?? {}, error: error?.message, cookies: res.cookies };
}

/** An account with a password, signed in (full), with its session cookie. */
async function account(email: string, password = 'quill-marmalade-lantern-42') {
  await server.createOrResetAdmin(t.app.services.db, email, password);
  const res = await login({ email, password }, { ip: `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  expect(res.status).toBe(200);
  return { email, password, cookie: sessionOf(res)!, device: deviceOf(res)! };
}

/** Confirms it is the owner (docs/decisions/036): the Security page's changes need it. */
async function confirmIdentity(cookie: string, password: string) {
  expect((await call('admin.security.confirmIdentity', { password }, { cookie })).status).toBe(200);
}

/** Sets up TOTP through the Security procedures; answers a code maker and the recovery codes. */
async function enrolTotp(cookie: string, password: string) {
  await confirmIdentity(cookie, password);
  const started = await call('admin.security.totpStart', undefined, { cookie });
  expect(started.status).toBe(200);
  expect(String(started.data.qrSvg)).toMatch(/^data:image\/svg\+xml;base64,/);
  const totp = new TOTP({ secret: Secret.fromBase32(String(started.data.secret)), digits: 6, period: 30, algorithm: 'SHA1' });
  const confirmed = await call('admin.security.totpConfirm', { code: totp.generate() }, { cookie });
  expect(confirmed.status).toBe(200);
  const recoveryCodes = confirmed.data.recoveryCodes as string[];
  expect(recoveryCodes).toHaveLength(10);
  /** The code of the next 30-second step (the current one was spent confirming: a code is good once). */
  let ahead = 0;
  const nextCode = () => totp.generate({ timestamp: Date.now() + 30_000 * ++ahead });
  return { totp, recoveryCodes, nextCode };
}

/** Lets the next TOTP code be the current step's again (the test cannot wait 30 seconds per use). */
const forgetTotpUse = (email: string) =>
  t.app.services.db
    .updateTable('admin_totp')
    .set({ lastStep: null })
    .where('adminUserId', 'in', (eb) => eb.selectFrom('admin_users').select('id').where('email', '=', email))
    .execute();

describe('a throttle that holds (ASVS 6.3.1, docs/decisions/026)', () => {
  it('50 parallel wrong logins for one email, from 50 addresses, verify at most 5 passwords', async () => {
    const victim = await account('victim@club.example');
    const before = server.passwordVerifications();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email: victim.email, password: `guess-${i}` }, { ip: `10.10.${i}.1` })),
    );
    const verified = server.passwordVerifications() - before;
    expect(verified).toBeLessThanOrEqual(5);
    expect(verified).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(verified);
    expect(answers.filter((a) => a.status === 429).length).toBe(50 - verified);
  });

  it('50 parallel wrong logins from one address, for 50 emails, verify at most 5 passwords', async () => {
    const before = server.passwordVerifications();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email: `someone${i}@club.example`, password: 'guess' }, { ip: '10.11.0.1' })),
    );
    expect(server.passwordVerifications() - before).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(45);
  });

  it('a batch of 100 login calls, or of 10, verifies no password: 400', async () => {
    const before = server.passwordVerifications();
    for (const size of [100, 10, 2]) {
      const paths = Array.from({ length: size }, () => 'admin.auth.login').join(',');
      const inputs = Object.fromEntries(Array.from({ length: size }, (_, i) => [i, { email: 'victim2@club.example', password: `g${i}` }]));
      const res = await t.app.inject({
        method: 'POST',
        url: `/trpc/${paths}?batch=1`,
        headers: { origin: SITE, 'content-type': 'application/json' },
        payload: JSON.stringify(inputs),
        remoteAddress: '10.12.0.1',
      });
      expect(res.statusCode, `batch of ${size}`).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/batch/);
    }
    // An escaped comma is a comma.
    const escaped = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.auth.login%2Cadmin.auth.login?batch=1',
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { email: 'a@b.co', password: 'x' }, 1: { email: 'a@b.co', password: 'y' } }),
      remoteAddress: '10.12.0.1',
    });
    expect(escaped.statusCode).toBe(400);
    expect(server.passwordVerifications() - before).toBe(0);
  });

  it('others cannot lock the owner out: the second factor code, or a device that signed in before, still signs in', async () => {
    const owner = await account('owner@club.example');
    const { nextCode } = await enrolTotp(owner.cookie, owner.password);
    // Anyone, anywhere, locks the email.
    await Promise.all(Array.from({ length: 8 }, (_, i) => login({ email: owner.email, password: `wrong-${i}` }, { ip: `10.20.${i}.9` })));
    const locked = await login({ email: owner.email, password: owner.password }, { ip: '10.21.0.1' });
    expect(locked.status).toBe(429);

    // With the second factor's code: signed in, fully, while the email stays locked for others.
    const withCode = await login({ email: owner.email, password: owner.password, code: nextCode() }, { ip: '10.21.0.2' });
    expect(withCode.status).toBe(200);
    expect(withCode.json).toEqual({ email: owner.email });
    expect((await call('admin.auth.me', undefined, { cookie: sessionOf(withCode) })).status).toBe(200);
    // A wrong code verifies no password.
    const before = server.passwordVerifications();
    const wrongCode = await login({ email: owner.email, password: owner.password, code: '000000' }, { ip: '10.21.0.3' });
    expect(wrongCode.status).toBe(401);
    expect(server.passwordVerifications()).toBe(before);

    // From the device the owner signed in from before: the password, then the second factor.
    const fromDevice = await login({ email: owner.email, password: owner.password }, { ip: '10.21.0.4', cookie: owner.device });
    expect(fromDevice.status).toBe(200);
    expect(fromDevice.json).toEqual({ email: owner.email, secondFactor: 'verify' });
    // Without it, still locked.
    expect((await login({ email: owner.email, password: owner.password }, { ip: '10.21.0.5' })).status).toBe(429);
  });
});

describe('second factor (ASVS 6.4, 6.5)', () => {
  it('asks for the TOTP code after the password; the half-signed-in session can do nothing else; a new id once verified', async () => {
    const user = await account('totp@club.example');
    const { nextCode, recoveryCodes } = await enrolTotp(user.cookie, user.password);
    const first = await login({ email: user.email, password: user.password }, { ip: '10.30.0.1' });
    expect(first.json).toEqual({ email: user.email, secondFactor: 'verify' });
    const half = sessionOf(first)!;
    expect((await call('admin.auth.me', undefined, { cookie: half })).status).toBe(401);
    expect((await send('GET', '/api/admin/audit-log', undefined, { cookie: half })).status).toBe(401);
    expect((await call('admin.security.totpStart', undefined, { cookie: half })).status).toBe(401);
    expect((await call('admin.auth.verifySecondFactor', { code: '123456' }, { cookie: half })).status).toBe(401);
    const done = await call('admin.auth.verifySecondFactor', { code: nextCode() }, { cookie: half });
    expect(done.status).toBe(200);
    const full = sessionOf(done)!;
    expect(full).not.toBe(half);
    expect((await call('admin.auth.me', undefined, { cookie: full })).status).toBe(200);
    expect((await call('admin.auth.me', undefined, { cookie: half })).status).toBe(401);

    // A recovery code works once, in either spelling.
    const again = sessionOf(await login({ email: user.email, password: user.password }, { ip: '10.30.0.2' }))!;
    expect((await call('admin.auth.verifySecondFactor', { code: recoveryCodes[0] }, { cookie: again })).status).toBe(200);
    const third = sessionOf(await login({ email: user.email, password: user.password }, { ip: '10.30.0.3' }))!;
    expect((await call('admin.auth.verifySecondFactor', { code: recoveryCodes[0].replace('-', '') }, { cookie: third })).status).toBe(401);
    const stored = await t.app.services.db.selectFrom('admin_recovery_codes').select('codeHash').execute();
    expect(stored.map((r) => r.codeHash)).toContain(sha256(recoveryCodes[1].replace('-', '')));
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[1].slice(0, 8));
  });

  it('a TOTP code is good once', async () => {
    const user = await account('replay@club.example');
    const { nextCode } = await enrolTotp(user.cookie, user.password);
    const code = nextCode();
    const a = sessionOf(await login({ email: user.email, password: user.password }, { ip: '10.31.0.1' }))!;
    const b = sessionOf(await login({ email: user.email, password: user.password }, { ip: '10.31.0.2' }))!;
    const answers = await Promise.all(
      [a, b].map((cookie, i) => call('admin.auth.verifySecondFactor', { code }, { cookie, ip: `10.31.1.${i}` })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    await forgetTotpUse(user.email);
  });
});

describe('ADMIN_REQUIRE_2FA=1', () => {
  it('sends a staff member without a second factor to set one up, and lets them do nothing else', async () => {
    const strict = await createTestApp({}, { ADMIN_REQUIRE_2FA: '1' });
    try {
      expect(strict.config.adminAuth.requireSecondFactor).toBe(true);
      await server.createOrResetAdmin(strict.app.services.db, 'strict@club.example', 'quill-marmalade-lantern-42');
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: SITE, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'strict@club.example', password: 'quill-marmalade-lantern-42' }),
      });
      expect(res.json()).toEqual({ email: 'strict@club.example', secondFactor: 'enrol' });
      const cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0];
      const get = (url: string) => strict.app.inject({ method: 'GET', url, headers: { cookie } });
      expect((await get('/api/admin/me')).statusCode).toBe(401);
      expect((await get('/api/admin/audit-log')).statusCode).toBe(401);
      const post = (path: string, body: unknown) =>
        strict.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { origin: SITE, cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      const started = (await post('admin.security.totpStart', {})).json<{ result: { data: { secret: string } } }>().result.data;
      const totp = new TOTP({ secret: Secret.fromBase32(started.secret) });
      const confirmed = await post('admin.security.totpConfirm', { code: totp.generate() });
      expect(confirmed.statusCode).toBe(200);
      const full = [confirmed.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .find((c) => c.startsWith('bac_admin_session=') && c !== 'bac_admin_session=')!;
      expect(full).not.toBe(cookie);
      expect((await strict.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: full } })).statusCode).toBe(200);
      expect(() => ({ ...strict.config })).not.toThrow();
    } finally {
      await strict.close();
    }
  });
});

describe('password lifecycle (ASVS 6.2, 6.4.1)', () => {
  it('resets by a single-use emailed link within 15 minutes, the same answer for unknown addresses; every session ends', async () => {
    const user = await account('forgetful@club.example');
    const known = await call('admin.auth.requestPasswordReset', { email: user.email }, { ip: '10.40.0.1' });
    const unknown = await call('admin.auth.requestPasswordReset', { email: 'nobody@club.example' }, { ip: '10.40.0.1' });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, cookies: unknown.cookies });
    const letters = await t.app.services.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'text', 'kind'])
      .where('kind', '=', 'password-reset')
      .execute();
    expect(letters.map((l) => l.recipient)).toEqual([user.email]);
    const token = await linkTokenFor(t, user.email, 'password-reset');
    // The database holds only the hash of the link's token.
    expect(JSON.stringify(await t.app.services.db.selectFrom('admin_auth_tokens').selectAll().execute())).not.toContain(token);

    expect((await call('admin.auth.resetPassword', { token, password: 'password123456' }, { ip: '10.40.0.2' })).error).toMatch(/too easy/);
    const done = await call('admin.auth.resetPassword', { token, password: 'velvet-orchard-compass-77' }, { ip: '10.40.0.2' });
    expect(done.status).toBe(200);
    expect((await call('admin.auth.me', undefined, { cookie: user.cookie })).status).toBe(401);
    const twice = await call('admin.auth.resetPassword', { token, password: 'another-velvet-orchard-88' }, { ip: '10.40.0.3' });
    expect(twice.status).toBe(400);
    expect(twice.error).toMatch(/expired or has already been used/);
    expect((await login({ email: user.email, password: user.password }, { ip: '10.40.0.4' })).status).toBe(401);
    expect((await login({ email: user.email, password: 'velvet-orchard-compass-77' }, { ip: '10.40.0.4' })).status).toBe(200);

    // A link older than 15 minutes does nothing.
    await call('admin.auth.requestPasswordReset', { email: user.email }, { ip: '10.40.0.5' });
    const old = await linkTokenFor(t, user.email, 'password-reset');
    await t.app.services.db
      .updateTable('admin_auth_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', sha256(old))
      .execute();
    expect(
      (await call('admin.auth.resetPassword', { token: old, password: 'velvet-orchard-compass-99' }, { ip: '10.40.0.6' })).status,
    ).toBe(400);
  });

  it('changes the password with the current one, refusing a common one; other sessions end, this one gets a new id', async () => {
    const user = await account('changer@club.example');
    const other = sessionOf(await login({ email: user.email, password: user.password }, { ip: '10.41.0.1' }))!;
    await confirmIdentity(user.cookie, user.password);
    const wrong = await call(
      'admin.security.changePassword',
      { currentPassword: 'not-it', newPassword: 'velvet-orchard-compass-77' },
      { cookie: user.cookie },
    );
    expect(wrong.status).toBe(403);
    const common = await call(
      'admin.security.changePassword',
      { currentPassword: user.password, newPassword: 'qwertyuiop123' },
      { cookie: user.cookie },
    );
    expect(common.status).toBe(400);
    expect(common.error).toMatch(/too easy to guess/);
    const ok = await call(
      'admin.security.changePassword',
      { currentPassword: user.password, newPassword: 'velvet-orchard-compass-77' },
      { cookie: user.cookie },
    );
    expect(ok.status).toBe(200);
    const renewed = sessionOf(ok)!;
    expect(renewed).not.toBe(user.cookie);
    expect((await call('admin.auth.me', undefined, { cookie: other })).status).toBe(401);
    expect((await call('admin.auth.me', undefined, { cookie: user.cookie })).status).toBe(401);
    expect((await call('admin.auth.me', undefined, { cookie: renewed })).status).toBe(200);
  });
});

describe('sessions (ASVS 7)', () => {
  it('stores only the hash of each id; lists the account’s sessions and signs out the others', async () => {
    const user = await account('sessions@club.example');
    const second = sessionOf(await login({ email: user.email, password: user.password }, { ip: '10.50.0.2' }))!;
    const rows = await t.app.services.db.selectFrom('admin_sessions').select('id').execute();
    const raw = user.cookie.split('=')[1];
    expect(rows.map((r) => r.id)).toContain(sha256(raw));
    expect(rows.map((r) => r.id)).not.toContain(raw);

    const list = await call('admin.security.sessions', undefined, { cookie: user.cookie });
    const sessions = list.data as unknown as { current: boolean; ip: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    await confirmIdentity(user.cookie, user.password);
    const out = await call('admin.security.signOutOthers', {}, { cookie: user.cookie });
    expect(out.data).toEqual({ ended: 1 });
    expect((await call('admin.auth.me', undefined, { cookie: second })).status).toBe(401);
    expect((await call('admin.auth.me', undefined, { cookie: user.cookie })).status).toBe(200);
  });
});
