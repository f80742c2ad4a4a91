import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearedMemberCookie, findMemberSession, hasMemberCookie, type MemberSession, memberSessionIdOf } from './auth/member-session';
import type { SecretBox } from './auth/secret-box';
import type { AppConfig } from './config';
import type { DB } from './db/database';
import type { AdminSessionLevel } from './db/schema';
import type { LoginThrottle } from './login-throttle';
import { requestOrigin } from './security';
import type { MailDeps } from './services/mail';
import type { ClubEvents } from './services/club-events';
import type { ModerationRules } from './services/moderation';
import type { PaymentProvider } from './services/payments/provider';
import type { Scheduler } from './services/scheduler';
import type { Throttle } from './throttle';
import type { UploadStorage } from './storage';

/**
 * The signed-in administrator, when the request carries a valid session cookie. `level` is 'full',
 * or how far a sign-in that has passed the password only has to go (docs/decisions/026).
 */
export type AdminSession = { sessionId: string; adminUserId: number; email: string; level: AdminSessionLevel };

/**
 * What every tRPC procedure and REST adapter receives. Transport-neutral: the request is
 * described by the few facts the rules need, and the only way back is a response header.
 */
/** What a procedure needs of the Dispatch's sender. */
export type DispatchDeps = { notify: () => void; configured: boolean };

export type Context = {
  db: DB;
  config: AppConfig;
  /** Public write throttling (D8), for this request's client. */
  throttle: Throttle;
  /** Failed-login counting (D20). */
  loginThrottle: LoginThrottle;
  /** Stripe or the built-in demo provider (D18), chosen once from the config. */
  payments: PaymentProvider;
  /** The outbox: services queue mail through it in their own transaction (docs/decisions/009). */
  mail: MailDeps;
  /** The block list and the word list, kept in memory (docs/decisions/027). */
  moderation: ModerationRules;
  /** Where uploaded files are kept: the uploads folder or an S3 bucket (src/server/storage.ts). */
  storage: UploadStorage;
  /** Seals and opens the secrets kept encrypted: TOTP secrets, letters' link tokens (docs/decisions/037). */
  secrets: SecretBox;
  /** Told of each payment, refund, comment, application and sign-up (the metrics count them, docs/decisions/040). */
  events: ClubEvents;
  /** The Dispatch's sender (docs/decisions/056): woken when an issue is scheduled; absent in contexts made without the app. */
  dispatch?: DispatchDeps;
  session: AdminSession | null;
  /**
   * The member's door (docs/decisions/054): their session is read only when a member procedure
   * asks (`memberProcedure` puts it in `ctx.member`), so no public read pays for it; never the staff session.
   */
  memberDoor: MemberDoor;
  client: { ip: string; userAgent: string; doNotTrack: boolean };
  /** What the Origin rule (D20) needs to know about the request. */
  request: {
    origin: string | null;
    hasSessionCookie: boolean;
    deviceToken: string | null;
    /** A REST client's reaction token, sent in the x-reaction-token header (docs/decisions/029). */
    reactionToken: string | null;
  };
  /** Sets (or, for set-cookie, adds) a header on the answer. */
  setResponseHeader: (name: string, value: string) => void;
  /** The app's clock (the scheduler's): what "now" is for a member's state (docs/decisions/028). */
  now: () => Date;
  /**
   * How a procedure answers a whole public list: read at once here; the REST mirror writes a long
   * one to the socket as it reads it, in chunks (src/server/api/mirror.ts, docs/decisions/020).
   */
  wholeList: <Item>(list: WholeList<Item>) => Promise<Item[]>;
};

/** A member's session, read on demand (once per request), and whether the request carries its cookie at all. */
export type MemberDoor = { hasCookie: boolean; read: () => Promise<MemberSession | null> };

/** The member door of a request: its cookie's session, an ended one's cookie cleared on the answer. */
function memberDoorOf(services: AppServices, req: FastifyRequest, reply: FastifyReply): MemberDoor {
  let read: Promise<MemberSession | null> | undefined;
  const lookup = async () => {
    const id = memberSessionIdOf(req, services.config);
    if (!id) return null;
    const found = await findMemberSession(services.db, id, services.scheduler.now());
    if (!found) void reply.header('set-cookie', clearedMemberCookie(services.config));
    return found;
  };
  return { hasCookie: hasMemberCookie(req), read: () => (read ??= lookup()) };
}

/** A public list read whole (one statement) or in chunks (the service's `...Chunks`). */
export type WholeList<Item> = {
  all: () => Promise<Item[]>;
  chunks: () => Promise<{ count: number; chunks: () => AsyncGenerator<Item[]> }>;
};

export type AppServices = Pick<
  Context,
  'db' | 'config' | 'loginThrottle' | 'payments' | 'mail' | 'moderation' | 'storage' | 'secrets' | 'events' | 'dispatch'
> & {
  /** The write throttle, bound to a request (its client address is part of every key). */
  throttleFor: (req: FastifyRequest) => Throttle;
  /** Resolves the admin session from the request (cookie); filled in by the auth module. */
  readSession: (req: FastifyRequest, reply: FastifyReply) => Promise<AdminSession | null>;
  /** Whether the request carries an admin session cookie at all (valid or not). */
  hasSessionCookie: (req: FastifyRequest) => boolean;
  /** The app's work by the clock (renewal letters), started once the database is migrated. */
  scheduler: Scheduler;
  /** The remembered-device token the request carries, if any (docs/decisions/026). */
  readDeviceToken: (req: FastifyRequest) => string | null;
};

/** A header's one value, or null. */
const headerText = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

export async function createContext(services: AppServices, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const headers = req.headers;
  return {
    db: services.db,
    config: services.config,
    throttle: services.throttleFor(req),
    loginThrottle: services.loginThrottle,
    payments: services.payments,
    mail: services.mail,
    moderation: services.moderation,
    storage: services.storage,
    secrets: services.secrets,
    events: services.events,
    ...(services.dispatch && { dispatch: services.dispatch }),
    session: await services.readSession(req, reply),
    memberDoor: memberDoorOf(services, req, reply),
    client: {
      ip: req.ip,
      userAgent: String(headers['user-agent'] ?? ''),
      doNotTrack: headers['dnt'] === '1' || headers['sec-gpc'] === '1',
    },
    now: () => services.scheduler.now(),
    request: {
      origin: requestOrigin(headers),
      hasSessionCookie: services.hasSessionCookie(req),
      deviceToken: services.readDeviceToken(req),
      reactionToken: headerText(headers['x-reaction-token']),
    },
    // Fastify's reply.header appends to set-cookie by itself: handing it the cookies set so far
    // as well sent each earlier one twice (the session cookie at every login; issue 39).
    setResponseHeader: (name, value) => void reply.header(name, value),
    wholeList: (list) => list.all(),
  };
}
