import { describe, expect, it } from 'vitest';
import { sha256 } from '~/server/auth/session';
import { createTestApp, useTestApp } from '../helpers/test-app';
import { softwarePasskey } from '../helpers/software-passkey';
import {
  browser,
  type Call,
  deviceOf,
  passkeySignIn,
  sessionOf,
  SITE,
  staffAccount,
  staffCalls,
  storedPasskey,
  storedTotp,
} from '../helpers/staff-calls';

// Issue 38, item 2 (docs/decisions/036): a stolen session alone cannot change how the account signs
// in. Adding or removing a passkey or the authenticator app, renewing recovery codes, changing the
// password and ending the other sessions ask for fresh proof (the password and the current second
// factor), good for 10 minutes and kept on the session row. SQLite and PostgreSQL.

const { t } = useTestApp({ rateLimitWritesPerMinute: 100_000 });
const db = () => t.app.services.db;
const calls = staffCalls(() => t.app);
const { call, login } = calls;

const REASON = 'fresh-proof-required';
const expectProofAsked = (answer: Call, what: string) => {
  expect(answer.status, what).toBe(403);
  expect(answer.reason, what).toBe(REASON);
  expect(answer.error, what).toMatch(/confirm/i);
};

let nextIp = 0;
const freshIp = () => `10.60.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

/** An account with an authenticator app, signed in fully (password and code); answers its session and code maker. */
async function signedInWithTotp(email: string) {
  const account = await staffAccount(db(), email);
  const code = await storedTotp(db(), email);
  const res = await login({ email, password: account.password, code: await code() }, { ip: freshIp() });
  expect(res.status).toBe(200);
  return { ...account, code, cookie: browser(sessionOf(res), deviceOf(res)) };
}

/** Every procedure that changes how the account signs in, or ends its other sessions, with a valid input. */
function guardedCalls(passkeyId: string) {
  const registration = softwarePasskey().register({ challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2U' }, SITE);
  return {
    passkeyOptions: ['admin.security.passkeyOptions', undefined],
    passkeyRegister: ['admin.security.passkeyRegister', { name: 'Thief’s key', response: registration }],
    passkeyRemove: ['admin.security.passkeyRemove', { id: passkeyId }],
    totpStart: ['admin.security.totpStart', undefined],
    totpRemove: ['admin.security.totpRemove', undefined],
    recoveryCodesRenew: ['admin.security.recoveryCodesRenew', undefined],
    changePassword: [
      'admin.security.changePassword',
      { currentPassword: 'quill-marmalade-lantern-42', newPassword: 'velvet-orchard-compass-77' },
    ],
    signOutOthers: ['admin.security.signOutOthers', {}],
  } as const;
}

describe('a session alone changes nothing about how the account signs in', () => {
  it('each change answers 403 with the reason the panel asks for proof by, and nothing changes', async () => {
    const user = await signedInWithTotp('stolen@club.example');
    const passkey = softwarePasskey();
    await storedPasskey(db(), user.email, passkey);
    const other = await login({ email: user.email, password: user.password, code: await user.code() }, { ip: freshIp() });
    const before = {
      totp: await db().selectFrom('admin_totp').selectAll().where('adminUserId', '=', user.id).execute(),
      passkeys: await db().selectFrom('admin_passkeys').select('id').where('adminUserId', '=', user.id).execute(),
      sessions: await db().selectFrom('admin_sessions').select('id').where('adminUserId', '=', user.id).orderBy('id').execute(),
      password: await db().selectFrom('admin_users').select('passwordHash').where('id', '=', user.id).execute(),
    };
    for (const [name, [path, input]] of Object.entries(guardedCalls(passkey.id))) {
      expectProofAsked(await call(path, input, { cookie: user.cookie }), name);
    }
    expect(await db().selectFrom('admin_totp').selectAll().where('adminUserId', '=', user.id).execute()).toEqual(before.totp);
    expect(await db().selectFrom('admin_passkeys').select('id').where('adminUserId', '=', user.id).execute()).toEqual(before.passkeys);
    expect(await db().selectFrom('admin_sessions').select('id').where('adminUserId', '=', user.id).orderBy('id').execute()).toEqual(
      before.sessions,
    );
    expect(await db().selectFrom('admin_users').select('passwordHash').where('id', '=', user.id).execute()).toEqual(before.password);
    expect((await call('admin.auth.me', undefined, { cookie: sessionOf(other), query: true })).status).toBe(200);
    // Reading is not changing: the overview and the list of sessions need no proof.
    expect((await call('admin.security.overview', undefined, { cookie: user.cookie, query: true })).status).toBe(200);
    expect((await call('admin.security.sessions', undefined, { cookie: user.cookie, query: true })).status).toBe(200);
  });

  it('a passkey added by a stolen session would sign in as the owner: its registration is refused at both steps', async () => {
    const user = await signedInWithTotp('owner-key@club.example');
    const options = await call('admin.security.passkeyOptions', undefined, { cookie: user.cookie });
    expectProofAsked(options, 'passkeyOptions');
    // Even with a challenge obtained some other way, the registration itself asks for proof.
    const thief = softwarePasskey();
    const registered = await call(
      'admin.security.passkeyRegister',
      { name: 'Thief', response: thief.register({ challenge: 'c29tZS1jaGFsbGVuZ2UtdmFsdWU' }, SITE) },
      { cookie: user.cookie },
    );
    expectProofAsked(registered, 'passkeyRegister');
    expect((await passkeySignIn(calls, thief, { ip: freshIp() })).status).toBe(401);
  });
});

describe('confirming identity opens a window of 10 minutes', () => {
  it('asks for the password and the current second factor; then every change works, and the letters go out', async () => {
    const user = await signedInWithTotp('careful@club.example');
    const ip = freshIp();
    // The account has a second factor: the password alone is not enough.
    const passwordOnly = await call('admin.security.confirmIdentity', { password: user.password }, { cookie: user.cookie, ip });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.error).toMatch(/code|passkey/i);
    expect(
      (await call('admin.security.confirmIdentity', { password: 'not-it', code: await user.code() }, { cookie: user.cookie, ip })).status,
    ).toBe(403);
    expect(
      (await call('admin.security.confirmIdentity', { password: user.password, code: '000000' }, { cookie: user.cookie, ip })).status,
    ).toBe(403);
    const confirmed = await call(
      'admin.security.confirmIdentity',
      { password: user.password, code: await user.code() },
      { cookie: user.cookie, ip },
    );
    expect(confirmed.status).toBe(200);
    const row = await db()
      .selectFrom('admin_sessions')
      .select('proofUntil')
      .where('id', '=', sha256(sessionOf({ cookies: user.cookie.split('; ') })!.split('=')[1]))
      .executeTakeFirstOrThrow();
    const left = Date.parse(row.proofUntil ?? '') - Date.now();
    expect(left).toBeGreaterThan(9.5 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);

    // A passkey is added (both steps), the recovery codes renewed, the passkey removed.
    const options = await call('admin.security.passkeyOptions', undefined, { cookie: user.cookie });
    expect(options.status).toBe(200);
    const passkey = softwarePasskey();
    const response = passkey.register(options.data as { challenge: string }, SITE);
    expect((await call('admin.security.passkeyRegister', { name: 'Laptop', response }, { cookie: user.cookie })).status).toBe(200);
    expect((await passkeySignIn(calls, passkey, { ip: freshIp() })).status).toBe(200);
    expect((await call('admin.security.recoveryCodesRenew', undefined, { cookie: user.cookie })).status).toBe(200);
    expect((await call('admin.security.passkeyRemove', { id: passkey.id }, { cookie: user.cookie })).status).toBe(200);
    expect((await call('admin.security.signOutOthers', {}, { cookie: user.cookie })).data).toEqual({ ended: 1 });
    expect((await call('admin.security.totpRemove', undefined, { cookie: user.cookie })).status).toBe(200);
    const changed = await call(
      'admin.security.changePassword',
      { currentPassword: user.password, newPassword: 'velvet-orchard-compass-77' },
      { cookie: user.cookie },
    );
    expect(changed.status).toBe(200);
    // The new session (a new id at a password change) starts without the window.
    const renewed = browser(sessionOf(changed), deviceOf({ cookies: user.cookie.split('; ') }));
    expectProofAsked(await call('admin.security.signOutOthers', {}, { cookie: renewed }), 'after the change');

    // The owner hears of each change (docs/decisions/036), in the outbox, with no secret in it.
    const letters = await db()
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text'])
      .where('recipient', '=', user.email)
      .orderBy('id')
      .execute();
    const factorLetters = letters.filter((l) => l.kind === 'second-factor-changed').map((l) => l.text);
    expect(factorLetters).toHaveLength(4);
    expect(factorLetters[0]).toMatch(/A passkey \(Laptop\) was added/);
    expect(factorLetters[1]).toMatch(/New recovery codes/);
    expect(factorLetters[2]).toMatch(/A passkey \(Laptop\) was removed/);
    expect(factorLetters[3]).toMatch(/authenticator app was removed/);
    expect(letters.filter((l) => l.kind === 'password-changed')).toHaveLength(1);
    expect(letters.filter((l) => l.kind === 'password-changed')[0].text).toContain('Security page');
  });

  it('one of the account’s passkeys confirms, with the password; a challenge is good once, for this session only', async () => {
    const account = await staffAccount(db(), 'keyholder@club.example');
    const passkey = softwarePasskey();
    await storedPasskey(db(), account.email, passkey);
    const signedIn = await passkeySignIn(calls, passkey, { ip: freshIp() });
    expect(signedIn.status).toBe(200);
    const cookie = sessionOf(signedIn)!;
    expectProofAsked(await call('admin.security.passkeyRemove', { id: passkey.id }, { cookie }), 'passkeyRemove');

    const elsewhere = sessionOf(await passkeySignIn(calls, passkey, { ip: freshIp() }))!;
    const options = await call('admin.security.confirmIdentityOptions', undefined, { cookie });
    expect(options.status).toBe(200);
    expect((options.data.allowCredentials as { id: string }[]).map((c) => c.id)).toEqual([passkey.id]);
    const assertion = passkey.assert(options.data as { challenge: string }, SITE);
    // Another session of the same account cannot spend this session's challenge.
    expect(
      (await call('admin.security.confirmIdentity', { password: account.password, passkey: assertion }, { cookie: elsewhere })).status,
    ).toBe(403);
    // The password is still asked for.
    expect((await call('admin.security.confirmIdentity', { password: 'wrong-password', passkey: assertion }, { cookie })).status).toBe(403);
    expect((await call('admin.security.confirmIdentity', { password: account.password, passkey: assertion }, { cookie })).status).toBe(200);
    // Spent.
    expect((await call('admin.security.confirmIdentity', { password: account.password, passkey: assertion }, { cookie })).status).toBe(403);
    // ADMIN_REQUIRE_2FA is off here, so the last factor may go.
    expect((await call('admin.security.passkeyRemove', { id: passkey.id }, { cookie })).status).toBe(200);
  });

  it('an account without a second factor confirms with its password', async () => {
    const account = await staffAccount(db(), 'plain@club.example');
    const res = await login({ email: account.email, password: account.password }, { ip: freshIp() });
    const cookie = sessionOf(res)!;
    expectProofAsked(await call('admin.security.totpStart', undefined, { cookie }), 'totpStart');
    expect((await call('admin.security.confirmIdentity', { password: account.password }, { cookie })).status).toBe(200);
    expect((await call('admin.security.totpStart', undefined, { cookie })).status).toBe(200);
  });

  it('the window ends: 10 minutes later the changes ask again', async () => {
    const user = await signedInWithTotp('expiry@club.example');
    expect(
      (await call('admin.security.confirmIdentity', { password: user.password, code: await user.code() }, { cookie: user.cookie })).status,
    ).toBe(200);
    expect((await call('admin.security.signOutOthers', {}, { cookie: user.cookie })).status).toBe(200);
    // Ten minutes pass (the window is read from the session row, so the row is moved back).
    await db()
      .updateTable('admin_sessions')
      .set({ proofUntil: new Date(Date.now() - 1000).toISOString() })
      .where('adminUserId', '=', user.id)
      .execute();
    expectProofAsked(await call('admin.security.signOutOthers', {}, { cookie: user.cookie }), 'signOutOthers after 10 minutes');
    expectProofAsked(await call('admin.security.totpRemove', undefined, { cookie: user.cookie }), 'totpRemove after 10 minutes');
  });

  it('a session that has passed the password only cannot confirm (401), nor can no session', async () => {
    const user = await signedInWithTotp('halfway@club.example');
    const half = await login({ email: user.email, password: user.password }, { ip: freshIp() });
    expect(half.data).toEqual({ email: user.email, secondFactor: 'verify' });
    const code = await user.code();
    expect((await call('admin.security.confirmIdentity', { password: user.password, code }, { cookie: sessionOf(half) })).status).toBe(401);
    expect((await call('admin.security.confirmIdentity', { password: user.password, code })).status).toBe(401);
  });
});

describe('guesses at the confirmation are throttled, counted before the check', () => {
  it('per account: 5 wrong guesses from 5 addresses, then even the right password and code get 429', async () => {
    const user = await signedInWithTotp('guessed@club.example');
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await call('admin.security.confirmIdentity', { password: `guess-${i}`, code: '123456' }, { cookie: user.cookie, ip: freshIp() }))
          .status,
      );
    }
    expect(answers).toEqual([403, 403, 403, 403, 403]);
    const right = await call(
      'admin.security.confirmIdentity',
      { password: user.password, code: await user.code() },
      { cookie: user.cookie, ip: freshIp() },
    );
    expect(right.status).toBe(429);
  });

  it('is never sent in a batch (as the sign-in calls, docs/decisions/026)', async () => {
    const user = await signedInWithTotp('batched@club.example');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.security.confirmIdentity,admin.security.confirmIdentity?batch=1',
      headers: { origin: SITE, cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { password: 'guess-1', code: '111111' }, 1: { password: 'guess-2', code: '222222' } }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/batch/);
  });

  it('per address: one address guessing for several accounts is stopped after 5', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const account = await staffAccount(db(), `spread${i}@club.example`);
      const cookie = sessionOf(await login({ email: account.email, password: account.password }, { ip: freshIp() }))!;
      statuses.push((await call('admin.security.confirmIdentity', { password: 'wrong-guess' }, { cookie, ip })).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});

describe('ADMIN_REQUIRE_2FA=1: a session sent to set up a factor', () => {
  it('may set one up within 10 minutes of its password; later it confirms the password again', async () => {
    const strict = await createTestApp({}, { ADMIN_REQUIRE_2FA: '1' });
    try {
      const strictCalls = staffCalls(() => strict.app);
      const account = await staffAccount(strict.app.services.db, 'enrolling@club.example');
      const res = await strictCalls.login({ email: account.email, password: account.password });
      expect(res.data).toEqual({ email: account.email, secondFactor: 'enrol' });
      const cookie = sessionOf(res)!;
      // Just signed in with the password: it may start setting up the app.
      expect((await strictCalls.call('admin.security.totpStart', undefined, { cookie })).status).toBe(200);
      // Eleven minutes later (the session's start is moved back), the password is asked for again.
      await strict.app.services.db
        .updateTable('admin_sessions')
        .set({ createdAt: new Date(Date.now() - 11 * 60_000).toISOString() })
        .where('adminUserId', '=', account.id)
        .execute();
      expectProofAsked(await strictCalls.call('admin.security.totpStart', undefined, { cookie }), 'totpStart at enrol, later');
      expectProofAsked(await strictCalls.call('admin.security.passkeyOptions', undefined, { cookie }), 'passkeyOptions at enrol, later');
      expect((await strictCalls.call('admin.security.confirmIdentity', { password: account.password }, { cookie })).status).toBe(200);
      expect((await strictCalls.call('admin.security.passkeyOptions', undefined, { cookie })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
