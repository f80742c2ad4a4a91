import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { z } from 'zod';
import type { AuditAction } from '../../shared/audit-log';
import type { adminLoginInput } from '../../shared/schemas/admin-auth';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { adminAuth, randomToken, sha256 } from '../auth/session';
import type { AdminSession, Context } from '../context';
import type { DB } from '../db/database';
import type { AdminSessionLevel } from '../db/schema';
import { badRequest, forbidden, Throttled, unauthorized } from '../errors';
import { passwordResetMail, queueMail } from './mail';
import { noticeNewDevice, noticePasswordChanged } from './admin-notices';
import { hasSecondFactor, useSecondFactorCode, verifyPasskey } from './admin-second-factor';
import { audited, auditActor, recordAudit } from './audit-log';
import { normaliseEmail } from '../../shared/schemas/fields';

/**
 * Staff sign-in (D19, D20, docs/decisions/026). The throttle counts an attempt BEFORE the password
 * is verified, in one atomic statement, so parallel or batched guesses cannot all pass a check made
 * before any is counted: at most 5 passwords are verified per address and per email in a window.
 * Others' failures cannot keep the account's owner out: a remembered device, or a valid second
 * factor code, counts on a counter of its own, and a passkey sign-in needs no password at all.
 */
const LOGIN_LIMIT = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const INVALID_LOGIN = 'Invalid email or password';
const INVALID_CODE = 'Invalid email, password or code';
const RESET_MS = 15 * 60_000;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const waitMessage = (wait: number) => {
  const m = minutes(wait);
  return `Too many failed login attempts. Please wait ${m} minute${m === 1 ? '' : 's'} before trying again.`;
};

type AuthDeps = Pick<Context, 'db' | 'config' | 'loginThrottle' | 'mail'>;
type Client = { ip: string; userAgent: string; deviceToken: string | null };
export type SignedIn = { email: string; secondFactor?: 'verify' | 'enrol'; cookies: string[] };

/** Counts one attempt on every key (atomically, before any secret is checked); throws when any is over the limit. */
export async function countAttempt({ loginThrottle }: Pick<AuthDeps, 'loginThrottle'>, keys: string[]): Promise<void> {
  const waits = await Promise.all(keys.map((key) => loginThrottle.hit(key, LOGIN_LIMIT, LOGIN_WINDOW_MS)));
  const wait = Math.max(...waits);
  if (wait > 0) throw new Throttled(waitMessage(wait), wait);
}

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
  // Which counter stands for this email: a device the owner signed in from has its own, and so
  // does an attempt that has already proved the second factor; others share the email's.
  let emailKey = `admin-login:email:${email}`;
  let codeProved = false;
  if (account && client.deviceToken) {
    const device = await db
      .selectFrom('admin_devices')
      .select('tokenHash')
      .where('tokenHash', '=', sha256(client.deviceToken))
      .where('adminUserId', '=', account.id)
      .executeTakeFirst();
    if (device) emailKey = `admin-login:device:${device.tokenHash}`;
  }
  if (input.code) {
    // Checked (and spent) before the password: only its holder reaches the password through this door.
    codeProved = account ? await useSecondFactorCode(db, account.id, account.email, input.code) : false;
    if (!codeProved) throw await fail(INVALID_CODE);
    if (!emailKey.startsWith('admin-login:device:')) emailKey = `admin-login:second-factor:${email}`;
  }
  try {
    await countAttempt(deps, [emailKey]);
  } catch (error) {
    await deps.loginThrottle.refund(ipKey);
    throw error;
  }
  const verified = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password);
  if (!account || !verified) throw await fail(input.code ? INVALID_CODE : INVALID_LOGIN);
  // A success gives back the address's attempt and clears the email's count; the address keeps
  // the rest of its count so one good account cannot reset it while guessing at others.
  await Promise.all([deps.loginThrottle.refund(ipKey), deps.loginThrottle.reset(emailKey)]);
  const level = codeProved ? 'full' : await levelAfterPassword(deps, account.id);
  const cookies = await startSession(deps, account, client, level, level === 'full' ? 'login' : 'login-password');
  return { email: account.email, secondFactor: secondFactorOf(level), cookies };
}

