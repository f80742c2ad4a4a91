import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import { linkTokenFor } from '../helpers/link-token';
import { useTestApp } from '../helpers/test-app';
import { softwarePasskey } from '../helpers/software-passkey';
import { browser, deviceOf, passkeySignIn, sessionOf, staffAccount, staffCalls, storedPasskey, storedTotp } from '../helpers/staff-calls';

// Issue 38, item 2 (docs/decisions/036): taking an account back. A password reset by the emailed
// link and `admin:create --email` on an existing account end every session and forget every
// remembered browser. The emailed reset keeps the second factors and the next sign-in asks for
// one (a mailbox alone must not remove them); admin:create, the operator's recovery at the
// console, removes the passkeys, the authenticator app and the recovery codes, so a passkey an
// intruder added no longer signs in. The owner gets a letter each time, and whenever a browser
// signs in for the first time. SQLite and PostgreSQL.

const { t } = useTestApp({ rateLimitWritesPerMinute: 100_000 });
const db = () => t.app.services.db;
const calls = staffCalls(() => t.app);
const { call, login } = calls;

let nextIp = 0;
const freshIp = () => `10.70.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

/** What the account holds that a recovery may end: sessions, remembered browsers, second factors. */
async function holdings(adminUserId: number) {
  const count = async (table: 'admin_sessions' | 'admin_devices' | 'admin_passkeys' | 'admin_totp' | 'admin_recovery_codes') =>
    (await db().selectFrom(table).select('adminUserId').where('adminUserId', '=', adminUserId).execute()).length;
  return {
    sessions: await count('admin_sessions'),
    devices: await count('admin_devices'),
    passkeys: await count('admin_passkeys'),
    totp: await count('admin_totp'),
    recoveryCodes: await count('admin_recovery_codes'),
  };
}

const lettersTo = (email: string, kind: string) =>
  db()
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html'])
    .where('recipient', '=', email)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

/** An account with an authenticator app, recovery codes and a passkey, signed in from two browsers. */
async function wellDefended(email: string) {
  const account = await staffAccount(db(), email);
  const code = await storedTotp(db(), email);
  await db()
    .insertInto('admin_recovery_codes')
    .values({ adminUserId: account.id, codeHash: randomBytes(32).toString('hex') })
    .execute();
  const passkey = softwarePasskey();
  await storedPasskey(db(), email, passkey);
  const first = await login({ email, password: account.password, code: await code() }, { ip: freshIp() });
  const second = await passkeySignIn(calls, passkey, { ip: freshIp() });
  expect([first.status, second.status]).toEqual([200, 200]);
  return { ...account, code, passkey, first, second };
}

describe('a password reset by the emailed link', () => {
  it('ends every session and remembered browser, keeps the second factors and asks for one at the next sign-in; a letter says so', async () => {
    const user = await wellDefended('reset@club.example');
    expect(await holdings(user.id)).toEqual({ sessions: 2, devices: 2, passkeys: 1, totp: 1, recoveryCodes: 1 });

    expect((await call('admin.auth.requestPasswordReset', { email: user.email }, { ip: freshIp() })).status).toBe(200);
    // The stored letter shows a placeholder; the token is sealed apart (docs/decisions/037).
    const token = await linkTokenFor(t, user.email, 'password-reset');
    const newPassword = 'velvet-orchard-compass-77';
    expect((await call('admin.auth.resetPassword', { token, password: newPassword }, { ip: freshIp() })).status).toBe(200);

    expect(await holdings(user.id)).toEqual({ sessions: 0, devices: 0, passkeys: 1, totp: 1, recoveryCodes: 1 });
    for (const signedIn of [user.first, user.second]) {
      expect((await call('admin.auth.me', undefined, { cookie: sessionOf(signedIn), query: true })).status).toBe(401);
    }
    // The new password alone gets half way: the second factor is asked for, even from a browser remembered before.
    const next = await login({ email: user.email, password: newPassword }, { ip: freshIp(), cookie: deviceOf(user.first) });
    expect(next.status).toBe(200);
    expect(next.data).toEqual({ email: user.email, secondFactor: 'verify' });
    expect((await call('admin.auth.me', undefined, { cookie: sessionOf(next), query: true })).status).toBe(401);
    expect((await call('admin.auth.verifySecondFactor', { code: await user.code() }, { cookie: sessionOf(next) })).status).toBe(200);

    const [notice] = await lettersTo(user.email, 'password-changed');
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.text).toMatch(/reset link/);
    expect(notice.text).toMatch(/second factors stay/);
    expect(notice.text).not.toContain(token);
  });
});

describe('admin:create --email on an existing account', () => {
  it('ends every session and remembered browser and removes the second factors: the old passkey no longer signs in', async () => {
    const user = await wellDefended('console@club.example');
    expect((await passkeySignIn(calls, user.passkey, { ip: freshIp() })).status).toBe(200);

    const result = await createOrResetAdmin(db(), user.email, 'lantern-harbour-quill-58', { mail: t.app.services.mail });
    expect(result).toEqual({ created: false, id: user.id });

    expect(await holdings(user.id)).toEqual({ sessions: 0, devices: 0, passkeys: 0, totp: 0, recoveryCodes: 0 });
    expect((await passkeySignIn(calls, user.passkey, { ip: freshIp() })).status).toBe(401);
    for (const signedIn of [user.first, user.second]) {
      expect((await call('admin.auth.me', undefined, { cookie: sessionOf(signedIn), query: true })).status).toBe(401);
    }
    // The new password signs in fully (nothing is left to ask for), and the owner sets up factors again.
    const next = await login({ email: user.email, password: 'lantern-harbour-quill-58' }, { ip: freshIp() });
    expect(next.data).toEqual({ email: user.email });

    const [notice] = await lettersTo(user.email, 'password-changed');
    expect(notice.text).toMatch(/console/);
    expect(notice.text).toMatch(/second factors were removed/);
    expect(notice.text).toMatch(/passkey \(Software passkey\)/);

    // A new account: nothing to end, nothing to write about.
    const made = await createOrResetAdmin(db(), 'brand-new@club.example', 'lantern-harbour-quill-58', { mail: t.app.services.mail });
    expect(made.created).toBe(true);
    expect(await lettersTo('brand-new@club.example', 'password-changed')).toHaveLength(0);
  });

  it('does so from the command itself (npm run admin:create), queuing the letter for the server to send', async () => {
    const user = await wellDefended('command@club.example');
    const database = t.config.database;
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--email', user.email], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: t.config.publicUrl,
        DATA_DIR: t.dataDir,
        ADMIN_PASSWORD: 'harbour-lantern-quill-63',
        ...(database.dialect === 'postgres' && { DATABASE_URL: database.url }),
      },
      timeout: 60_000,
    });
    expect(await holdings(user.id)).toEqual({ sessions: 0, devices: 0, passkeys: 0, totp: 0, recoveryCodes: 0 });
    expect((await passkeySignIn(calls, user.passkey, { ip: freshIp() })).status).toBe(401);
    expect(await lettersTo(user.email, 'password-changed')).toHaveLength(1);
  });
});

describe('letters about the account', () => {
  it('a browser that has not signed in before gets the owner a letter; a remembered one does not', async () => {
    const account = await staffAccount(db(), 'traveller@club.example');
    const first = await login({ email: account.email, password: account.password }, { ip: '10.71.0.1' });
    expect(await lettersTo(account.email, 'new-device')).toHaveLength(1);
    const again = await login({ email: account.email, password: account.password }, { ip: '10.71.0.2', cookie: deviceOf(first) });
    expect(again.status).toBe(200);
    expect(await lettersTo(account.email, 'new-device')).toHaveLength(1);
    // A passkey sign-in from another browser is a new browser too.
    const passkey = softwarePasskey();
    await storedPasskey(db(), account.email, passkey);
    expect((await passkeySignIn(calls, passkey, { ip: '10.71.0.3' })).status).toBe(200);
    const letters = await lettersTo(account.email, 'new-device');
    expect(letters).toHaveLength(2);
    expect(letters[1].text).toContain('10.71.0.3');
    expect(letters[1].subject).toBe('A new sign-in to your staff account');
  });

  it('a browser name is escaped in the letter', async () => {
    const account = await staffAccount(db(), 'escaped@club.example');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'user-agent': '<img src=x onerror=alert(1)>' },
      payload: JSON.stringify({ email: account.email, password: account.password }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const [letter] = await lettersTo(account.email, 'new-device');
    expect(letter.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(letter.html).not.toContain('<img src=x');
  });

  it('a password changed from the Security page gets the owner a letter', async () => {
    const account = await staffAccount(db(), 'changer@club.example');
    const res = await login({ email: account.email, password: account.password }, { ip: freshIp() });
    const cookie = browser(sessionOf(res), deviceOf(res));
    expect((await call('admin.security.confirmIdentity', { password: account.password }, { cookie })).status).toBe(200);
    const changed = await call(
      'admin.security.changePassword',
      { currentPassword: account.password, newPassword: 'velvet-orchard-compass-77' },
      { cookie },
    );
    expect(changed.status).toBe(200);
    const letters = await lettersTo(account.email, 'password-changed');
    expect(letters).toHaveLength(1);
    expect(letters[0].text).toMatch(/Security page/);
    // The browser is the same one: no new-device letter for the session a password change renews.
    expect(await lettersTo(account.email, 'new-device')).toHaveLength(1);
  });
});
