import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Adapter, type DatabaseSession, type DatabaseUser, Lucia, TimeSpan } from 'lucia';
import type { AppConfig } from '../config';
import type { AdminSession } from '../context';
import type { DB } from '../db/database';

/**
 * D20: admin sessions. Lucia (v3) over `admin_sessions` through the small Kysely adapter
 * below; everything about sessions lives in this module so it can be swapped.
 * Cookie: httpOnly (always, by lucia), SameSite=Lax, Secure in production; sessions last 30 days
 * and slide (lucia extends a session once half of its life has passed).
 */
declare module 'lucia' {
  interface Register {
    Lucia: Lucia<Record<never, never>, { email: string }>;
    UserId: number;
    DatabaseUserAttributes: { email: string };
    DatabaseSessionAttributes: Record<never, never>;
  }
}

export const SESSION_COOKIE = 'bac_admin_session';
const SESSION_DAYS = 30;

/** The lucia adapter: admin_sessions joined to admin_users, expiry stored as ISO text. */
function kyselyAdapter(db: DB): Adapter {
  const toSession = (row: { id: string; adminUserId: number; expiresAt: string }): DatabaseSession => ({
    id: row.id,
    userId: row.adminUserId,
    expiresAt: new Date(row.expiresAt),
    attributes: {},
  });
  return {
    async getSessionAndUser(sessionId) {
      const row = await db
        .selectFrom('admin_sessions')
        .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.adminUserId')
        .select(['admin_sessions.id', 'admin_sessions.adminUserId', 'admin_sessions.expiresAt', 'admin_users.email'])
        .where('admin_sessions.id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return [null, null];
      const user: DatabaseUser = { id: row.adminUserId, attributes: { email: row.email } };
      return [toSession(row), user];
    },
    async getUserSessions(userId) {
      const rows = await db.selectFrom('admin_sessions').selectAll().where('adminUserId', '=', userId).execute();
      return rows.map(toSession);
    },
    async setSession(session) {
      await db
        .insertInto('admin_sessions')
        .values({
          id: session.id,
          adminUserId: session.userId,
          expiresAt: session.expiresAt.toISOString(),
          createdAt: new Date().toISOString(),
        })
        .execute();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await db.updateTable('admin_sessions').set({ expiresAt: expiresAt.toISOString() }).where('id', '=', sessionId).execute();
    },
    async deleteSession(sessionId) {
      await db.deleteFrom('admin_sessions').where('id', '=', sessionId).execute();
    },
    async deleteUserSessions(userId) {
      await db.deleteFrom('admin_sessions').where('adminUserId', '=', userId).execute();
    },
    async deleteExpiredSessions() {
      await db.deleteFrom('admin_sessions').where('expiresAt', '<=', new Date().toISOString()).execute();
    },
  };
}

/**
 * Secure in production. The one exception is a production site served over plain http on a
 * host other than localhost: browsers refuse Secure cookies there, so login would be impossible.
 */
function secureCookies(config: AppConfig): boolean {
  if (config.env !== 'production') return false;
  const url = new URL(config.publicUrl);
  return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

type AdminAuth = {
  lucia: Lucia<Record<never, never>, { email: string }>;
  /** Starts a session for the admin; answers the Set-Cookie value that carries it. */
  signIn: (adminUserId: number) => Promise<string>;
  /** Ends the session; answers the Set-Cookie value that clears it. */
  signOut: (sessionId: string) => Promise<string>;
  /** Ends every session of an admin (password reset). */
  signOutEverywhere: (adminUserId: number) => Promise<void>;
  readSession: (req: FastifyRequest, reply: FastifyReply) => Promise<AdminSession | null>;
};

const byDb = new WeakMap<DB, AdminAuth>();

/** One lucia instance per database (the app has one; each test app its own). */
export function adminAuth(db: DB, config: AppConfig): AdminAuth {
  const existing = byDb.get(db);
  if (existing) return existing;
  const lucia = new Lucia(kyselyAdapter(db), {
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE,
      expires: true,
      attributes: { sameSite: 'lax', secure: secureCookies(config), path: '/' },
    },
    getUserAttributes: (attributes) => ({ email: attributes.email }),
  });
  const setCookie = (reply: FastifyReply, cookie: ReturnType<typeof lucia.createSessionCookie>) => {
    reply.header('set-cookie', cookie.serialize());
  };
  const auth: AdminAuth = {
    lucia,
    async signIn(adminUserId) {
      // An occasional sweep keeps the table small; expired sessions are refused anyway.
      if (Math.random() < 0.05) await lucia.deleteExpiredSessions();
      const session = await lucia.createSession(adminUserId, {});
      return lucia.createSessionCookie(session.id).serialize();
    },
    async signOut(sessionId) {
      await lucia.invalidateSession(sessionId);
      return lucia.createBlankSessionCookie().serialize();
    },
    signOutEverywhere: (adminUserId) => lucia.invalidateUserSessions(adminUserId),
    async readSession(req, reply) {
      const sessionId = req.cookies?.[SESSION_COOKIE];
      if (!sessionId) return null;
      // Session ids are lucia's own (40 characters); anything else is not worth a query.
      if (sessionId.length > 128) {
        setCookie(reply, lucia.createBlankSessionCookie());
        return null;
      }
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session) {
        setCookie(reply, lucia.createBlankSessionCookie());
        return null;
      }
      // Sliding expiry: lucia extended the session, so the cookie's expiry moves too.
      if (session.fresh) setCookie(reply, lucia.createSessionCookie(session.id));
      return { sessionId: session.id, adminUserId: user.id, email: user.email };
    },
  };
  byDb.set(db, auth);
  return auth;
}

/** Whether a request carries the session cookie at all (the Origin rule applies to it, D20). */
export const hasSessionCookie = (req: FastifyRequest): boolean => Boolean(req.cookies?.[SESSION_COOKIE]);

/**
 * The same question asked of the raw Cookie header, before cookies are parsed (the read cache asks
 * first thing). It may say yes for a look-alike cookie name: that only costs a cache bypass.
 */
export const hasSessionCookieHeader = (req: FastifyRequest): boolean => (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

/** lucia's session ids: 40 characters of lowercase base32. */
const SESSION_ID = /^[a-z2-7]{40}$/;

/** The session cookie's value in a raw Cookie header, or null. */
function sessionCookieValue(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > -1 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Whether a request's session cookie names a live session (the read cache asks, before routing,
 * so that a made-up or stale cookie is served from the cache like any anonymous visitor): a value
 * not shaped like a session id costs nothing, others one lookup.
 */
export function sessionCookieChecker(db: DB, config: AppConfig) {
  return async (req: FastifyRequest): Promise<boolean> => {
    const id = sessionCookieValue(req.headers.cookie);
    if (!id || !SESSION_ID.test(id)) return false;
    const { session } = await adminAuth(db, config).lucia.validateSession(id);
    return session !== null;
  };
}

/** Reads the admin session from the request's cookie (used for every request's context). */
export function createSessionReader(db: DB, config: AppConfig) {
  return (req: FastifyRequest, reply: FastifyReply): Promise<AdminSession | null> => adminAuth(db, config).readSession(req, reply);
}
