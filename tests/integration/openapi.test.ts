import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { redoclyLint, swaggerParserValidate } from '../../scripts/openapi-tools';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminCookie, useAdminTestApp } from '../helpers/admin-session';
import { memberCardToken } from '~/server/services/member-card';
import { injectJson } from '../helpers/test-app';
import { letterSecret, memberCalls, memberCookieOf, payAsVisitor } from '../helpers/member-calls';
import { mp4Bytes, multipartBody, type Part, PNG_BYTES } from '../helpers/upload-fixtures';

/**
 * /api/openapi.json checked by tools nobody here wrote (docs/decisions/010): swagger-parser validates it,
 * Redocly's recommended rules lint it, and every operation is called with an example built from
 * its own request schema, its answer checked against the document with ajv; then with one
 * invalid example, which must get the documented 400.
 */
const { t, db } = useAdminTestApp({ rateLimitWritesPerMinute: 100_000 });

/** The JSON Schema keywords these tests read from the document. */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  required?: string[];
  examples?: unknown[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  format?: string;
  pattern?: string;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
};
type Operation = OpenAPIV3_1.OperationObject & { method: string; path: string };

let document: OpenAPIV3_1.Document;
let dereferenced: OpenAPIV3_1.Document;
let operations: Operation[];
let cookie: string;
/** A signed-in member's cookie, for the rows of their own page (docs/decisions/062). */
let memberCookie: string;
let memberReceipt: string;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);

beforeAll(async () => {
  document = (await injectJson(t.app, 'GET', '/api/openapi.json')).json;
  dereferenced = (await SwaggerParser.dereference(structuredClone(document))) as OpenAPIV3_1.Document;
  operations = Object.entries(dereferenced.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => (item?.[method] ? [{ ...item[method], method, path }] : [])),
  );
  cookie = await adminCookie(t.app);
  const payment = await payAsVisitor(t.app, 'member-openapi@example.com', 'Ada');
  memberReceipt = `BAC-R-${String(payment.id).padStart(6, '0')}`;
  const { call } = memberCalls(() => t.app, '10.77.0.1');
  expect((await call('account.requestCode', { email: 'member-openapi@example.com' })).status).toBe(200);
  const { code } = await letterSecret(t, 'member-openapi@example.com');
  const signedIn = memberCookieOf(await call('account.verifyCode', { email: 'member-openapi@example.com', code }));
  if (!signedIn) throw new Error('no member cookie');
  memberCookie = signedIn;
  // A quiz video, so the guess has something to guess about.
  await db()
    .insertInto('reality_readiness_videos')
    .values({ title: 'Seeded', videoUrl: '/uploads/seeded.mp4', isFake: 1, orderPosition: 0 })
    .execute();
});

