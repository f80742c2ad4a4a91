import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { issuesMessage, toFieldIssues } from '../shared/field-errors';
import type { Context } from '../server/context';
import { tooManyRequests } from '../server/errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const issues = error.cause instanceof ZodError ? toFieldIssues(error.cause.issues) : undefined;
    // Stacks and internal messages only ever reach a developer's own browser.
    const development = ctx?.config.env === 'development';
    const hidden = error.code === 'INTERNAL_SERVER_ERROR' && !development;
    return {
      ...shape,
      message: issues ? issuesMessage(issues) : hidden ? 'Internal server error' : shape.message,
      data: { ...shape.data, issues, stack: development ? shape.data.stack : undefined },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/**
 * Public writes are throttled per client address and procedure (D8): the REST mirror calls
 * the same procedures, so one counter covers both doors.
 */
export const publicWriteProcedure = t.procedure.use(({ ctx, path, next }) => {
  const wait = ctx.limiter.hit(`write:${path}:${ctx.client.ip}`, ctx.config.rateLimitWritesPerMinute, 60_000);
  if (wait > 0) {
    throw tooManyRequests(`Too many requests: please wait ${wait} seconds before trying again.`);
  }
  return next();
});

/** Every admin procedure (and so every admin REST route) requires a session (D20). */
export const adminProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not logged in' });
  return next({ ctx: { ...ctx, session: ctx.session } });
});
