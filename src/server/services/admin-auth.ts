import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { z } from 'zod';
import type { AuditAction } from '~/shared/audit-log';
import type { adminLoginInput } from '~/shared/schemas/admin-auth';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { adminAuth, randomToken, sha256 } from '../auth/session';
import type { AdminSession, Context } from '../context';
import { type DB, inTransaction } from '../db/database';
import type { AdminSessionLevel } from '../db/schema';
import { badRequest, forbidden, Throttled, unauthorized } from '../errors';
import { passwordResetMail, queueMail } from './mail';
import { noticeNewDevice, noticePasswordChanged } from './admin-notices';
import { hasSecondFactor, passkeySignInOptions, useSecondFactorCode, verifyPasskey } from './admin-second-factor';
import { audited, auditActor, recordAudit } from './audit-log';
import { normaliseEmail } from '~/shared/schemas/fields';

/**
 * Staff sign-in (D19, D20, docs/decisions/026). The throttle counts an attempt BEFORE the password
 * or code is checked, in one atomic statement, so parallel or batched guesses cannot all pass a check
 * made before any is counted: at most 5 passwords and 5 second-factor codes are checked per address
 * and per account in a window, whatever the door. Others' failures cannot keep the account's owner
 * out: a remembered device counts on counters of its own, a password sent with a right code on one
 * that password failures never reach, and a passkey sign-in needs no password at all.
 */
const LOGIN_LIMIT = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Reset letters per window for an account from browsers not remembered for it, and per remembered browser. */
const RESET_LETTERS = 3;
/** Live reset links an account keeps at most; strangers alone reach 6 (3 a window, each link lives a window). */
const RESET_LINKS_MAX = 10;
/** Anonymous passkey challenges: per address and window, and live at once in all. */
const PASSKEY_CHALLENGES_PER_ADDRESS = 10;
const PASSKEY_CHALLENGES_LIVE_MAX = 10_000;
const INVALID_LOGIN = 'Invalid email or password';
const INVALID_CODE = 'Invalid email, password or code';
const RESET_MS = 15 * 60_000;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const waitMessage = (wait: number) => {
  const m = minutes(wait);
  return `Too many failed login attempts. Please wait ${m} minute${m === 1 ? '' : 's'} before trying again.`;
};

type AuthDeps = Pick<Context, 'db' | 'config' | 'loginThrottle' | 'mail' | 'secrets'>;
type Client = { ip: string; userAgent: string; deviceToken: string | null };
export type SignedIn = { email: string; secondFactor?: 'verify' | 'enrol'; cookies: string[] };

/** Counts one attempt on every key (atomically, before any secret is checked); throws when any is over the limit. */
export async function countAttempt({ loginThrottle }: Pick<AuthDeps, 'loginThrottle'>, keys: string[]): Promise<void> {
  const waits = await Promise.all(keys.map((key) => loginThrottle.hit(key, LOGIN_LIMIT, LOGIN_WINDOW_MS)));
  const wait = Math.max(...waits);
  if (wait > 0) throw new Throttled(waitMessage(wait), wait);
}

/**
 * The counters that stand for an account in a sign-in (docs/decisions/026, "Issue 38"): passwords,
 * second-factor codes, and passwords sent with a right code, each its own. A browser remembered for
 * the account has its own set, which strangers cannot reach; every other browser shares the
 * account's, keyed by the email so that an address without an account counts and answers the same.
 */
type Counters = { password: string; code: string; passwordWithCode: string; device: boolean };
const countersFor = (email: string, deviceHash: string | null): Counters =>
  deviceHash
    ? {
        password: `admin-login:device:${deviceHash}`,
        code: `admin-login:device-code:${deviceHash}`,
        passwordWithCode: `admin-login:device:${deviceHash}`,
        device: true,
      }
    : {
        password: `admin-login:email:${email}`,
        code: `admin-login:code:${email}`,
        passwordWithCode: `admin-login:second-factor:${email}`,
        device: false,
      };

/** The hash of the browser's device token when it is remembered for this account, else null. */
async function rememberedDevice(db: DB, adminUserId: number, token: string | null): Promise<string | null> {
  if (!token) return null;
  const device = await db
    .selectFrom('admin_devices')
    .select('tokenHash')
    .where('tokenHash', '=', sha256(token))
    .where('adminUserId', '=', adminUserId)
    .executeTakeFirst();
  return device?.tokenHash ?? null;
}

/**
 * After a success: a remembered device's counter starts again (only its owner reaches it); an
 * account's shared counter gets this attempt's hit back and keeps the others', so the owner signing
 * in never hands a guesser a fresh allowance.
 */