describe('the document, by tools nobody here wrote', () => {
  it('is valid OpenAPI 3.1 (swagger-parser) and resolves every $ref', async () => {
    const api = await swaggerParserValidate(document);
    expect(api.openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const lint = await redoclyLint(document);
    expect(lint.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual(
      [],
    );
    // The only warnings left: no licence in info, and list reads that take no input can fail only with 500.
    expect(Object.keys(lint.byRule).sort()).toEqual(['info-license', 'operation-4xx-response']);
  });

  it('describes every operation: an id, a success status with a body, D3 errors, security', () => {
    expect(operations.length).toBe(110);
    for (const op of operations) {
      const where = `${op.method.toUpperCase()} ${op.path}`;
      expect(op.operationId, where).toBeTruthy();
      const statuses = Object.keys(op.responses ?? {});
      expect(
        statuses.filter((s) => s.startsWith('2')),
        where,
      ).toHaveLength(1);
      expect(statuses, where).toContain('500');
      const raw = document.paths?.[op.path]?.[op.method as 'get'];
      for (const status of statuses.filter((s) => !s.startsWith('2'))) {
        expect(raw?.responses?.[status], `${where} ${status}`).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        });
      }
      const security =
        op.path.startsWith('/api/admin/') && op.operationId !== 'adminLogin'
          ? [{ cookieAuth: [] }]
          : op.path.startsWith('/api/account')
            ? [{ memberCookieAuth: [] }]
            : [];
      expect(op.security, where).toEqual(security);
    }
  });

  it('says 201 for creations and marks PATCH bodies as any subset', () => {
    const byId = Object.fromEntries(operations.map((op) => [String(op.operationId), op] as const));
    const created = operations
      .filter((op) => op.responses?.['201'])
      .map((op) => op.operationId)
      .sort();
    expect(created).toEqual(
      [
        'addReaction',
        'createArsenal',
        'createComment',
        'createContent',
        'createDispatchIssue',
        'createDispatchIssueFromReport',
        'claimWaitlistSeat',
        'createEvent',
        'createIntelligence',
        'createRecognition',
        'createShame',
        'recordViralShare',
        'registerForEvent',
        'submitEgoReport',
        'submitMembershipApplication',
        'submitResearchProposal',
        'submitVolunteerApplication',
        'translateJobTitle',
        'uploadMedia',
        'uploadQuizVideo',
      ].sort(),
    );
    for (const id of ['updateContent', 'updateRecognition', 'updateShame', 'updateArsenal', 'updateIntelligence']) {
      const body = (byId[id].requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json'].schema as Schema;
      expect(body.required, id).toBeUndefined();
      expect(body.properties?.id, id).toBeUndefined();
    }
    const comment = (byId.createComment.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json'].schema as Schema;
    expect(comment.properties?.contentItemId).toBeUndefined();
    expect(comment.properties?.authorEmail.format).toBe('email');
  });
});

// --- Examples built from the schemas ---

const CANDIDATES = ['Example', '1', '/uploads/example.png', 'https://example.com/page', 'pi_3Abc123', 'example-2027'];

/** A value valid by `schema`: its example, const, enum, default, or one made from its type and bounds. */
function example(schema: Schema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return example(schema.anyOf[0]);
  if ('default' in schema) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
        if (!String(property.description ?? '').startsWith('Honeypot')) out[name] = example(property);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => example(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'email') return 'ada@example.com';
      if (schema.format === 'uri') return 'https://example.com/page';
      if (schema.format === 'date') return '2026-01-02';
      if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
      const fits = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
      const found = CANDIDATES.find((s) => fits(s) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s)));
      if (!found) throw new Error(`no example for ${JSON.stringify(schema)}`);
      return found;
    }
    default:
      return 'Example';
  }
}

/** A value of the wrong type for `schema`. */
const wrongType = (schema: Schema): unknown => (schema.type === 'string' || schema.anyOf ? 12345 : 'not-a-valid-value');

type Call = {
  path: string;
  pathValues: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  json?: unknown;
  multipart?: Part[];
};

const latestId = async (
  table:
    | 'content_items'
    | 'recognition_items'
    | 'shame_items'
    | 'arsenal_items'
    | 'intelligence_reports'
    | 'comments'
    | 'membership_applications'
    | 'viral_shares'
    | 'volunteer_applications'
    | 'research_proposals'
    | 'reality_readiness_videos'
    | 'mail_outbox'
    | 'events'
    | 'dispatch_issues',
  where?: { column: 'isApproved'; value: number },
) => {
  let q = db().selectFrom(table).select('id').orderBy('id', 'desc');
  if (where) q = q.where(where.column, '=', where.value);
  return String((await q.executeTakeFirstOrThrow()).id);
};

/** The event that starts last: one still open for registration. */
const lastEvent = () => db().selectFrom('events').select('id').orderBy('startsAt', 'desc').executeTakeFirstOrThrow();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
async function eventToken(kind: 'ticket' | 'offer'): Promise<string> {
  const token = `${kind}-token-of-the-openapi-test-${Math.floor(Math.random() * 1e9)}`;
  const event = await lastEvent();
  const ticket = await db().selectFrom('event_ticket_types').select('id').where('eventId', '=', event.id).executeTakeFirstOrThrow();
  const at = new Date(Date.now() + 3600_000).toISOString();
  const who = { eventId: event.id, ticketTypeId: ticket.id, name: 'Ada', email: 'ada@example.com', quantity: 1 };
  if (kind === 'ticket')
    await db()
      .insertInto('event_registrations')
      .values({ ...who, reference: `BAC-${token.slice(-8)}`, unitPrice: 0, amount: 0, status: 'confirmed', manageTokenHash: sha256(token) })
      .execute();
  else
    await db()
      .insertInto('event_waitlist')
      .values({ ...who, status: 'offered', claimTokenHash: sha256(token), offerExpiresAt: at })
      .execute();
  // The event counts what it holds: a confirmed ticket among the registered, an open offer among the held places.
  await db()
    .updateTable('events')
    .set((eb) => (kind === 'ticket' ? { registeredCount: eb('registeredCount', '+', 1) } : { heldCount: eb('heldCount', '+', 1) }))
    .where('id', '=', event.id)
    .execute();
  return token;
}

