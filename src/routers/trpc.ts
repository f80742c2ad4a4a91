import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from '../server/context';
import type { AdminSession } from '../server/context';
import { inTransaction } from '../server/db/database';
import { DomainError, type DomainErrorKind, Throttled, unauthorized } from '../server/errors';
import { originRefusal } from '../server/security';
import { auditActor, recordAudit } from '../server/services/audit-log';
import { issuesMessage, toFieldIssues } from '../shared/field-errors';
import { idInput } from '../shared/schemas/fields';
import type { ProcedureMeta } from './meta';

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
      // Stacks and internal messages only ever reach a developer's own browser.
      const development = ctx?.config.env === 'development';
      const hidden = error.code === 'INTERNAL_SERVER_ERROR' && !development;
      return {
        ...shape,
        message: issues ? issuesMessage(issues) : hidden ? 'Internal server error' : shape.message,
        data: { ...shape.data, issues, retryAfterSeconds, stack: development ? shape.data.stack : undefined },
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

/** Every admin procedure (and so every admin REST route) requires a session (D20). */
export function adminSession(ctx: Context): AdminSession {
  if (!ctx.session) throw unauthorized('Not logged in');
  return ctx.session;
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
  if (type !== 'mutation' || !rule || 'recordedBy' in rule || !ctx.session) return next();
  const actor = auditActor(ctx.session, ctx.client.ip);
  // The row the write names, for the entry (the procedure's own schema still validates the input).
  const named = idInput.safeParse(await getRawInput());
  const id = named.success ? named.data.id : undefined;
  return inTransaction(ctx.db, async (trx) => {
    const label = rule.before && id !== undefined ? await rule.before(trx, id) : null;
    const result = await next({ ctx: { db: trx } });
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
});

const answerIdOf = (data: unknown): number | null =>
  typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number' ? data.id : null;

export const adminProcedure = adminEntryProcedure
  .use(({ ctx, next }) => next({ ctx: { ...ctx, session: adminSession(ctx) } }))
  .use(auditedWrites)
  .meta({ access: 'admin' });
