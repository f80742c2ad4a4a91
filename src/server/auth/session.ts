import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Adapter, type DatabaseSession, type DatabaseUser, Lucia, TimeSpan } from 'lucia';
import type { AppConfig } from '../config';
import { hostPrefixed, secureCookies } from './cookie-rules';
import type { AdminSession } from '../context';
import type { DB } from '../db/database';
import type { AdminSessionLevel } from '../db/schema';

/**
 * D20 and docs/decisions/026: admin sessions. Lucia (v3) makes the ids and cookies over
 * `admin_sessions` through the small Kysely adapter below; everything about sessions lives in this
 * module so it can be swapped. The table holds the SHA-256 of each id, never the id, so a backup
 * holds no live session. A session ends after `sessionIdleMs` without use and, whatever its use,
 * `sessionMaxMs` after it began (no sliding). Cookie: httpOnly, SameSite=Lax, Secure in
 * production, and named with the `__Host-` prefix when the site is served over https.
 */
type SessionAttributes = { level: AdminSessionLevel; ip: string; userAgent: string };

declare module 'lucia' {
  interface Register {
    Lucia: Lucia<Record<never, never>, { email: string }>;
    UserId: number;
    DatabaseUserAttributes: { email: string };
    DatabaseSessionAttributes: SessionAttributes;
  }
}

export const SESSION_COOKIE = 'bac_admin_session';
export const DEVICE_COOKIE = 'bac_admin_device';
const DEVICE_DAYS = 365;

/** SHA-256 in hex: how session ids, device tokens and single-use tokens are stored. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A fresh random token for a cookie or a link (256 bits, base64url). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The staff and member sessions' one rule: live until its absolute end, and while used within the idle limit. */
export const sessionLive = (row: { expiresAt: string; lastUsedAt: string }, idleMs: number, at: number): boolean =>
  Date.parse(row.expiresAt) > at && Date.parse(row.lastUsedAt) + idleMs > at;

