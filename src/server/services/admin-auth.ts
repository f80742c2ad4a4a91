import type { z } from 'zod';
import type { adminLoginInput } from '../../shared/schemas/admin-auth';
import { adminAuth } from '../auth/session';
import type { AdminSession, Context } from '../context';
import { Throttled, unauthorized } from '../errors';
import { verifyAdminCredentials } from './admin-accounts';
import { audited, auditActor, recordAudit } from './audit-log';

/** D20: 5 failed logins per 15 minutes, counted per client address and per email. */
const LOGIN_FAILURE_LIMIT = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const INVALID_LOGIN = 'Invalid email or password';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

type AuthDeps = Pick<Context, 'db' | 'config' | 'loginThrottle'>;

/** Checks the credentials under the login throttle; answers the admin and the session cookie to set. */
export async function login(
  { db, config, loginThrottle: limiter }: AuthDeps,
  clientIp: string,
  input: z.output<typeof adminLoginInput>,
): Promise<{ email: string; sessionCookie: string }> {
  const email = input.email.toLowerCase();
  const keys = [`admin-login:ip:${clientIp}`, `admin-login:email:${email}`] as const;
  const wait = Math.max(...(await Promise.all(keys.map((k) => limiter.blockedFor(k, LOGIN_FAILURE_LIMIT)))));
  if (wait > 0) {
    const m = minutes(wait);
    throw new Throttled(`Too many failed login attempts. Please wait ${m} minute${m === 1 ? '' : 's'} before trying again.`, wait);
  }
  const admin = await verifyAdminCredentials(db, email, input.password);
  if (!admin) {
    await Promise.all(keys.map((key) => limiter.hit(key, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS)));
    // The audit log (docs/decisions/015) names the email that was tried.
    await recordAudit(db, { adminUserId: null, email, ip: clientIp }, { kind: 'session', action: 'login-failed' });
    throw unauthorized(INVALID_LOGIN);
  }
  // A success clears the email's count; the address keeps its own so one good account
  // cannot be used to reset the counter while guessing at others.
  await limiter.reset(keys[1]);
  // The session row and its audit entry are written in one transaction.
  const sessionCookie = await audited(
    db,
    { adminUserId: admin.id, email: admin.email, ip: clientIp },
    (trx) => adminAuth(trx, config).signIn(admin.id),
    {
      kind: 'session',
      action: 'login',
    },
  );
  return { email: admin.email, sessionCookie };
}

/** Ends the session (recorded in the audit log in the same transaction); answers the cookie that clears it in the browser. */
export async function logout({ db, config }: AuthDeps, session: AdminSession, clientIp: string): Promise<{ sessionCookie: string }> {
  const sessionCookie = await audited(db, auditActor(session, clientIp), (trx) => adminAuth(trx, config).signOut(session.sessionId), {
    kind: 'session',
    action: 'logout',
  });
  return { sessionCookie };
}