const settle = ({ loginThrottle }: AuthDeps, counters: Counters, key: string) =>
  counters.device ? loginThrottle.reset(key) : loginThrottle.refund(key);

/**
 * Starts a session at `level` (a new id every time); a full sign-in also remembers the device, and
 * a device not seen before gets the account's owner a letter (docs/decisions/036), in the same transaction.
 */
async function startSession(
  deps: AuthDeps,
  admin: { id: number; email: string },
  client: Client,
  level: AdminSessionLevel,
  action: AuditAction,
): Promise<string[]> {
  const { db, config } = deps;
  let newDevice = false;
  const cookies = await audited(
    db,
    { adminUserId: admin.id, email: admin.email, ip: client.ip },
    async (trx): Promise<string[]> => {
      const cookies = [await adminAuth(trx, config).signIn(admin.id, { level, ip: client.ip, userAgent: client.userAgent })];
      if (level === 'full') {
        const device = await rememberDevice(trx, config, admin.id, client.deviceToken);
        cookies.push(device.cookie);
        newDevice = device.isNew;
        if (newDevice) await noticeNewDevice(trx, deps.mail, admin.email, client);
      }
      return cookies;
    },
    { kind: 'session', action },
  );
  if (newDevice) deps.mail.notify();
  return cookies;
}

/** Records the browser as one that has signed in (or refreshes its record); answers its cookie and whether it is new. */
async function rememberDevice(
  db: DB,
  config: AuthDeps['config'],
  adminUserId: number,
  current: string | null,
): Promise<{ cookie: string; isNew: boolean }> {
  const now = new Date().toISOString();
  if (current) {
    const known = await db
      .updateTable('admin_devices')
      .set({ lastUsedAt: now })
      .where('tokenHash', '=', sha256(current))
      .where('adminUserId', '=', adminUserId)
      .executeTakeFirst();
    if (Number(known.numUpdatedRows) === 1) return { cookie: adminAuth(db, config).deviceCookie(current), isNew: false };
  }
  const token = randomToken();
  await db
    .insertInto('admin_devices')
    .values({ tokenHash: sha256(token), adminUserId, lastUsedAt: now })
    .execute();
  return { cookie: adminAuth(db, config).deviceCookie(token), isNew: true };
}

/** The level a password sign-in reaches: full, or a second factor to verify or (ADMIN_REQUIRE_2FA) to set up. */
async function levelAfterPassword(deps: AuthDeps, adminUserId: number): Promise<AdminSessionLevel> {
  if (await hasSecondFactor(deps.db, adminUserId)) return 'second-factor';
  return deps.config.adminAuth.requireSecondFactor ? 'enrol' : 'full';
}

const secondFactorOf = (level: AdminSessionLevel): SignedIn['secondFactor'] =>
  level === 'second-factor' ? 'verify' : level === 'enrol' ? 'enrol' : undefined;

/** Checks the credentials under the login throttle; answers the admin, the next step and the cookies to set. */
export async function login(deps: AuthDeps, client: Client, input: z.output<typeof adminLoginInput>): Promise<SignedIn> {
  const { db } = deps;
  const email = normaliseEmail(input.email);
  const ipKey = `admin-login:ip:${client.ip}`;
  // The address counts every attempt, whatever else it proves.
  await countAttempt(deps, [ipKey]);
  const account = await db.selectFrom('admin_users').select(['id', 'email', 'passwordHash']).where('email', '=', email).executeTakeFirst();
  const fail = async (message: string) => {
    deps.loginThrottle.noteFailure();
    // The audit log (docs/decisions/015) names the email that was tried.
    await recordAudit(db, { adminUserId: null, email, ip: client.ip }, { kind: 'session', action: 'login-failed' });
    return unauthorized(message);
  };
  const counters = countersFor(email, account ? await rememberedDevice(db, account.id, client.deviceToken) : null);
  // An attempt the account's counter refuses checked nothing: the address gets its hit back.
  const countOnAccount = async (key: string) => {
    try {
      await countAttempt(deps, [key]);
    } catch (error) {
      await deps.loginThrottle.refund(ipKey);
      throw error;
    }
  };
  let codeProved = false;
  if (input.code) {
    // Every code guess counts on the account before it is checked (issue 38: it was checked first,
    // uncounted, so guesses from many addresses were unlimited). The code is checked (and spent)
    // before the password: only its holder reaches the password through this door.
    await countOnAccount(counters.code);
    codeProved = account ? await useSecondFactorCode(db, account.id, account.email, input.code, deps.secrets) : false;
    if (!codeProved) throw await fail(INVALID_CODE);
    // A right code is not a failed guess.
    await deps.loginThrottle.refund(counters.code);
  }
  // A password sent with a right code counts apart from bare passwords, so strangers' wrong
  // passwords never block the owner's password + code.
  const passwordKey = input.code ? counters.passwordWithCode : counters.password;
  await countOnAccount(passwordKey);
  const verified = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password);
  if (!account || !verified) throw await fail(input.code ? INVALID_CODE : INVALID_LOGIN);
  // A success gives back the address's attempt; the address keeps the rest of its count so one
  // good account cannot reset it while guessing at others.
  await Promise.all([deps.loginThrottle.refund(ipKey), settle(deps, counters, passwordKey)]);
  const level = codeProved ? 'full' : await levelAfterPassword(deps, account.id);
  const cookies = await startSession(deps, account, client, level, level === 'full' ? 'login' : 'login-password');
  return { email: account.email, secondFactor: secondFactorOf(level), cookies };
}

