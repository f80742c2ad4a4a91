import { Readable } from 'node:stream';
import { callTRPCProcedure } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { appRouter } from '~/routers';
import { type Access, declaredProcedures, type DeclaredProcedure, type ErrorStatus, type HttpMethod, type RestRow } from '~/routers/meta';
import type { StaffAccess } from '~/shared/staff';
import { type AppServices, type Context, createContext, type WholeList } from '../context';
import { LIST_CHUNK } from '../db/public-lists';
import { badRequest } from '../errors';
import { ADMIN_SECURITY, errorResponses, jsonResponse, MEMBER_SECURITY, PUBLIC_SECURITY } from './openapi';

/**
 * The REST mirror (D2, D3, docs/decisions/001-rest-mirror.md, 025): every procedure whose `.meta()`
 * names a `rest` row becomes a Fastify route that builds the procedure's input from the path params
 * plus the query (GET, DELETE) or the JSON body, and calls the procedure as `createCaller` does
 * (`callTRPCProcedure` on the same router). The procedure's zod schema is the only validation, its
 * middleware (throttling, the admin door) the only guard; errors become D3's JSON in the app's
 * error handler. The route's schema documents the row for /api/openapi.json and validates nothing.
 */

/** One row: the procedure that documents it, and the page forms that answer it when the query asks. */
type Operation = { main: DeclaredProcedure & { row: RestRow }; pages: (DeclaredProcedure & { row: RestRow })[] };

const hasRow = (p: DeclaredProcedure): p is DeclaredProcedure & { row: RestRow } => p.meta.rest !== undefined;

/** The rows of the app's router, grouped by method and path, in the router's order. */
function restOperations(): Operation[] {
  const rows = declaredProcedures(appRouter._def.record)
    .map((p) => ({ ...p, row: p.meta.rest }))
    .filter(hasRow);
  const key = (p: { row: RestRow }) => `${p.row.method} ${p.row.path}`;
  const pages = rows.filter((p) => 'whenQueryHas' in p.row);
  return rows.filter((p) => !('whenQueryHas' in p.row)).map((main) => ({ main, pages: pages.filter((page) => key(page) === key(main)) }));
}

/** What a row can answer besides success, from its shape: input -> 400, body -> 413/415, and its access. */
function impliedErrors(
  method: HttpMethod,
  access: Access,
  role: StaffAccess | undefined,
  hasInput: boolean,
  hasBody: boolean,
): ErrorStatus[] {
  const errors: ErrorStatus[] = [500];
  if (hasInput) errors.push(400);
  if (hasBody) errors.push(413, 415);
  if (method !== 'GET') errors.push(403);
  if (access === 'publicWrite' || access === 'adminEntry') errors.push(429);
  if (access === 'adminEntry') errors.push(400, 401);
  if (access === 'admin' || access === 'member') errors.push(401);
  // A role check refuses another role, or a staff member since removed (docs/decisions/027).
  if (role) errors.push(403);
  return errors;
}

/** Who may call the row, for the reader of the document: a line of its description. */
const ROLE_LINES: Record<StaffAccess, string> = {
  staff: 'Role: any staff member (Owner, Editor or Moderator).',
  content: 'Role: Owner or Editor.',
  moderation: 'Role: Owner or Moderator.',
  owner: 'Role: Owner only.',
};

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
const inputField = (row: RestRow, param: string) => row.params?.[param] ?? param;

/**
 * How a row reads its input: the path params it names (each filling its input field) and the
 * schemas the document shows for them, the query and the body (the procedure's input without the
 * fields the path fills).
 */
function buildInputShape(p: DeclaredProcedure & { row: RestRow }) {
  const input = p.input instanceof z.ZodObject ? p.input : undefined;
  const names = pathParams(p.row.path);
  const fields = names.map((name) => inputField(p.row, name));
  const shape: Record<string, z.ZodType> = input?.shape ?? {};
  // Named as in the input first, in its order, then the renamed ones.
  const documented = [
    ...Object.keys(shape).filter((field) => names.includes(field)),
    ...names.filter((name) => inputField(p.row, name) !== name),
  ];
  const params =
    names.length === 0
      ? undefined
      : z.object(Object.fromEntries(documented.map((name) => [name, shape[inputField(p.row, name)] ?? z.string()])));
  // The input itself when the path fills none of its fields (it keeps its name in the document).
  const filled = fields.filter((field) => field in shape);
  const rest =
    input && filled.length > 0 ? z.object(Object.fromEntries(Object.entries(shape).filter(([field]) => !filled.includes(field)))) : input;
  const queryOverride = 'whenQueryHas' in p.row ? p.row.query : undefined;
  const remaining = rest !== undefined && Object.keys(rest.shape).length > 0 ? rest : undefined;
  const readsBody = p.row.method !== 'GET' && (p.row.method !== 'DELETE' || p.row.deleteBody === true);
  return {
    params,
    fields,
    names,
    body: readsBody ? remaining : undefined,
    query: readsBody ? undefined : (queryOverride ?? remaining),
  };
}

/**
 * Each procedure's input shape, made once: building its zod objects costs about 0.1 ms, which every
 * REST request paid again (a twelfth of a pending comment's whole cost on the server).
 */
const shapes = new WeakMap<DeclaredProcedure, ReturnType<typeof buildInputShape>>();
function inputShape(p: DeclaredProcedure & { row: RestRow }) {
  let shape = shapes.get(p);
  if (!shape) shapes.set(p, (shape = buildInputShape(p)));
  return shape;
}

