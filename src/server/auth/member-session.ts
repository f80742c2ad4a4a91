import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { hostPrefixed, secureCookies } from './cookie-rules';
import type { DB } from '../db/database';
import { randomToken, sessionLive, sha256 } from './session';

/**
 * A member's session (docs/decisions/054-members-door.md): its own cookie, its own table, its own
 * id format (43 base64url characters, where a staff session's id is 40 lowercase base32), and no
 * code shared with the staff session's lookup, so a staff cookie is never a member's session and a
 * member's never a staff one. Stored by the SHA-256 of the id, as staff sessions are (a copy of
 * the database holds no live session). Lifetimes are decision 026's: ended after 30 minutes
 * unused and 12 hours after sign-in whatever its use (no sliding); `lastUsedAt` is written at most
 * once a minute.
 */
export const MEMBER_SESSION_COOKIE = 'bac_member_session';
const MEMBER_SESSION_IDLE_MS = 30 * 60_000;
const MEMBER_SESSION_MAX_MS = 12 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;
const MEMBER_SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in member of a request: who they are, and until when a fresh code lets them download or erase their data. */
export type MemberSession = { sessionId: string; memberId: number; email: string; proofUntil: string | null };

/** The cookie's name: `__Host-` over https (Secure, Path=/, no Domain), as the staff cookie. */
const memberCookieName = (config: AppConfig): string => (hostPrefixed(config) ? `__Host-${MEMBER_SESSION_COOKIE}` : MEMBER_SESSION_COOKIE);

const cookie = (config: AppConfig, value: string, maxAgeSeconds: number) =>
  [
    `${memberCookieName(config)}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookies(config) ? ['Secure'] : []),
  ].join('; ');

/** The Set-Cookie value that clears the member's cookie. */
export const clearedMemberCookie = (config: AppConfig): string => cookie(config, '', 0);

/** The member session id a request's cookie carries, when it is shaped like one. */
export function memberSessionIdOf(req: Pick<FastifyRequest, 'cookies'>, config: AppConfig): string | null {
  const value = req.cookies?.[memberCookieName(config)];
  return value && MEMBER_SESSION_ID.test(value) ? value : null;
}

/** Starts a session for the member (a new id every time); answers the Set-Cookie value that carries it. */
export async function startMemberSession(
  db: DB,
  config: AppConfig,
  memberId: number,
  client: { ip: string; userAgent: string },
  now: Date,
): Promise<string> {
  // An occasional sweep keeps the table small; ended sessions are refused anyway.
  if (Math.random() < 0.05) await sweepMemberSessions(db, now);
  const id = randomToken();
  await db
    .insertInto('member_sessions')
    .values({
      id: sha256(id),
      memberId,
      expiresAt: new Date(now.getTime() + MEMBER_SESSION_MAX_MS).toISOString(),
      lastUsedAt: now.toISOString(),
      ip: client.ip.slice(0, 100),
      userAgent: client.userAgent.slice(0, 300),
      createdAt: now.toISOString(),
    })
    .execute();
  return cookie(config, id, Math.round(MEMBER_SESSION_MAX_MS / 1000));
}

/**
 * The live session a raw id names, or null; an ended one is deleted (the caller clears the cookie).
 * Touches `lastUsedAt` at most once a minute.
 */
export async function findMemberSession(db: DB, sessionId: string, now: Date): Promise<MemberSession | null> {
  if (!MEMBER_SESSION_ID.test(sessionId)) return null;
  const row = await db
    .selectFrom('member_sessions')
    .innerJoin('members', 'members.id', 'member_sessions.memberId')
    .select([
      'member_sessions.id',
      'member_sessions.memberId',
      'member_sessions.expiresAt',
      'member_sessions.lastUsedAt',
      'member_sessions.proofUntil',
      'members.email',
    ])
    .where('member_sessions.id', '=', sha256(sessionId))
    .executeTakeFirst();
  if (!row) return null;
  const at = now.getTime();
  if (!sessionLive(row, MEMBER_SESSION_IDLE_MS, at)) {
    await db.deleteFrom('member_sessions').where('id', '=', row.id).execute();
    return null;
  }
  if (at - Date.parse(row.lastUsedAt) > TOUCH_EVERY_MS) {
    await db.updateTable('member_sessions').set({ lastUsedAt: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return { sessionId, memberId: row.memberId, email: row.email, proofUntil: row.proofUntil };
}

/** Ends one session. */
export async function endMemberSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('member_sessions').where('id', '=', sha256(sessionId)).execute();
}

/** Ends every session of a member (sign out everywhere); answers how many there were. */
export async function endMemberSessions(db: DB, memberId: number): Promise<number> {
  const result = await db.deleteFrom('member_sessions').where('memberId', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions past their absolute end or idle for longer than the timeout. */
async function sweepMemberSessions(db: DB, now: Date): Promise<void> {
  await db
    .deleteFrom('member_sessions')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<=', now.toISOString()),
        eb('lastUsedAt', '<=', new Date(now.getTime() - MEMBER_SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .execute();
}

/** Whether a request carries the member cookie at all (the Origin rule applies to its writes). */
export const hasMemberCookie = (req: Pick<FastifyRequest, 'cookies'>): boolean =>
  Boolean(req.cookies?.[MEMBER_SESSION_COOKIE] ?? req.cookies?.[`__Host-${MEMBER_SESSION_COOKIE}`]);