/** The second step of a sign-in: a TOTP or recovery code; a new session id at full level. */
export async function verifySecondFactor(deps: AuthDeps, session: AdminSession, client: Client, code: string): Promise<SignedIn> {
  if (session.level !== 'second-factor') throw badRequest('There is no second factor to verify for this session.');
  // The same code counter as `login` with a code: one per account (or remembered device), whatever the door.
  const counters = countersFor(normaliseEmail(session.email), await rememberedDevice(deps.db, session.adminUserId, client.deviceToken));
  const ipKey = `admin-login:ip:${client.ip}`;
  await countAttempt(deps, [ipKey, counters.code]);
  // The code is spent, the half session ended and the full one started with its entry, in one
  // transaction: a sign-in whose entry cannot be written leaves the code and the session as they were.
  const signedIn = await inTransaction(deps.db, async (trx) =>
    (await useSecondFactorCode(trx, session.adminUserId, session.email, code, deps.secrets))
      ? upgradeSession({ ...deps, db: trx }, session, client, 'login')
      : null,
  );
  if (!signedIn) {
    deps.loginThrottle.noteFailure();
    await recordAudit(deps.db, auditActor(session, client.ip), { kind: 'session', action: 'second-factor-failed' });
    throw unauthorized('That code is not right. Please try again.');
  }
  // The new-device letter's worker is woken after the commit.
  deps.mail.notify();
  await Promise.all([settle(deps, counters, counters.code), deps.loginThrottle.refund(ipKey)]);
  return signedIn;
}

/** Ends the session and starts a full one for its admin (a new id at every privilege change). */
export async function upgradeSession(deps: AuthDeps, session: AdminSession, client: Client, action: AuditAction): Promise<SignedIn> {
  await adminAuth(deps.db, deps.config).signOut(session.sessionId);
  const cookies = await startSession(deps, { id: session.adminUserId, email: session.email }, client, 'full', action);
  return { email: session.email, cookies };
}

/**
 * The challenge for a passkey sign-in: anyone may ask, so each address may ask 10 times a window
 * and at most 10,000 are live at once (each is a row for 5 minutes; expired ones are swept as a
 * new one is stored).
 */
export async function passkeySignInChallenge(deps: AuthDeps, client: Pick<Client, 'ip'>) {
  const wait = await deps.loginThrottle.hit(`admin-passkey:ip:${client.ip}`, PASSKEY_CHALLENGES_PER_ADDRESS, LOGIN_WINDOW_MS);
  if (wait > 0) {
    const m = minutes(wait);
    throw new Throttled(
      `Too many passkey sign-ins from this address. Please wait ${m} minute${m === 1 ? '' : 's'} before trying again.`,
      wait,
    );
  }
  const live = await deps.db
    .selectFrom('admin_auth_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('purpose', '=', 'passkey-sign-in')
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= PASSKEY_CHALLENGES_LIVE_MAX) {
    throw new Throttled('Too many passkey sign-ins are under way. Please try again in a minute.', 60);
  }
  return passkeySignInOptions(deps.db, deps.config);
}