/** The route's schema: what /api/openapi.json says of the row. */
function documentOf({ main, pages }: Operation) {
  const row = main.row;
  if ('whenQueryHas' in row) throw new Error(`${main.path} is a page form without its row`);
  const shape = inputShape(main);
  const [page] = pages;
  const query = page ? inputShape(page).query : shape.query;
  const status = row.status ?? 200;
  const output = pages.length > 0 ? z.union([row.output, ...pages.map((p) => p.row.output)]) : row.output;
  const access = main.meta.access ?? 'public';
  const role = main.meta.role;
  const hasInput = Boolean(shape.params ?? shape.body ?? query);
  const description = [row.description, role && ROLE_LINES[role]].filter(Boolean).join('\n\n');
  return {
    operationId: row.operationId,
    summary: row.summary,
    ...(description && { description }),
    tags: row.tags,
    // The role the procedure kind enforces (its meta), for client generators and the role test.
    ...(role && { 'x-role': role }),
    security: access === 'admin' ? ADMIN_SECURITY : access === 'member' ? MEMBER_SECURITY : PUBLIC_SECURITY,
    ...(shape.params && { params: shape.params }),
    ...(shape.body && { body: shape.body }),
    ...(query && { querystring: query }),
    response: {
      [status]: jsonResponse(status === 201 ? 'Created' : 'OK', output),
      ...errorResponses([...impliedErrors(row.method, access, role, hasInput, Boolean(shape.body)), ...(row.errors ?? [])]),
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown): value is Record<string, string> =>
  isPlainObject(value) && Object.values(value).every((v) => typeof v === 'string');

/** The procedure's input: the body or the query, with the path params in their fields (the path wins). */
function inputOf(p: DeclaredProcedure & { row: RestRow }, params: Record<string, string>, query: Record<string, string>, body: unknown) {
  const shape = inputShape(p);
  const fromPath = Object.fromEntries(shape.names.map((name) => [inputField(p.row, name), params[name]]));
  if (shape.body) {
    // A DELETE's body may be left out; a body that is not a JSON object is refused here, so the spread never spreads a string.
    const given = (body === undefined || body === null || body === '') && p.row.method === 'DELETE' ? {} : body;
    if (!isPlainObject(given)) throw badRequest('The request body must be a JSON object');
    return { ...given, ...fromPath };
  }
  const fromQuery = shape.query
    ? Object.fromEntries(
        Object.keys(shape.query.shape)
          .filter((k) => k in query)
          .map((k) => [k, query[k]]),
      )
    : {};
  return { ...fromQuery, ...fromPath };
}

/**
 * `ctx.wholeList` for a REST answer: a list that fits in one chunk is the usual JSON answer (which
 * the read cache keeps); a longer one is written into `reply` as it is read, a JSON array in chunks
 * (docs/decisions/020), and `streamed` is set so the handler leaves the reply alone.
 */
function streamingWholeList(reply: FastifyReply, streamed: { yes: boolean }): Context['wholeList'] {
  return async function wholeList<Item>(list: WholeList<Item>): Promise<Item[]> {
    const { count, chunks } = await list.chunks();
    if (count <= LIST_CHUNK) {
      const items: Item[] = [];
      for await (const chunk of chunks()) items.push(...chunk);
      return items;
    }
    async function* json() {
      yield '[';
      let first = true;
      for await (const chunk of chunks()) {
        let text = '';
        for (const item of chunk) {
          text += (first ? '' : ',') + JSON.stringify(item);
          first = false;
        }
        yield text;
      }
      yield ']';
    }
    streamed.yes = true;
    await reply.type('application/json; charset=utf-8').send(Readable.from(json(), { objectMode: false }));
    return [];
  };
}

/** Every row's method and Fastify URL (`/api/content/:id/comments`), for the tests that visit them all. */
export const restRoutes = (): { method: HttpMethod; url: string }[] =>
  restOperations().map(({ main }) => ({ method: main.row.method, url: fastifyUrl(main.row.path) }));

const fastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers every row of the router (the OpenAPI path `{id}` is Fastify's `:id`). */
export function registerRestMirror(app: FastifyInstance, services: AppServices): void {
  for (const operation of restOperations()) {
    const { main, pages } = operation;
    const status = ('status' in main.row && main.row.status) || 200;
    app.route({
      method: main.row.method,
      url: fastifyUrl(main.row.path),
      schema: documentOf(operation),
      // The schemas above document the route; the procedure validates (once).
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      // The answer is JSON as the procedure returned it: the response schemas document it, they do not filter it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: async (req, reply) => {
        const query = isStringRecord(req.query) ? req.query : {};
        const params = isStringRecord(req.params) ? req.params : {};
        const page = pages.find((p) => 'whenQueryHas' in p.row && p.row.whenQueryHas.some((key) => key in query));
        const procedure = page ?? main;
        const streamed = { yes: false };
        const ctx: Context = { ...(await createContext(services, req, reply)), wholeList: streamingWholeList(reply, streamed) };
        const input = inputOf(procedure, params, query, req.body);
        const result: unknown = await callTRPCProcedure({
          router: appRouter,
          path: procedure.path,
          getRawInput: () => Promise.resolve(input),
          ctx,
          type: procedure.type,
          signal: undefined,
          batchIndex: 0,
        });
        // A streamed answer (a long public list) has been handed to `reply` already.
        if (streamed.yes) return reply;
        reply.code(status);
        return result;
      },
    });
  }
}
