import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from '../server/context';
import type { AdminSession } from '../server/context';
import { inTransaction } from '../server/db/database';
import { DomainError, type DomainErrorKind, forbidden, FreshProofRequired, Throttled, unauthorized } from '../server/errors';
import { requireFreshProof } from '../server/services/admin-fresh-proof';
import { originRefusal } from '../server/security';
import { type AuditActor, auditActor, recordAudit } from '../server/services/audit-log';
import { issuesMessage, toFieldIssues } from '../shared/field-errors';
import { mayUse, type StaffAccess } from '../shared/staff';
import { staffRoleOf } from '../server/services/staff';
import { idInput } from '../shared/schemas/fields';
import type { AuditKind } from '../shared/admin-kinds';
import type { AuditAction } from '../shared/audit-log';
import { type ProcedureMeta, serviceAudit } from './meta';

/** The tRPC code of each domain error kind (tRPC turns the code into the HTTP status of D3). */
const TRPC_CODE: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  Throttled: 'TOO_MANY_REQUESTS',
  PaymentRequired: 'PAYMENT_REQUIRED',
  BadGateway: 'BAD_GATEWAY',
  Unavailable: 'SERVICE_UNAVAILABLE',
};

// Each procedure declares its REST row and audit entry in `.meta()`; each kind below sets its access (docs/decisions/025).
const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const issues = error.cause instanceof ZodError ? toFieldIssues(error.cause.issues) : undefined;
      const retryAfterSeconds = error.cause instanceof Throttled ? error.cause.retryAfterSeconds : undefined;
      // What the client must do before trying again (docs/decisions/036): confirm it is the account's owner.
      const reason = error.cause instanceof FreshProofRequired ? error.cause.reason : undefined;
      // Stacks and internal messages only ever reach a developer's own browser.
      const development = ctx?.config.env === 'development';
      const hidden = error.code === 'INTERNAL_SERVER_ERROR' && !development;
      return {
        ...shape,
        message: issues ? issuesMessage(issues) : hidden ? 'Internal server error' : shape.message,
        data: { ...shape.data, issues, retryAfterSeconds, reason, stack: development ? shape.data.stack : undefined },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Services throw domain errors; here they become tRPC errors with the matching code (D3). */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  }
  return result;
});

/**
 * D20: a mutation that carries the session cookie must come from the site itself. Runs on
 * every procedure of a request (a batch included), not on the URL.
 */
const sessionOrigin = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && ctx.request.hasSessionCookie) {
    const refusal = originRefusal(ctx.request.origin, ctx.config.publicUrl, { required: true });
    if (refusal) throw refusal;
  }
  return next();
});

// The procedure kinds. tRPC merges `.meta()` calls (shallowly), so a kind's `access` stays when a
// procedure adds its `rest` row or `audit` entry; each kind restates `access` after its parent's.

export const publicProcedure = t.procedure.use(domainErrors).use(sessionOrigin).meta({ access: 'public' });

/**
 * Public writes are throttled per client address and procedure (D8): the REST mirror calls
 * the same procedures, so one counter covers both doors.
 */
export const publicWriteProcedure = publicProcedure
  .use(async ({ ctx, path, next }) => {
    const wait = await ctx.throttle(`write:${path}:${ctx.client.ip}`, { max: ctx.config.rateLimitWritesPerMinute, windowMs: 60_000 });
    if (wait > 0) throw new Throttled(`Too many requests: please wait ${wait} seconds before trying again.`, wait);
    return next();
  })
  .meta({ access: 'publicWrite' });

/**
 * The admin door (D20), for every admin procedure including the login that opens it, and for the
 * admin routes that are not JSON (uploads, CSV exports): answers are never stored by a cache, and
 * a write from a foreign Origin is refused even without a session cookie (login CSRF).
 */
export function adminDoor(ctx: Context, type: 'query' | 'mutation'): void {
  ctx.setResponseHeader('cache-control', 'no-store');
  if (type === 'mutation') {
    const refusal = originRefusal(ctx.request.origin, ctx.config.publicUrl, { required: ctx.request.hasSessionCookie });
    if (refusal) throw refusal;
  }
}

/**
 * Every admin procedure (and so every admin REST route, upload and export) requires a full session
 * (D20): one that has passed its second factor when it has one (docs/decisions/026).
 */
