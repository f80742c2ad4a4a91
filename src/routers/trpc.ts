import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from '../server/context';
import { DomainError, type DomainErrorKind, Throttled } from '../server/errors';
import { originRefusal } from '../server/security';
import { issuesMessage, toFieldIssues } from '../shared/field-errors';

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

const t = initTRPC.context<Context>().create({
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

export const publicProcedure = t.procedure.use(domainErrors).use(sessionOrigin);

/**
 * Public writes are throttled per client address and procedure (D8): the REST mirror calls
 * the same procedures, so one counter covers both doors.
 */
export const publicWriteProcedure = publicProcedure.use(async ({ ctx, path, next }) => {
  const wait = await ctx.throttle(`write:${path}:${ctx.client.ip}`, { max: ctx.config.rateLimitWritesPerMinute, windowMs: 60_000 });
  if (wait > 0) throw new Throttled(`Too many requests: please wait ${wait} seconds before trying again.`, wait);
  return next();
});

/**
 * The admin door (D20), for every admin procedure including the login that opens it: answers
 * are never stored by a cache, and a write from a foreign Origin is refused even without a
 * session cookie (login CSRF).
 */
export const adminEntryProcedure = publicProcedure.use(({ ctx, type, next }) => {
  ctx.setResponseHeader('cache-control', 'no-store');
  if (type === 'mutation') {
    const refusal = originRefusal(ctx.request.origin, ctx.config.publicUrl, { required: ctx.request.hasSessionCookie });
    if (refusal) throw refusal;
  }
  return next();
});

/**
 * A session at any level: one that has passed the password only may finish its sign-in (verify
 * the second factor) or sign out, and nothing else (docs/decisions/026).
 */
export const adminSignInProcedure = adminEntryProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not logged in' });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** Setting up a second factor: a full session, or one that ADMIN_REQUIRE_2FA sent to set one up first. */
export const adminEnrolProcedure = adminSignInProcedure.use(({ ctx, next }) => {
  if (ctx.session.level === 'second-factor') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not logged in' });
  return next();
});

/** Every admin procedure (and so every admin REST route) requires a full session (D20, docs/decisions/026). */
export const adminProcedure = adminSignInProcedure.use(({ ctx, next }) => {
  if (ctx.session.level !== 'full') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not logged in' });
  return next();
});
