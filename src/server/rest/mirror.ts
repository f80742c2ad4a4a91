import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createCaller, type Caller } from '../../routers';
import { type AppServices, createContext } from '../context';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RestRequest = {
  params: Record<string, string>;
  body: unknown;
  query: Record<string, string>;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type MirrorRoute = {
  method: HttpMethod;
  /** Fastify path syntax: '/api/content/:id/comments'. Path params arrive URL-decoded. */
  url: string;
  summary: string;
  tags: string[];
  /** Documentation of the payload for /api/openapi.json; validation happens in the procedure. */
  params?: z.ZodType;
  body?: z.ZodType;
  querystring?: z.ZodType;
  /** Status of a successful answer: 200 by default, 201 for creations. */
  status?: number;
  /** Calls the tRPC procedure (through the caller) that owns the rule. */
  call: (caller: Caller, request: RestRequest) => Promise<unknown>;
};

/**
 * The REST mirror (D2, D3, docs/decisions/001-rest-mirror.md): each spec row becomes a plain
 * Fastify route that builds the procedure's input from path, query and body and calls the
 * same tRPC procedure through `createCaller`. The procedure's zod schema is the only
 * validation, its middleware (throttling, admin session) the only guard, and errors are mapped
 * to D3's JSON by the app's error handler.
 */
export function mirror(app: FastifyInstance, services: AppServices, routes: MirrorRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      schema: {
        summary: route.summary,
        tags: route.tags,
        ...(route.params && { params: route.params }),
        ...(route.body && { body: route.body }),
        ...(route.querystring && { querystring: route.querystring }),
      },
      // The schemas above document the route; the procedure validates (once).
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (req, reply) => {
        const caller = createCaller(await createContext(services, req, reply));
        const result = await route.call(caller, {
          params: (req.params ?? {}) as Record<string, string>,
          body: req.body,
          query: (req.query ?? {}) as Record<string, string>,
          req,
          reply,
        });
        if (reply.sent) return reply;
        reply.code(route.status ?? 200);
        return result ?? { ok: true };
      },
    });
  }
}

/** A JSON body as an object, so `{ ...body(b), id }` never spreads a string or array. */
export const bodyObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