export function adminSession(ctx: Context): AdminSession {
  if (!ctx.session || ctx.session.level !== 'full') throw unauthorized('Not logged in');
  return ctx.session;
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** A tRPC batch holds at most this many calls (the browser's client sends one call per request). */
export const MAX_BATCH = 10;

/** Procedures that check a secret: refused in a batch of more than one call, so each attempt is one request (docs/decisions/026). */
export const UNBATCHED_PROCEDURES: ReadonlySet<string> = new Set([
  'admin.auth.login',
  'admin.auth.verifySecondFactor',
  'admin.auth.passkeyLogin',
  'admin.auth.requestPasswordReset',
  'admin.auth.resetPassword',
  'admin.security.changePassword',
  // It verifies the password and a code too (docs/decisions/036).
  'admin.security.confirmIdentity',
  // A member's codes and passkeys (docs/decisions/054).
  'account.requestCode',
  'account.verifyCode',
  'account.useLink',
  'account.passkeyLogin',
  'account.confirmFreshCode',
  'account.confirmAddress',
]);

/**
 * Why a `/trpc/<path>` request is refused before any of its calls runs (null: it is not): too
 * many calls, or a secret-checking call in a batch.
 */
export function batchRefusal(path: string): string | null {
  // Decoded before splitting, so an escaped comma (%2C) counts as the comma it stands for.
  const calls = safeDecode(path).split(',');
  if (calls.length > MAX_BATCH) return `A batch holds at most ${MAX_BATCH} calls (this one has ${calls.length})`;
  const unbatched = calls.length > 1 ? calls.find((name) => UNBATCHED_PROCEDURES.has(name)) : undefined;
  return unbatched ? `${unbatched} cannot be sent in a batch: send it on its own` : null;
}

export const adminEntryProcedure = publicProcedure
  .use(({ ctx, type, next }) => {
    adminDoor(ctx, type === 'mutation' ? 'mutation' : 'query');
    return next();
  })
  .meta({ access: 'adminEntry' });

/**
 * An admin write that declares `audit` in its meta is recorded in the audit log in the write's own
 * transaction (docs/decisions/015): the procedure's `ctx.db` is that transaction, and a failed
 * write leaves no entry. src/routers/declarations.test.ts fails when an admin mutation
 * declares no entry.
 */
const auditedWrites = t.middleware(async ({ ctx, meta, type, getRawInput, next }) => {
  const rule = meta?.audit;
  if (type !== 'mutation' || !rule || 'recordedBy' in rule || 'none' in rule || !ctx.session) return next();
  const actor = auditActor(ctx.session, ctx.client.ip);
  // The row the write names, for the entry (the procedure's own schema still validates the input).
  const named = idInput.safeParse(await getRawInput());
  const id = named.success ? named.data.id : undefined;
  // Mail queued inside the transaction wakes the worker only once it has committed: on
  // PostgreSQL the worker reads on another connection and would find nothing yet, then sleep.
  let wake = false;
  const mail = { ...ctx.mail, notify: () => void (wake = true) };
  // The same for the Dispatch's sender (an issue scheduled to send now).
  let wakeDispatch = false;
  const dispatch = ctx.dispatch && { ...ctx.dispatch, notify: () => void (wakeDispatch = true) };
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const label = rule.before && id !== undefined ? await rule.before(trx, id) : null;
    const result = await next({ ctx: { db: trx, mail, ...(dispatch && { dispatch }) } });
    // Rolls the write back; tRPC hands the same error on.
    if (!result.ok) throw result.error;
    const answerId = answerIdOf(result.data);
    await recordAudit(trx, actor, {
      kind: rule.kind,
      action: rule.action,
      entityId: id ?? answerId,
      detail: rule.before ? label : (rule.detail?.(result.data) ?? null),
    });
    return result;
  });
  if (wake) ctx.mail.notify();
  if (wakeDispatch) ctx.dispatch?.notify();
  return outcome;
});

const answerIdOf = (data: unknown): number | null =>
  typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number' ? data.id : null;

/** A session at any level, or 401: the sign-in's further steps and signing out (docs/decisions/026). */
const anySession = (ctx: Context): AdminSession => {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
};

/** A full session, or one that ADMIN_REQUIRE_2FA sent to set up a second factor first (not one still owing its second factor). */
const enrollingSession = (ctx: Context): AdminSession => {
  const session = anySession(ctx);
  if (session.level === 'second-factor') throw unauthorized();
  return session;
};

/**
 * The role check (docs/decisions/027): the role is read from the database on every call, so a
 * role change or a removal takes effect at once, whatever the session says; a session whose staff
 * member is gone is refused. A refused role is a 403.
 */
const roleCheck = (role: StaffAccess) =>
  t.middleware(async ({ ctx, next }) => {
    const staffRole = ctx.session ? await staffRoleOf(ctx.db, ctx.session.adminUserId) : undefined;
    if (!staffRole) throw forbidden('This staff account no longer exists');
    if (!mayUse(staffRole, role)) throw forbidden('Your role does not allow this');
    return next({ ctx: { staffRole } });
  });

/**
 * Fresh proof (docs/decisions/036): a change to how the account signs in (its password, second
 * factors, recovery codes) or the end of its other sessions needs a confirmation of identity made
 * in this session within 10 minutes (`admin.security.confirmIdentity`); without one, a 403 whose
 * `reason` is `fresh-proof-required`. The meta says so, for the declarations test and the reader.
 */
const freshProof = t.middleware(async ({ ctx, next }) => {
  await requireFreshProof(ctx.db, anySession(ctx));
  return next();
});