/** The session cookie's name for this site. */
export const sessionCookieName = (config: AppConfig): string => (hostPrefixed(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
export const deviceCookieName = (config: AppConfig): string => (hostPrefixed(config) ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

/** The lucia adapter: rows by the hash of the id lucia hands over. */
function kyselyAdapter(db: DB): Adapter {
  return {
    async getSessionAndUser(sessionId) {
      const row = await db
        .selectFrom('admin_sessions')
        .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.adminUserId')
        .select(['admin_sessions.adminUserId', 'admin_sessions.expiresAt', 'admin_users.email'])
        .where('admin_sessions.id', '=', sha256(sessionId))
        .executeTakeFirst();
      if (!row) return [null, null];
      const session: DatabaseSession = {
        id: sessionId,
        userId: row.adminUserId,
        expiresAt: new Date(row.expiresAt),
        // Not read back: this module answers sessions through its own lookup.
        attributes: { level: 'full', ip: '', userAgent: '' },
      };
      const user: DatabaseUser = { id: row.adminUserId, attributes: { email: row.email } };
      return [session, user];
    },
    // Only hashes are stored, so the ids of a user's sessions cannot be answered; nothing asks.
    getUserSessions: () => Promise.resolve([]),
    async setSession(session) {
      const now = new Date().toISOString();
      const attributes = session.attributes;
      await db
        .insertInto('admin_sessions')
        .values({
          id: sha256(session.id),
          adminUserId: session.userId,
          expiresAt: session.expiresAt.toISOString(),
          lastUsedAt: now,
          createdAt: now,
          level: attributes.level,
          ip: attributes.ip.slice(0, 100),
          userAgent: attributes.userAgent.slice(0, 300),
        })
        .execute();
    },
    // The absolute lifetime never moves (lucia would slide it; this module never asks it to).
    updateSessionExpiration: () => Promise.resolve(),
    async deleteSession(sessionId) {
      await db.deleteFrom('admin_sessions').where('id', '=', sha256(sessionId)).execute();
    },
    async deleteUserSessions(userId) {
      await db.deleteFrom('admin_sessions').where('adminUserId', '=', userId).execute();
    },
    async deleteExpiredSessions() {
      await db.deleteFrom('admin_sessions').where('expiresAt', '<=', new Date().toISOString()).execute();
    },
  };
}

export type SignInFacts = { level: AdminSessionLevel; ip: string; userAgent: string };

type AdminAuth = {
  /** Starts a session for the admin; answers the Set-Cookie value that carries it. */
  signIn: (adminUserId: number, facts: SignInFacts) => Promise<string>;
  /** Ends the session; answers the Set-Cookie value that clears it. */
  signOut: (sessionId: string) => Promise<string>;
  /** Ends every session of an admin (password reset). */
  signOutEverywhere: (adminUserId: number) => Promise<void>;
  readSession: (req: FastifyRequest, reply: FastifyReply) => Promise<AdminSession | null>;
  /** The session a raw id names when it is live (not expired, not idle), or null; touches nothing. */
  findSession: (sessionId: string) => Promise<AdminSession | null>;
  /** The Set-Cookie value of a remembered-device cookie carrying `token`. */
  deviceCookie: (token: string) => string;
};

const byDb = new WeakMap<DB, AdminAuth>();

/** lucia's session ids: 40 characters of lowercase base32. */
const SESSION_ID = /^[a-z2-7]{40}$/;
/** How often a session's last use is written (a write per request would be wasteful). */
const TOUCH_EVERY_MS = 60_000;

/** One lucia instance per database (the app has one; each test app its own). */
export function adminAuth(db: DB, config: AppConfig): AdminAuth {
  const existing = byDb.get(db);
  if (existing) return existing;
  const { sessionIdleMs, sessionMaxMs } = config.adminAuth;
  const secure = secureCookies(config);
  const lucia = new Lucia(kyselyAdapter(db), {
    sessionExpiresIn: new TimeSpan(Math.round(sessionMaxMs / 1000), 's'),
    sessionCookie: {
      name: sessionCookieName(config),
      expires: true,
      attributes: { sameSite: 'lax', secure, path: '/' },
    },
    getUserAttributes: (attributes) => ({ email: attributes.email }),
  });
  const blank = () => lucia.createBlankSessionCookie().serialize();

  async function lookup(sessionId: string) {
    if (!SESSION_ID.test(sessionId)) return null;
    const row = await db
      .selectFrom('admin_sessions')
      .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.adminUserId')
      .select([
        'admin_sessions.id',
        'admin_sessions.adminUserId',
        'admin_sessions.expiresAt',
        'admin_sessions.lastUsedAt',
        'admin_sessions.level',
        'admin_users.email',
      ])
      .where('admin_sessions.id', '=', sha256(sessionId))
      .executeTakeFirst();
    if (!row) return null;
    const now = Date.now();
    const live = sessionLive(row, sessionIdleMs, now);
    return { row, live, now };
  }

  const auth: AdminAuth = {
    async signIn(adminUserId, facts) {
      // An occasional sweep keeps the table small; expired sessions are refused anyway.
      if (Math.random() < 0.05) await sweepSessions(db, sessionIdleMs);
      const session = await lucia.createSession(adminUserId, facts);
      return lucia.createSessionCookie(session.id).serialize();
    },
    async signOut(sessionId) {
      await lucia.invalidateSession(sessionId);
      return blank();
    },
    signOutEverywhere: (adminUserId) => lucia.invalidateUserSessions(adminUserId),
    async findSession(sessionId) {
      const found = await lookup(sessionId);
      if (!found?.live) return null;
      return { sessionId, adminUserId: found.row.adminUserId, email: found.row.email, level: found.row.level };
    },
    async readSession(req, reply) {
      const sessionId = req.cookies?.[sessionCookieName(config)];
      if (!sessionId) return null;
      const found = await lookup(sessionId);
      if (!found?.live) {
        if (found) await db.deleteFrom('admin_sessions').where('id', '=', found.row.id).execute();
        reply.header('set-cookie', blank());
        return null;
      }
      const { row, now } = found;
      if (now - new Date(row.lastUsedAt).getTime() > TOUCH_EVERY_MS) {
        await db
          .updateTable('admin_sessions')
          .set({ lastUsedAt: new Date(now).toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      return { sessionId, adminUserId: row.adminUserId, email: row.email, level: row.level };
    },
    deviceCookie: (token) =>
      [
        `${deviceCookieName(config)}=${token}`,
        'Path=/',
        `Max-Age=${DEVICE_DAYS * 86400}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; '),
  };
  byDb.set(db, auth);
  return auth;
}

/** Removes sessions past their absolute end or idle for longer than the timeout. */
async function sweepSessions(db: DB, sessionIdleMs: number): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('admin_sessions')
    .where((eb) =>
      eb.or([eb('expiresAt', '<=', new Date(now).toISOString()), eb('lastUsedAt', '<=', new Date(now - sessionIdleMs).toISOString())]),
    )
    .execute();
}

/** Whether a request carries the session cookie at all (the Origin rule applies to it, D20). */
export const hasSessionCookie = (req: FastifyRequest): boolean =>
  Boolean(req.cookies?.[SESSION_COOKIE] ?? req.cookies?.[`__Host-${SESSION_COOKIE}`]);

/**
 * The same question asked of the raw Cookie header, before cookies are parsed (the read cache asks
 * first thing). It may say yes for a look-alike cookie name: that only costs a cache bypass.
 * `__Host-bac_admin_session=` contains the plain name, so both spellings answer yes.
 */
export const hasSessionCookieHeader = (req: FastifyRequest): boolean => (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

/** The value of cookie `name` in a raw Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Whether a request's session cookie names a live session (the read cache asks, before routing,
 * so that a made-up or stale cookie is served from the cache like any anonymous visitor): a value
 * not shaped like a session id costs nothing, others one lookup.
 */
export function sessionCookieChecker(db: DB, config: AppConfig) {
  const name = sessionCookieName(config);
  return async (req: FastifyRequest): Promise<boolean> => {
    const id = cookieValue(req.headers.cookie, name);
    if (!id || !SESSION_ID.test(id)) return false;
    return (await adminAuth(db, config).findSession(id)) !== null;
  };
}

/** Reads the admin session from the request's cookie (used for every request's context). */
export function createSessionReader(db: DB, config: AppConfig) {
  return (req: FastifyRequest, reply: FastifyReply): Promise<AdminSession | null> => adminAuth(db, config).readSession(req, reply);
}

/** The remembered-device token a request carries, or null (docs/decisions/026). */
export function createDeviceTokenReader(config: AppConfig) {
  const name = deviceCookieName(config);
  return (req: FastifyRequest): string | null => {
    const value = req.cookies?.[name];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  };
}
