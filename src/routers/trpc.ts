import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from '../server/context';
import { tooManyRequests } from '../server/errors';

export type FieldIssue = { path: string; message: string };

export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** "authorEmail: Please enter a valid email address; comment: Comment is required" */
export function issuesMessage(issues: FieldIssue[]): string {
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const issues = error.cause instanceof ZodError ? zodIssues(error.cause) : undefined;
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
