import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createCaller, type Caller } from '../../routers';
import { type AppServices, createContext } from '../context';
import { badRequest } from '../errors';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an adapter gets: path params URL-decoded, the query, and the body as its schema's input type. */
type RestRequest<Body = unknown> = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Body;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type MirrorRoute = {
  method: HttpMethod;
  /** Fastify path syntax: '/api/content/:id/comments'. */
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One row of the REST mirror. `body` is the procedure's own input schema: the adapter sees the
 * body as that schema's input type and hands it on; the procedure validates it (once). A body
 * that is not a JSON object is refused here, so `{ ...body, id }` never spreads a string.
 */
export function restRoute<Body extends z.ZodType = z.ZodUnknown>(
  route: Omit<MirrorRoute, 'call' | 'body'> & {
    body?: Body;
    call: (caller: Caller, request: RestRequest<z.input<Body>>) => Promise<unknown>;
  },
): MirrorRoute {
  return {
    ...route,
    call: (caller, request) => {
      if (route.body instanceof z.ZodObject && !isPlainObject(request.body)) {
        throw badRequest('The request body must be a JSON object');
      }
      // The body is unchecked here on purpose: the procedure's schema is the one validation (D2).
      return route.call(caller, request as RestRequest<z.input<Body>>);
    },
  };
}

/** Path params of the rows that address one row: `/:id`, a whole number checked by the procedure. */
export const idParams = z.object({ id: z.string() });

/**
 * The REST mirror (D2, D3, docs/decisions/001-rest-mirror.md): each spec row becomes a plain
 * Fastify route that builds the procedure's input from path, query and body and calls the
 * same tRPC procedure through `createCaller`. The procedure's zod schema is the only
 * validation, its middleware (throttling, the admin door) the only guard, and errors are
 * mapped to D3's JSON by the app's error handler.
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