/** The rows a path's ids name: real ones, so a valid example addresses something that exists. */
async function pathValue(op: Operation, name: string): Promise<string> {
  const p = op.path;
  if (name === 'paymentIntentId') return state.paymentIntentId;
  if (name === 'email') return 'ada@example.com';
  if (name === 'reaction') return 'thumbs_up';
  if (name === 'kind') return 'payments';
  // A genuine membership card (docs/decisions/055): a member's, signed with this app's key.
  if (name === 'token' && p.includes('/member-cards/')) {
    const member = await db()
      .insertInto('members')
      .values({
        email: 'card@example.com',
        plan: 'full',
        firstJoinedAt: '2026-01-01T00:00:00.000Z',
        periodStart: '2026-01-01T00:00:00.000Z',
        periodEnd: '2099-01-01T00:00:00.000Z',
      })
      .onConflict((oc) => oc.column('email').doUpdateSet({ plan: 'full' }))
      .returning(['id', 'firstJoinedAt'])
      .executeTakeFirstOrThrow();
    return memberCardToken(t.app.services.secrets, member);
  }
  if (name === 'eventId') return String((await lastEvent()).id);
  if (name === 'number') return memberReceipt;
  // A ticket's and a waitlist offer's links (docs/decisions/057): rows whose token the test knows, on a seeded upcoming event.
  if (name === 'token') return eventToken(p.includes('/event-waitlist/') ? 'offer' : 'ticket');
  // A genuine certificate: one issued to the name the document's example gives (Ada).
  if (name === 'certId') {
    const registered = await injectJson(t.app, 'POST', '/api/viral-share', {
      email: 'ada@example.com',
      firstName: 'Ada',
      shareType: 'linkedin',
      certificationClaimed: true,
      shareAction: 'register',
    });
    return String(registered.json.certId);
  }
  if (name === 'commentId') return state.commentId || latestId('comments', { column: 'isApproved', value: 1 });
  if (p.includes('/comments/{id}/approve')) return latestId('comments', { column: 'isApproved', value: 0 });
  if (p.includes('/admin/comments/')) return latestId('comments');
  const tables = {
    content: 'content_items',
    recognition: 'recognition_items',
    shame: 'shame_items',
    arsenal: 'arsenal_items',
    intelligence: 'intelligence_reports',
    'membership-applications': 'membership_applications',
    'viral-shares': 'viral_shares',
    'volunteer-applications': 'volunteer_applications',
    'research-proposals': 'research_proposals',
    'reality-readiness/videos': 'reality_readiness_videos',
    mail: 'mail_outbox',
    events: 'events',
    dispatch: 'dispatch_issues',
  } as const;
  const key = (Object.keys(tables) as (keyof typeof tables)[]).find((k) => p.includes(`/${k}/{id}`));
  if (!key) throw new Error(`no id for ${p}`);
  return latestId(tables[key]).catch(() => {
    throw new Error(`no row in ${tables[key]}`);
  });
}

/** What the previous calls made that later ones refer to. */
const state = { paymentIntentId: '', clientSecret: '', commentId: '' };