/** The second step of a sign-in: a TOTP or recovery code; a new session id at full level. */
export async function verifySecondFactor(deps: AuthDeps, session: AdminSession, client: Client, code: string): Promise<SignedIn> {
  if (session.level !== 'second-factor') throw badRequest('There is no second factor to verify for this session.');
  await countAttempt(deps, [`admin-login:ip:${client.ip}`, `admin-login:code:${session.adminUserId}`]);
  if (!(await useSecondFactorCode(deps.db, session.adminUserId, session.email, code))) {
    deps.loginThrottle.noteFailure();
    await recordAudit(deps.db, auditActor(session, client.ip), { kind: 'session', action: 'second-factor-failed' });
    throw unauthorized('That code is not right. Please try again.');
  }
  await Promise.all([
    deps.loginThrottle.reset(`admin-login:code:${session.adminUserId}`),
    deps.loginThrottle.refund(`admin-login:ip:${client.ip}`),
  ]);
  return upgradeSession(deps, session, client, 'login');
}

/** Ends the session and starts a full one for its admin (a new id at every privilege change). */
export async function upgradeSession(deps: AuthDeps, session: AdminSession, client: Client, action: AuditAction): Promise<SignedIn> {
  await adminAuth(deps.db, deps.config).signOut(session.sessionId);
  const cookies = await startSession(deps, { id: session.adminUserId, email: session.email }, client, 'full', action);
  return { email: session.email, cookies };
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
  const adminUserId = await verifyPasskey(deps.db, deps.config, response);
  const admin = adminUserId
    ? await deps.db.selectFrom('admin_users').select(['id', 'email']).where('id', '=', adminUserId).executeTakeFirst()
    : undefined;
  if (!admin) {
    deps.loginThrottle.noteFailure();
    throw unauthorized('That passkey could not be used to sign in.');
  }
  await deps.loginThrottle.refund(ipKey);
  // A half-finished sign-in in this browser ends: the passkey opens a session of its own.
  if (session) await adminAuth(deps.db, deps.config).signOut(session.sessionId);
  const cookies = await startSession(deps, admin, client, 'full', 'login-passkey');
  return { email: admin.email, cookies };
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

/** Sends a single-use reset link when the address is a staff account's; the same answer either way. */
export async function requestPasswordReset(deps: AuthDeps, clientIp: string, emailInput: string): Promise<string> {
  const { db, mail } = deps;
  const email = normaliseEmail(emailInput);
  // Throttled like sign-in (per address and per email), so the link cannot be used to flood an inbox.
  await countAttempt(deps, [`admin-reset:ip:${clientIp}`, `admin-reset:email:${email}`]);
  const account = await db.selectFrom('admin_users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
  if (!account) return RESET_REQUESTED;
  const token = randomToken();
  const tokenHash = sha256(token);
  await db.transaction().execute(async (trx) => {
    // One live link per account: asking again replaces the last.
    await trx.deleteFrom('admin_auth_tokens').where('adminUserId', '=', account.id).where('purpose', '=', 'password-reset').execute();
    await trx
      .insertInto('admin_auth_tokens')
      .values({ tokenHash, purpose: 'password-reset', adminUserId: account.id, expiresAt: new Date(Date.now() + RESET_MS).toISOString() })
      .execute();
    await queueMail(trx, mail, [passwordResetMail(mail.settings, account.email, token, tokenHash.slice(0, 16))]);
    await recordAudit(
      trx,
      { adminUserId: account.id, email: account.email, ip: clientIp },
      { kind: 'session', action: 'password-reset-requested' },
    );
  });
  mail.notify();
  return RESET_REQUESTED;
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
