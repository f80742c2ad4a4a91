import fs from 'node:fs';
import path from 'node:path';
import createClient from 'openapi-fetch';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypes } from '../../scripts/openapi-tools';
import type { paths } from '../generated/openapi.gen';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useAdminTestApp } from '../helpers/admin-session';
import type { OpenAPI3 } from 'openapi-typescript';

/**
 * A client generated from /api/openapi.json by tools nobody here wrote (openapi-typescript types,
 * openapi-fetch), compiled by `tsc` with the rest of the project and used against the app: what
 * a client in another language or repository would do.
 */
const { t } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

/** openapi-fetch's fetch, answered by the app in-process (app.inject). */
const client = () =>
  createClient<paths>({
    baseUrl: 'http://localhost:3000',
    headers: { origin: 'http://localhost:3000' },
    fetch: async (request: Request) => {
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: new URL(request.url).pathname + new URL(request.url).search,
        headers: Object.fromEntries(request.headers),
        ...(body && { payload: body }),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) headers.append(name, String(v));
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
    },
  });

/** The operations a document declares, as `METHOD /path`. */
const documentOperations = (document: OpenAPI3) =>
  Object.entries(document.paths ?? {})
    .flatMap(([route, item]) => HTTP_METHODS.filter((method) => item && method in item).map((method) => `${method} ${route}`))
    .sort();

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The members of an exported interface (or of one of its object-typed members, by name path). */
function members(source: ts.SourceFile, name: string, ...inside: string[]): ts.TypeElement[] {
  const declaration = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  let list: readonly ts.TypeElement[] = declaration?.members ?? [];
  for (const key of inside) {
    const member = list.find((m) => memberName(m) === key);
    list = member && ts.isPropertySignature(member) && member.type && ts.isTypeLiteralNode(member.type) ? member.type.members : [];
  }
  return [...list];
}

const memberName = (member: ts.TypeElement) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;

/** The operations the generated `paths` interface types (a method typed `never` is one the row lacks). */
function typedOperations(types: string) {
  const source = ts.createSourceFile('openapi.gen.ts', types, ts.ScriptTarget.Latest);
  return members(source, 'paths')
    .flatMap((row) => {
      const route = memberName(row);
      const item = ts.isPropertySignature(row) && row.type && ts.isTypeLiteralNode(row.type) ? row.type.members : [];
      return item
        .filter((m) => ts.isPropertySignature(m) && m.type && m.type.kind !== ts.SyntaxKind.NeverKeyword)
        .map(memberName)
        .filter((method) => HTTP_METHODS.some((known) => known === method))
        .map((method) => `${method} ${route}`);
    })
    .sort();
}

describe('a client generated from the document', () => {
  // The types are generated, not committed (docs/decisions/064-generated-openapi-types-not-committed.md): `npm run typecheck`, `npm run lint`
  // and `npm test` write them from the document before tsc compiles this file against them.
  it('types every operation and schema of the live document, and no other', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenAPI3>();
    const types = await clientTypes(document);
    const operations = documentOperations(document);
    expect(operations.length).toBeGreaterThan(100);
    expect(typedOperations(types)).toEqual(operations);
    const source = ts.createSourceFile('openapi.gen.ts', types, ts.ScriptTarget.Latest);
    expect(members(source, 'components', 'schemas').map(memberName).sort()).toEqual(Object.keys(document.components?.schemas ?? {}).sort());
  });

  const generated = path.resolve(import.meta.dirname, '../..', CLIENT_TYPES_FILE);
  // Under TEST_SERVER=build the live document is the build's, the file the source's: the two agree.
  it.skipIf(!fs.existsSync(generated))('compiled this file against the types of the live document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenAPI3>();
    const onDisk = fs.readFileSync(generated, 'utf8');
    expect(onDisk === (await clientTypes(document)), 'run npm run openapi:client-types').toBe(true);
  });

  it('reads, writes and fails with the types of the document', async () => {
    const api = client();
    const list = await api.GET('/api/content');
    expect(list.response.status).toBe(200);
    // Without ?page= the row answers the whole array (with it, a page: the document's union, docs/decisions/020).
    if (!Array.isArray(list.data)) throw new Error('GET /api/content without ?page= answers an array');
    const first = list.data[0];
    // Typed from the ContentItem schema: a number id, a boolean flag.
    const id: number = first.id;
    const featured: boolean = first.featured;
    expect(typeof featured).toBe('boolean');

    const created = await api.POST('/api/content/{id}/comments', {
      params: { path: { id } },
      body: { authorName: 'Ada', authorEmail: 'ada@example.com', comment: 'A fine exhibition.' },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.isApproved).toBe(false);

    // Errors come typed as D3's body.
    const invalid = await api.POST('/api/content/{id}/comments', {
      params: { path: { id } },
      body: { authorName: '', authorEmail: 'not-an-email', comment: 'x' },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.issues?.map((i) => i.path)).toEqual(['authorName', 'authorEmail']);
    const missing = await api.GET('/api/shame/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.error?.error).toBe('Shame item not found');
  });

  it('logs in with the cookie scheme and uses the admin operations', async () => {
    const api = client();
    const login = await api.POST('/api/admin/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.data?.email).toBe(ADMIN_EMAIL);
    const cookie = String(login.response.headers.get('set-cookie')).split(';')[0];
    const created = await api.POST('/api/admin/shame', {
      headers: { cookie },
      body: { title: 'Generated', category: 'Clients', description: 'Made by a generated client', example: 'This one' },
    });
    expect(created.response.status).toBe(201);
    const updated = await api.PATCH('/api/admin/shame/{id}', {
      headers: { cookie },
      params: { path: { id: created.data!.id } },
      body: { featured: true },
    });
    expect(updated.data).toMatchObject({ title: 'Generated', featured: true });
    const refused = await api.GET('/api/admin/shame');
    expect(refused.response.status).toBe(401);
  });
});