/** References a schema cannot know: an existing roast, video, payment, the administrator's password. */
async function references(op: Operation, body: Record<string, unknown>): Promise<void> {
  if (op.operationId === 'submitEgoReport') {
    body.shareableId = (
      await db().selectFrom('job_title_translations').select('shareableId').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).shareableId;
  }
  if (op.operationId === 'addReaction') {
    body.commentId = Number(await latestId('comments', { column: 'isApproved', value: 1 }));
    state.commentId = String(body.commentId);
  }
  // Each removal removes a reaction made with its example token (docs/decisions/029): make one.
  if ((op.operationId === 'removeReaction' || op.operationId === 'removeReactionOfEmail') && typeof body.token === 'string') {
    const commentId = Number(state.commentId || (await latestId('comments', { column: 'isApproved', value: 1 })));
    await injectJson(t.app, 'POST', '/api/reactions', {
      commentId,
      reaction: 'thumbs_up',
      userEmail: 'ada@example.com',
      token: body.token,
    });
    delete body.userEmail;
  }
  // A ticket type's id names one of the event's own: the example keeps the event's tickets as they are.
  if (op.operationId === 'updateEvent') delete body.ticketTypes;
  if (op.operationId === 'registerForEvent') {
    const event = await lastEvent();
    body.ticketTypeId = (
      await db().selectFrom('event_ticket_types').select('id').where('eventId', '=', event.id).executeTakeFirstOrThrow()
    ).id;
  }
  if (op.operationId === 'createDispatchIssueFromReport') {
    const report = await db().selectFrom('intelligence_reports').select('id').where('published', '=', 1).executeTakeFirstOrThrow();
    body.reportId = report.id;
  }
  if (op.operationId === 'checkGuess') body.videoId = Number(await latestId('reality_readiness_videos'));
  if (op.operationId === 'updatePaymentIntent' || op.operationId === 'confirmDemoPayment') body.clientSecret = state.clientSecret;
  if (op.operationId === 'confirmDemoPayment') body.cardNumber = '4242 4242 4242 4242';
  if (op.operationId === 'adminLogin') {
    Object.assign(body, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    // The test administrator has no second factor, so no code to send (docs/decisions/026).
    delete body.code;
  }
}

async function buildCall(op: Operation): Promise<Call> {
  let path = op.path;
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const param of (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
    if (param.in === 'path') {
      pathValues[param.name] = await pathValue(op, param.name);
      path = path.replace(`{${param.name}}`, encodeURIComponent(pathValues[param.name]));
    }
    if (param.in === 'query' && param.required) query[param.name] = String(example(param.schema as Schema));
    if (param.in === 'header') headers[param.name] = String(example(param.schema as Schema));
  }
  // The certificate path's number was issued to Ada (pathValue): the name it was signed with.
  if (op.operationId === 'verifyCertificate') query.name = 'Ada';
  const content = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {};
  if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema as Schema;
    const multipart = Object.entries<Schema>(schema.properties ?? {}).map(([name, property]): Part =>
      property.format === 'binary'
        ? name === 'video'
          ? { name, filename: 'clip.mp4', contentType: 'video/mp4', data: mp4Bytes() }
          : { name, filename: 'picture.png', contentType: 'image/png', data: PNG_BYTES }
        : { name, value: String(example(property)) },
    );
    return { path, pathValues, query, headers, multipart };
  }
  if (content['application/json']) {
    const schema = content['application/json'].schema as Schema;
    const json = example(schema) as Record<string, unknown>;
    // Rules between fields (only linkedin shares carry a linkedinUrl): leave out optional fields until the example is valid.
    const valid = ajv.compile(schema);
    for (const name of Object.keys(json)) {
      if (valid(json)) break;
      if (!schema.required?.includes(name)) delete json[name];
    }
    expect(valid(json) ? [] : valid.errors, `${op.operationId}: example invalid by its own schema`).toEqual([]);
    await references(op, json);
    return { path, pathValues, query, headers, json };
  }
  return { path, pathValues, query, headers };
}