/** Passkey sign-in, no password: a full session for the passkey's owner. */
export async function passkeyLogin(
  deps: AuthDeps,
  session: AdminSession | null,
  client: Client,
  response: AuthenticationResponseJSON,
): Promise<SignedIn> {
  const ipKey = `admin-login:ip:${client.ip}`;
  await countAttempt(deps, [ipKey]);
  // The challenge and the passkey's counter are spent, any half session ended and the new one started
  // with its entry, in one transaction: a sign-in whose entry cannot be written leaves them as they were.
  // A refused assertion still spends its challenge (nothing is thrown inside).
  const signedIn = await inTransaction(deps.db, async (trx) => {
    const adminUserId = await verifyPasskey(trx, deps.config, response);
    const admin = adminUserId
      ? await trx.selectFrom('admin_users').select(['id', 'email']).where('id', '=', adminUserId).executeTakeFirst()
      : undefined;
    if (!admin) return null;
    // A half-finished sign-in in this browser ends: the passkey opens a session of its own.
    if (session) await adminAuth(trx, deps.config).signOut(session.sessionId);
    const cookies = await startSession({ ...deps, db: trx }, admin, client, 'full', 'login-passkey');
    return { email: admin.email, cookies };
  });
  if (!signedIn) {
    deps.loginThrottle.noteFailure();
    throw unauthorized('That passkey could not be used to sign in.');
  }
  // The new-device letter's worker is woken after the commit.
  deps.mail.notify();
  await deps.loginThrottle.refund(ipKey);
  return signedIn;
}

/** Ends the session (recorded in the audit log in the same transaction); answers the cookie that clears it in the browser. */
export async function logout({ db, config }: AuthDeps, session: AdminSession, clientIp: string): Promise<{ sessionCookie: string }> {
  const sessionCookie = await audited(db, auditActor(session, clientIp), (trx) => adminAuth(trx, config).signOut(session.sessionId), {
    kind: 'session',
    action: 'logout',
  });
  return { sessionCookie };
}

// --- Password lifecycle ---

export const RESET_REQUESTED =
  'If that address belongs to a staff account, a link to choose a new password is on its way. It works once, for 15 minutes.';

/**
 * Sends a single-use reset link when the address is a staff account's; the same answer either way.
 * Limited per address (5 a window, then 429) and per account (3 letters a window from browsers not
 * remembered for it; 3 more per remembered browser, so strangers' requests never refuse the owner's
 * there). Beyond the account's limit the answer is the same and no letter goes: the letters already
 * sent still work, for a new link never voids one (at most 10 live per account, the oldest going first).
 */
export async function requestPasswordReset(deps: AuthDeps, client: Client, emailInput: string): Promise<string> {
  const { db, mail } = deps;
  const email = normaliseEmail(emailInput);
  await countAttempt(deps, [`admin-reset:ip:${client.ip}`]);
  const account = await db.selectFrom('admin_users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
  const device = account ? await rememberedDevice(db, account.id, client.deviceToken) : null;
  // Counted for an address without an account too, so the answers cannot tell the two apart.
  const key = device ? `admin-reset:device:${device}` : `admin-reset:email:${email}`;
  const over = await deps.loginThrottle.hit(key, RESET_LETTERS, RESET_MS);
  if (!account || over > 0) return RESET_REQUESTED;
  const token = randomToken();
  const tokenHash = sha256(token);
  const expiresAt = new Date(Date.now() + RESET_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_auth_tokens')
      .values({ tokenHash, purpose: 'password-reset', adminUserId: account.id, expiresAt })
      .execute();
    await keepNewestResetLinks(trx, account.id);
    await queueMail(trx, mail, [passwordResetMail(mail.settings, account.email, token, tokenHash.slice(0, 16), expiresAt)]);
    await recordAudit(
      trx,
      { adminUserId: account.id, email: account.email, ip: client.ip },
      { kind: 'session', action: 'password-reset-requested' },
    );
  });
  mail.notify();
  return RESET_REQUESTED;
}

/** Drops the account's expired reset links, and live ones beyond the newest 10 (only its own remembered browsers can send that many). */
async function keepNewestResetLinks(db: DB, adminUserId: number): Promise<void> {
  const links = db.selectFrom('admin_auth_tokens').where('adminUserId', '=', adminUserId).where('purpose', '=', 'password-reset');
  const beyond = await links.select('tokenHash').orderBy('expiresAt', 'desc').offset(RESET_LINKS_MAX).limit(1_000).execute();
  const stale = await links.select('tokenHash').where('expiresAt', '<=', new Date().toISOString()).execute();
  const gone = [...beyond, ...stale].map((row) => row.tokenHash);
  if (gone.length > 0) await db.deleteFrom('admin_auth_tokens').where('tokenHash', 'in', gone).execute();
}

