import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A render of the process's own, marked by a header whose value only this process knows. */
export type SelfRender = { render: (url: string) => Promise<unknown>; isOwn: (req: FastifyRequest) => boolean };

/**
 * The process renders pages for itself through `app.inject`: the refresh before a write is
 * acknowledged (docs/decisions/033) and the warm-up at start (035). A visitor cannot pass for one:
 * the header's value is random per process and kind.
 */
export function selfRender(app: FastifyInstance, header: string): SelfRender {
  const token = randomBytes(24).toString('base64url');
  return {
    render: (url) => app.inject({ method: 'GET', url, headers: { [header]: token } }),
    isOwn: (req) => req.headers[header] === token,
  };
}