/**
 * The sign-in's further steps (verify the second factor, passkeys) and signing out: a session at
 * any level, whoever's it is, so no role is read (a session that has passed the password only may
 * do these and nothing else).
 */
export const adminSignInProcedure = adminEntryProcedure
  .use(({ ctx, next }) => next({ ctx: { session: anySession(ctx) } }))
  .meta({ access: 'admin', role: 'staff' });

/**
 * Every other admin procedure is a staff kind: a full session (D20, docs/decisions/026), its writes
 * audited (docs/decisions/025), and a role (src/shared/staff.ts) that the meta states and the
 * middleware enforces from the same argument, so the document and the server cannot disagree.
 */
const staffKind = (role: StaffAccess) =>
  adminEntryProcedure
    .use(({ ctx, next }) => next({ ctx: { session: adminSession(ctx) } }))
    .use(auditedWrites)
    .use(roleCheck(role))
    .meta({ access: 'admin', role });

/** Any staff member: their own identity and session. */
export const staffProcedure = staffKind('staff');
/** Owners and Editors: exhibitions and the other published content, media, quiz videos. */
export const editorProcedure = staffKind('content');
/** Owners and Moderators: comments (and their blocks and word list), supporters. */
export const moderatorProcedure = staffKind('moderation');
/** Owners only: staff, payments, personal data, the outbox, analytics, the audit log. */
export const ownerProcedure = staffKind('owner');

/**
 * Setting up one's own second factor, also before a full session when ADMIN_REQUIRE_2FA asks: any
 * staff member whose account still exists (its services write their own audit entries).
 */
export const staffEnrolProcedure = adminEntryProcedure
  .use(({ ctx, next }) => next({ ctx: { session: enrollingSession(ctx) } }))
  .use(roleCheck('staff'))
  .meta({ access: 'admin', role: 'staff' });

// --- Members (docs/decisions/054-members-door.md) ----------------------------------------------

/**
 * The member door: every answer `private, no-store` (a member's page is theirs alone, and never in
 * the shared read cache), and a write from a foreign Origin refused (login CSRF included, as the admin door).
 */
export function memberDoor(ctx: Context, type: 'query' | 'mutation'): void {
  ctx.setResponseHeader('cache-control', 'private, no-store');
  if (type === 'mutation') {
    const refusal = originRefusal(ctx.request.origin, ctx.config.publicUrl, { required: ctx.memberDoor.hasCookie });
    if (refusal) throw refusal;
  }
}

/** A member's sign-in steps (asking for a code, using it, a passkey): open without a session; the services throttle them. */
export const memberEntryProcedure = publicProcedure
  .use(({ ctx, type, next }) => {
    memberDoor(ctx, type === 'mutation' ? 'mutation' : 'query');
    return next();
  })
  .meta({ access: 'memberEntry' });

/**
 * A signed-in member (their own cookie and table, never a staff session): `ctx.member` is who
 * they are. 401 without a live member session.
 */
export const memberProcedure = memberEntryProcedure
  .use(async ({ ctx, next }) => {
    const member = await ctx.memberDoor.read();
    if (!member) throw unauthorized('Please sign in to your membership first.');
    return next({ ctx: { member } });
  })
  .meta({ access: 'member' });

/** A member's download or erasure of their data: a fresh code confirmed in this session within 10 minutes, else 403 `fresh-proof-required`. */
export const memberFreshProofProcedure = memberProcedure
  .use(({ ctx, next }) => {
    const until = ctx.member.proofUntil;
    if (!until || Date.parse(until) <= ctx.now().getTime()) {
      throw new FreshProofRequired('Please confirm with a fresh code from your letters first.');
    }
    return next();
  })
  .meta({ freshProof: true });

/** A change to the signed-in staff member's own sign-in, with fresh proof. */
export const staffFreshProofProcedure = staffProcedure.use(freshProof).meta({ freshProof: true });
/** The same while setting up a first factor under ADMIN_REQUIRE_2FA (the password sign-in counts for 10 minutes). */
export const staffEnrolFreshProofProcedure = staffEnrolProcedure.use(freshProof).meta({ freshProof: true });

/**
 * An admin write whose service writes its own audit entries, where the work is done and in its
 * transaction (a bulk decision writes one per row; docs/decisions/025): the meta says so
 * (`recordedBy: 'service'`), and `ctx.actor` is who the entries name.
 */
export const recordedByService = (procedure: typeof ownerProcedure, kind: AuditKind, action: AuditAction) =>
  procedure.meta(serviceAudit(kind, action)).use(({ ctx, next }) => next({ ctx: { actor: auditActor(ctx.session, ctx.client.ip) } }));

/** Such a write on one row, named by its id: the service is given who does it and the id. */
export const recordedById = <R>(
  procedure: ReturnType<typeof recordedByService>,
  write: (db: Context['db'], actor: AuditActor, id: number) => Promise<R>,
) => procedure.input(idInput).mutation(({ ctx, input }) => write(ctx.db, ctx.actor, input.id));