/**
 * Sets a new password through a reset link (once, within 15 minutes); every session and remembered
 * device ends. The second factors stay (docs/decisions/036): the mailbox alone must not remove them,
 * so the next sign-in still asks for one. The owner gets a letter saying so.
 */
export async function resetPassword(
  deps: AuthDeps,
  client: Pick<Client, 'ip' | 'userAgent'>,
  token: string,
  password: string,
): Promise<void> {
  const clientIp = client.ip;
  const { db } = deps;
  await countAttempt(deps, [`admin-reset:ip:${clientIp}`]);
  const row = await db
    .selectFrom('admin_auth_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'admin_auth_tokens.adminUserId')
    .select(['admin_users.id', 'admin_users.email'])
    .where('tokenHash', '=', sha256(token))
    .where('purpose', '=', 'password-reset')
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row) throw badRequest('This link has expired or has already been used. Please ask for a new one.');
  const problem = await passwordProblem(password, [row.email]);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    // Spent in the same transaction as the change: two uses of one link cannot both succeed.
    const spent = await trx.deleteFrom('admin_auth_tokens').where('tokenHash', '=', sha256(token)).executeTakeFirst();
    if (Number(spent.numDeletedRows) !== 1) throw badRequest('This link has expired or has already been used. Please ask for a new one.');
    // The account's other links go too: they were for the password that is no more.
    await trx.deleteFrom('admin_auth_tokens').where('adminUserId', '=', row.id).where('purpose', '=', 'password-reset').execute();
    await trx.updateTable('admin_users').set({ passwordHash }).where('id', '=', row.id).execute();
    await trx.deleteFrom('admin_sessions').where('adminUserId', '=', row.id).execute();
    await trx.deleteFrom('admin_devices').where('adminUserId', '=', row.id).execute();
    await noticePasswordChanged(trx, deps.mail, row.email, 'reset', client);
    await recordAudit(trx, { adminUserId: row.id, email: row.email, ip: clientIp }, { kind: 'session', action: 'password-reset' });
  });
  deps.mail.notify();
  await deps.loginThrottle.reset(`admin-login:email:${row.email}`);
}

/** Changes the password with the current one; the other sessions end and this one gets a new id. */
export async function changePassword(
  deps: AuthDeps,
  session: AdminSession,
  client: Client,
  input: { currentPassword: string; newPassword: string },
): Promise<SignedIn> {
  const { db } = deps;
  await countAttempt(deps, [`admin-password:${session.adminUserId}`]);
  const account = await db.selectFrom('admin_users').select('passwordHash').where('id', '=', session.adminUserId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) throw forbidden('The current password is not right.');
  const problem = await passwordProblem(input.newPassword, [session.email]);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(input.newPassword);
  await audited(
    db,
    auditActor(session, client.ip),
    async (trx) => {
      await trx.updateTable('admin_users').set({ passwordHash }).where('id', '=', session.adminUserId).execute();
      await trx.deleteFrom('admin_sessions').where('adminUserId', '=', session.adminUserId).execute();
      await noticePasswordChanged(trx, deps.mail, session.email, 'changed', client);
    },
    { kind: 'session', action: 'password-change' },
  );
  deps.mail.notify();
  await deps.loginThrottle.reset(`admin-password:${session.adminUserId}`);
  const cookies = await startSession(deps, { id: session.adminUserId, email: session.email }, client, 'full', 'login');
  return { email: session.email, cookies };
}

// --- Sessions ---

/** The account's live sessions, newest first; `id` is a handle (part of the stored hash), never the session id. */
export async function listSessions(db: DB, session: AdminSession, idleMs: number) {
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['id', 'createdAt', 'lastUsedAt', 'ip', 'userAgent', 'level'])
    .where('adminUserId', '=', session.adminUserId)
    .where('expiresAt', '>', new Date().toISOString())
    .where('lastUsedAt', '>', new Date(Date.now() - idleMs).toISOString())
    .orderBy('lastUsedAt', 'desc')
    .execute();
  const current = sha256(session.sessionId);
  return rows.map((row) => ({
    id: row.id.slice(0, 16),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === current,
  }));
}

/** Ends every other session of the account; answers how many ended. */
export async function signOutOtherSessions(db: DB, session: AdminSession, clientIp: string): Promise<number> {
  return audited(
    db,
    auditActor(session, clientIp),
    async (trx) => {
      const result = await trx
        .deleteFrom('admin_sessions')
        .where('adminUserId', '=', session.adminUserId)
        .where('id', '!=', sha256(session.sessionId))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    { kind: 'session', action: 'sign-out-others' },
  );
}
