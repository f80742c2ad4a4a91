import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyBaseLogger, FastifyError, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { issuesMessage, toFieldIssues } from '../shared/field-errors';
import { DomainError, FreshProofRequired, Throttled } from './errors';

/**
 * D3 for every route outside /trpc (the REST mirror, uploads, the webhook): a JSON
 * `{ error, issues? }` with an honest status. Domain errors carry their status; a procedure
 * called through the REST mirror throws a TRPCError whose cause is the domain or zod error.
 */
export function sendError(
  error: unknown,
  req: { log: Pick<FastifyBaseLogger, 'error'> },
  reply: Pick<FastifyReply, 'code' | 'header' | 'send'>,
) {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof ZodError) {
    const issues = toFieldIssues(cause.issues);
    return reply.code(400).send({ error: issuesMessage(issues), issues });
  }
  if (cause instanceof DomainError) {
    if (cause instanceof Throttled) reply.header('retry-after', String(cause.retryAfterSeconds));
    // A deliberate "outside service unavailable" keeps its message; the cause goes to the log.
    if (cause.status >= 500) req.log.error({ err: cause.cause ?? cause, ...cause.log }, cause.message);
    // A machine-readable reason where the client has something to do first (docs/decisions/036).
    return reply
      .code(cause.status)
      .send(cause instanceof FreshProofRequired ? { error: cause.message, reason: cause.reason } : { error: cause.message });
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) {
      req.log.error(error.cause ?? error);
      return reply.code(500).send({ error: 'Internal server error' });
    }
    return reply.code(status).send({ error: error.message });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 500) {
    req.log.error(error);
    return reply.code(500).send({ error: 'Internal server error' });
  }
  // Malformed JSON, body too large, unsupported content type and the like.
  return reply.code(status).send({ error: (error as Error).message });
}
