import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createCaller, type Caller } from '../../routers';
import { idField } from '../../shared/schemas/fields';
import { type AppServices, createContext } from '../context';
import { badRequest } from '../errors';
import { ADMIN_SECURITY, type ErrorStatus, errorResponses, jsonResponse, PUBLIC_SECURITY } from './openapi';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The path params of a row: URL-decoded strings named by its params schema. */
type PathParams<Params extends z.ZodObject | undefined> = Params extends z.ZodObject
  ? Record<keyof z.input<Params> & string, string>
  : Record<string, never>;

/** What an adapter gets: path params URL-decoded, the query, and the body as its schema's input type. */
type RestRequest<Body, Params extends z.ZodObject | undefined> = {
  params: PathParams<Params>;
  query: Record<string, string>;
  body: Body;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The app's services: the rows that write a long list as they read it use the database directly. */
  services: AppServices;
};

/**
 * Who may call a row, which decides part of what it can answer:
 * - `public`: anyone (a mutation carrying the admin cookie still meets the Origin rule, 403);
 * - `publicWrite`: anyone, throttled per address and procedure (D8, 429);
 * - `adminEntry`: the login (a foreign Origin is refused, 403; failures are throttled, 429);
 * - `admin`: the session cookie (401 without it; 403 from a foreign Origin on writes).
 */
type Access = 'public' | 'publicWrite' | 'adminEntry' | 'admin';

type RowDefinition<Params extends z.ZodObject | undefined, Body extends z.ZodType, Response extends z.ZodType> = {
  method: HttpMethod;
  /** Fastify path syntax: '/api/content/:id/comments'. */
  url: string;
  /** A stable name for client generators: listContent, createComment, ... */
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  access: Access;
  /** The path params (documented; the procedure validates). */
  params?: Params;
  /** The procedure's own input schema for the JSON body (documented; the procedure validates, once). */
  body?: Body;
  querystring?: z.ZodObject;
  /** Status of a successful answer: 200 by default, 201 for creations. */
  status?: 200 | 201;
  /** The answer's shape: the adapter must return it (checked by TypeScript), the document shows it. */
  response: Response;
  /** Errors of the rule beyond those the row's shape implies (404, 409, 503, ...). */
  errors?: ErrorStatus[];
  /** Calls the tRPC procedure (through the caller) that owns the rule. */
  call: (caller: Caller, request: RestRequest<z.input<Body>, Params>) => Promise<z.output<Response> | FastifyReply>;
};

/** A row with its types erased: what the mirror registers. */
export type MirrorRoute = {
  method: HttpMethod;
  url: string;
  schema: Record<string, unknown>;
  call: (
    caller: Caller,
    request: {
      params: Record<string, string>;
      query: Record<string, string>;
      body: unknown;
      req: FastifyRequest;
      reply: FastifyReply;
      services: AppServices;
    },
  ) => Promise<unknown>;
  status: number;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a row can answer besides success, from its shape: input -> 400, body -> 413/415, and its access. */
function impliedErrors(shape: {
  method: HttpMethod;
  access: Access;
  params?: unknown;
  body?: unknown;
  querystring?: unknown;
}): ErrorStatus[] {
  const errors: ErrorStatus[] = [500];
  if (shape.params || shape.body || shape.querystring) errors.push(400);
  if (shape.body) errors.push(413, 415);
  if (shape.method !== 'GET') errors.push(403);
  if (shape.access === 'publicWrite' || shape.access === 'adminEntry') errors.push(429);
  if (shape.access === 'adminEntry') errors.push(400, 401);
  if (shape.access === 'admin') errors.push(401);
  return errors;
}

/**
 * One row of the REST mirror. `body` is the procedure's own input schema: the adapter sees the
 * body as that schema's input type and hands it on; the procedure validates it (once). A body
 * that is not a JSON object is refused here, so `{ ...body, id }` never spreads a string.
 * `response` is the answer's zod schema: the adapter's result must have its type.
 */
export function restRoute<
  Response extends z.ZodType,
  Body extends z.ZodType = z.ZodUndefined,
  Params extends z.ZodObject | undefined = undefined,
>(row: RowDefinition<Params, Body, Response>): MirrorRoute {
  const status = row.status ?? 200;
  const isParams = (params: Record<string, string>): params is PathParams<Params> =>
    Object.keys(row.params?.shape ?? {}).every((key) => typeof params[key] === 'string');
  const isBody = (body: unknown): body is z.input<Body> => !(row.body instanceof z.ZodObject) || isPlainObject(body);
  return {
    method: row.method,
    url: row.url,
    status,
    schema: {
      operationId: row.operationId,
      summary: row.summary,
      ...(row.description && { description: row.description }),
      tags: row.tags,
      security: row.access === 'admin' ? ADMIN_SECURITY : PUBLIC_SECURITY,
      ...(row.params && { params: row.params }),
      ...(row.body && { body: row.body }),
      ...(row.querystring && { querystring: row.querystring }),
      response: {
        [status]: jsonResponse(status === 201 ? 'Created' : 'OK', row.response),
        ...errorResponses([...impliedErrors(row), ...(row.errors ?? [])]),
      },
    },
    call: (caller, request) => {
      if (!isBody(request.body)) throw badRequest('The request body must be a JSON object');
      // Fastify matched the path, so every param the row names is there.
      if (!isParams(request.params)) throw badRequest('Missing path parameter');
      // The body is unchecked here on purpose: the procedure's schema is the one validation (D2).
      return row.call(caller, { ...request, params: request.params, body: request.body });
    },
  };
}

/** Path params of the rows that address one row: `/{id}`, a positive whole number. */
export const idParams = z.object({ id: idField() });

/** The answer is JSON as the procedure returned it: the response schemas document it, they do not filter it. */
const serializeAsIs = () => (data: unknown) => JSON.stringify(data);

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
      schema: route.schema,
      // The schemas above document the route; the procedure validates (once).
      validatorCompiler: () => (data) => ({ value: data }),
      serializerCompiler: serializeAsIs,
      handler: async (req, reply) => {
        const caller = createCaller(await createContext(services, req, reply));
        const result = await route.call(caller, {
          params: isStringRecord(req.params) ? req.params : {},
          body: req.body,
          query: isStringRecord(req.query) ? req.query : {},
          req,
          reply,
          services,
        });
        // A streamed answer (a long public list) has been handed to `reply` already.
        if (reply.sent || result === reply) return reply;
        reply.code(route.status);
        return result;
      },
    });
  }
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isPlainObject(value) && Object.values(value).every((v) => typeof v === 'string');