/** The same call with one thing wrong: a path id that is not a number, or the body's first field of the wrong type. */
function invalidCall(op: Operation, call: Call): Call | null {
  const idParam = ((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find(
    (p) => p.in === 'path' && (p.schema as Schema).type === 'integer',
  );
  if (idParam) return { ...call, path: call.path.replace(/\/\d+(?=\/|$)/, '/not-a-number') };
  const json = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema as Schema | undefined;
  if (json && call.json) {
    const name = json.required?.[0] ?? Object.keys(json.properties ?? {})[0];
    if (op.operationId === 'stripeWebhook') return { ...call, headers: {} };
    return { ...call, json: { ...call.json, [name]: wrongType(json.properties?.[name] ?? {}) } };
  }
  if (call.multipart) return { ...call, multipart: call.multipart.filter((part) => !('filename' in part)) };
  // A string path parameter with a format or pattern: a value that has neither.
  const shaped = ((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find(
    (p) => p.in === 'path' && ((p.schema as Schema).format || (p.schema as Schema).pattern),
  );
  if (shaped) return { ...call, path: call.path.replace(encodeURIComponent(call.pathValues[shaped.name] ?? ''), 'not%20valid') };
  // A query parameter with a length limit (the admin lists' search, docs/decisions/015): one character too many.
  const limited = ((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find(
    (p) => p.in === 'query' && typeof (p.schema as Schema).maxLength === 'number',
  );
  if (limited) return { ...call, query: { ...call.query, [limited.name]: 'x'.repeat(((limited.schema as Schema).maxLength ?? 0) + 1) } };
  // A paged public list (docs/decisions/020): page 0.
  if (((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).some((p) => p.in === 'query' && p.name === 'page'))
    return { ...call, query: { ...call.query, page: '0' } };
  // A required query parameter (the site search's q, docs/decisions/030): left out.
  const required = ((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find((p) => p.in === 'query' && p.required);
  if (required) return { ...call, query: Object.fromEntries(Object.entries(call.query).filter(([name]) => name !== required.name)) };
  return null;
}

async function send(op: Operation, call: Call, sessionCookie = cookie) {
  const search = new URLSearchParams(call.query).toString();
  const headers: Record<string, string> = { origin: 'http://localhost:3000', cookie: sessionCookie, ...call.headers };
  const url = `${call.path}${search ? `?${search}` : ''}`;
  const method = op.method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
  if (call.multipart) {
    const { payload, contentType } = multipartBody(call.multipart);
    const res = await t.app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload });
    return { status: res.statusCode, json: res.json() };
  }
  if (op.operationId === 'stripeWebhook') {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(call.json),
    });
    return { status: res.statusCode, json: res.json() };
  }
  if (op.operationId === 'exportAdminCsv' || op.operationId === 'exportEventAttendeesCsv') {
    // The CSV download: its body is text/csv on success, D3's JSON otherwise.
    const res = await t.app.inject({ method, url, headers });
    return { status: res.statusCode, json: res.statusCode === 200 ? res.body : res.json() };
  }
  return injectJson(t.app, method, url, call.json, headers);
}

/** The answer matches the document: a documented status, and a body valid by that status's schema. */
function expectDocumented(op: Operation, res: { status: number; json: unknown }) {
  const where = `${op.operationId} ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
  const response = op.responses?.[String(res.status)] as OpenAPIV3_1.ResponseObject | undefined;
  expect(response, `${where}: status not documented`).toBeDefined();
  const content = response!.content!;
  const validate = ajv.compile((content['application/json'] ?? content['text/csv']).schema as Schema);
  expect(validate(res.json) ? [] : validate.errors, where).toEqual([]);
}

/** Order: reads, then creations, then reads of one row, updates and deletes; the logout last. */
const phase = (op: Operation) =>
  op.operationId === 'adminLogout'
    ? 5
    : op.method === 'get'
      ? op.parameters?.length
        ? 2
        : 0
      : ({ post: 1, patch: 3, delete: 4 }[op.method] ?? 1);

describe('conformance: every operation, called with examples built from its own schema', () => {
  it('answers a valid example with its documented success, and an invalid one with the documented 400', async () => {
    const ordered = [...operations].sort((a, b) => phase(a) - phase(b));
    const report: string[] = [];
    let invalidChecked = 0;
    for (const op of ordered) {
      let call: Call;
      try {
        call = await buildCall(op);
      } catch (error) {
        report.push(`${op.operationId}: no example (${(error as Error).message})`);
        continue;
      }
      // The logout ends the session it is sent with: a session of its own.
      const sessionCookie = op.path.startsWith('/api/account') ? memberCookie : cookie;
      const res = await send(op, call, op.operationId === 'adminLogout' ? await adminCookie(t.app) : sessionCookie);
      expectDocumented(op, res);
      if (op.operationId === 'createPaymentIntent') {
        const session = res.json as { paymentIntentId: string; clientSecret: string };
        Object.assign(state, { paymentIntentId: session.paymentIntentId, clientSecret: session.clientSecret });
      }
      // The demo club has no Stripe webhook: its documented 404. The test club has no SMTP, so the outbox's Retry answers its
      // documented 409, as do the Dispatch's test send and sending; a draft can be neither unscheduled nor cancelled (409).
      const success =
        op.operationId === 'stripeWebhook'
          ? '404'
          : [
                'retryMail',
                'retryUnsentMail',
                'testSendDispatchIssue',
                'scheduleDispatchIssue',
                'unscheduleDispatchIssue',
                'cancelDispatchIssue',
              ].includes(String(op.operationId))
            ? '409'
            : Object.keys(op.responses ?? {}).find((s) => s.startsWith('2'));
      if (String(res.status) !== success) report.push(`${op.operationId}: ${res.status} ${JSON.stringify(res.json)}`);

      const invalid = invalidCall(op, call);
      if (invalid) {
        const bad = await send(op, invalid, sessionCookie);
        expectDocumented(op, bad);
        if (bad.status !== (op.operationId === 'stripeWebhook' ? 404 : 400))
          report.push(`${op.operationId} (invalid): ${bad.status} ${JSON.stringify(bad.json)}`);
        invalidChecked++;
      }
    }
    expect(report).toEqual([]);
    // Every operation that takes any input had an invalid example.
    expect(invalidChecked).toBe(operations.filter((op) => op.parameters?.length || op.requestBody).length);
    // Two calls per operation, one after the other: on PostgreSQL on a loaded machine, past the default 20 s.
  }, 120_000);
});

describe('the rendered reference at /api/docs', () => {
  it('is Redoc, served from this site under the same strict policy (no CDN, no inline script)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<redoc spec-url="/api/openapi.json"');
    expect([...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1])).toEqual([' src="/api/docs/redoc.standalone.js"']);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/redoc.standalone.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body.length).toBeGreaterThan(500_000);
  });
});
