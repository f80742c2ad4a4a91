import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdentityOutput } from '~/shared/schemas/admin-auth';
import { errorOutput } from '~/shared/schemas/answers';
import { arsenalItemOutput } from '~/shared/schemas/arsenal';
import { pendingCommentOutput, publicCommentOutput } from '~/shared/schemas/comments';
import { contactFormOutput } from '~/shared/schemas/contact';
import { contentItemOutput } from '~/shared/schemas/content';
import { intelligenceReportOutput } from '~/shared/schemas/intelligence';
import { egoReportOutput, roastOutput } from '~/shared/schemas/job-title-translator';
import { paymentStatusOutput } from '~/shared/schemas/payments';
import { reactionOutput } from '~/shared/schemas/reactions';
import { adminVideoOutput, quizVideoOutput } from '~/shared/schemas/reality-readiness';
import { recognitionItemOutput } from '~/shared/schemas/recognition';
import { researchProposalOutput, volunteerApplicationOutput } from '~/shared/schemas/research-forms';
import { shameItemOutput } from '~/shared/schemas/shame';
import { supporterOutput } from '~/shared/schemas/support';
import type { ErrorStatus } from '~/routers/meta';
import { SESSION_COOKIE } from '../auth/session';
import { MEMBER_SESSION_COOKIE } from '../auth/member-session';

/**
 * /api/openapi.json (D3, docs/decisions/010-openapi-from-zod.md): @fastify/swagger collects the
 * routes, and every schema in it is converted from the shared zod schemas: inputs as the
 * procedures accept them, answers as the services produce them, errors as D3's body.
 */

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: `error` sums it up and `issues` names each field',
  401: 'Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows)',
  402: "The payment provider refused the card: the card's own message",
  403: 'Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many requests: Retry-After says how many seconds to wait',
  500: 'Internal server error',
  502: 'The payment provider refused the request (a fault on our side, not worth retrying)',
  503: 'The payment provider could not be reached (worth a retry)',
};

/** One response of a route's schema: a description and a JSON body with its zod schema. */
export const jsonResponse = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema } } });

/** One error response: D3's body, the shared `Error` component. */
export const errorResponse = (status: ErrorStatus) => jsonResponse(ERROR_DESCRIPTIONS[status], errorOutput);

/** The error responses of a route. */
export const errorResponses = (statuses: Iterable<ErrorStatus>) =>
  Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, errorResponse(status)]));

/** Admin operations name the session cookie as their security; public ones say they need none. */
export const ADMIN_SECURITY = [{ cookieAuth: [] }];
export const PUBLIC_SECURITY = [];
/** A member's own rows name the member's cookie (docs/decisions/062): never the staff one. */
export const MEMBER_SECURITY = [{ memberCookieAuth: [] }];

/**
 * Answer shapes that are components of the document (named types for client generators); the
 * rest are written inline where they are used. The ids join the schemas' other metadata
 * (descriptions, examples) in zod's global registry, which the conversion reads.
 */
for (const [id, schema] of Object.entries({
  Error: errorOutput,
  ContentItem: contentItemOutput,
  PublicComment: publicCommentOutput,
  PendingComment: pendingCommentOutput,
  Reaction: reactionOutput,
  RecognitionItem: recognitionItemOutput,
  ShameItem: shameItemOutput,
  ArsenalItem: arsenalItemOutput,
  IntelligenceReport: intelligenceReportOutput,
  MembershipApplication: contactFormOutput,
  Supporter: supporterOutput,
  VolunteerApplication: volunteerApplicationOutput,
  ResearchProposal: researchProposalOutput,
  Roast: roastOutput,
  EgoReport: egoReportOutput,
  QuizVideo: quizVideoOutput,
  AdminVideo: adminVideoOutput,
  PaymentStatus: paymentStatusOutput,
  AdminIdentity: adminIdentityOutput,
})) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

type JsonSchema = Record<string, unknown>;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
type OverrideContext = { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema };

/** Keywords an input pipe's output side may add to its input side (`.pipe(z.email())`, `.pipe(z.enum(...))`). */
const NARROWING = [
  'format',
  'enum',
  'const',
  'pattern',
  'maxItems',
  'minItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
];

/** Does `json` refuse the empty string? (Only the keywords the shared string fields use.) */
const refusesEmpty = (json: JsonSchema) =>
  json.type === 'string' &&
  ((typeof json.minLength === 'number' && json.minLength > 0) ||
    typeof json.format === 'string' ||
    typeof json.pattern === 'string' ||
    (Array.isArray(json.enum) && !json.enum.includes('')));

/**
 * How zod's JSON Schema is made to say what the server accepts (input) and sends (output):
 * - an input pipe is documented by its input side only; what its output side requires
 *   (an email format, an enum, a list's bound) is added, because a value without it is refused;
 * - a string field whose schema accepts '' (an optional field emptied: "URL or empty") says
 *   so with `anyOf [..., { const: '' }]`, checked by running the real schema on '';
 * - unions lose the members zod cannot represent (as fastify-type-provider-zod does).
 */
function override(io: 'input' | 'output') {
  return ({ zodSchema, jsonSchema }: OverrideContext) => {
    if (zodSchema instanceof z.ZodUnion && Array.isArray(jsonSchema.anyOf)) {
      jsonSchema.anyOf = jsonSchema.anyOf.filter((member: JsonSchema) => Object.keys(member).length > 0);
    }
    if (io !== 'input') return;
    if (zodSchema instanceof z.ZodPipe && !(zodSchema.in instanceof z.ZodTransform)) {
      const out: JsonSchema = z.toJSONSchema(zodSchema.out, { io: 'output', unrepresentable: 'any' });
      // The input side itself, or its members (a nullish field is `anyOf [string, null]`).
      const targets = Array.isArray(jsonSchema.anyOf) ? jsonSchema.anyOf.filter(isRecord) : [jsonSchema];
      for (const target of targets.filter((t) => t.type === out.type)) {
        for (const key of NARROWING) if (key in out && !(key in target)) target[key] = out[key];
        if (target.format) delete target.pattern;
      }
    }
    if (refusesEmpty(jsonSchema) && z.safeParse(zodSchema, '').success) {
      const annotations = ['description', 'default', 'examples'];
      const alternative = Object.fromEntries(Object.entries(jsonSchema).filter(([key]) => !annotations.includes(key)));
      for (const key of Object.keys(alternative)) delete jsonSchema[key];
      jsonSchema.anyOf = [alternative, { type: 'string', const: '', description: 'Empty: no value' }];
    }
  };
}

const zodToJsonConfig = (io: 'input' | 'output') => ({ override: override(io) });

/**
 * fastify-type-provider-zod converts each route's zod schemas (inputs in `input` mode, answers in
 * `output` mode); the ids above turn the named answers into `$ref`s.
 */
const inputTransform = createJsonSchemaTransform({ zodToJsonConfig: zodToJsonConfig('input') });
const outputTransform = createJsonSchemaTransform({ zodToJsonConfig: zodToJsonConfig('output') });
const transform: SwaggerTransform = (route) => {
  const inputs = inputTransform(route);
  const { response } = route.schema ?? {};
  if (!response) return inputs;
  const outputs = outputTransform({ ...route, schema: { response } });
  return { ...inputs, schema: { ...inputs.schema, response: outputs.schema.response } };
};
const componentsObject = createJsonSchemaTransformObject({ zodToJsonConfig: zodToJsonConfig('output') });

/** Response headers the routes' zod schemas cannot carry, and only the components in use. */
const finish: SwaggerTransformObject = (input) => {
  const document = componentsObject(input);
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    for (const operation of isRecord(item) ? Object.values(item) : []) {
      const throttled = isRecord(operation) && isRecord(operation.responses) ? operation.responses['429'] : undefined;
      if (isRecord(throttled)) {
        throttled.headers = {
          'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
        };
      }
    }
  }
  const schemas =
    'components' in document && isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : {};
  // The components referenced from paths, then from the components kept, to a fixed point.
  const used = JSON.stringify(paths);
  let kept = new Set<string>();
  for (let size = -1; size !== kept.size;) {
    size = kept.size;
    const text = used + JSON.stringify([...kept].map((id) => schemas[id]));
    kept = new Set(Object.keys(schemas).filter((id) => text.includes(`"#/components/schemas/${id}"`)));
  }
  for (const id of Object.keys(schemas)) if (!kept.has(id)) delete schemas[id];
  return document;
};

/** The options of @fastify/swagger for the club. */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'The Brain Appreciation Club API',
        description:
          'The REST mirror of the club (D3): every operation runs the same procedure and schema as the site itself. ' +
          'Errors answer `{ "error": message, "issues"?: [{ path, message }] }` (the `Error` schema) with an honest status. ' +
          'Public writes are throttled per client address and operation (429 with Retry-After).',
        version: '1.0.0',
      },
      // Relative: the club that serves this document (its PUBLIC_URL).
      servers: [{ url: '/', description: 'This club' }],
      components: {
        securitySchemes: {
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The administrator session, set by POST /api/admin/login (httpOnly, SameSite=Lax; ends after ADMIN_SESSION_IDLE_MINUTES ' +
              'unused and ADMIN_SESSION_MAX_HOURS after sign-in; named `__Host-bac_admin_session` when the site is served over https). ' +
              'Origin rule (D20): a POST, PATCH or DELETE that carries this cookie must send an `Origin` (or `Referer`) ' +
              'header naming this site, or it is refused with 403; the login itself is refused from a foreign Origin.',
          },
          memberCookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: MEMBER_SESSION_COOKIE,
            description:
              "A member's session (docs/decisions/054), set when they sign in at /account by a code or link sent by letter, or a " +
              'passkey (httpOnly, SameSite=Lax; its own table, never a staff session; named `__Host-bac_member_session` over https). ' +
              'It opens only the member’s own rows under /api/account, whose answers are `private, no-store`.',
          },
        },
      },
      tags: [
        { name: 'content', description: 'Exhibitions and their comments' },
        { name: 'reactions', description: 'Reactions on approved comments (D6)' },
        { name: 'showcase', description: 'The home page cards' },
        { name: 'search', description: 'The site search' },
        { name: 'recognition', description: 'AI recognitions' },
        { name: 'shame', description: 'The Hall of Shame' },
        { name: 'arsenal', description: 'The Brain Arsenal' },
        { name: 'intelligence', description: 'Intelligence reports (published only, D13)' },
        { name: 'support', description: 'Brain Supporters and their certificate (D9)' },
        { name: 'membership', description: 'Fellowship applications' },
        { name: 'research', description: 'Research volunteers and proposals (D15)' },
        { name: 'experiments', description: 'The job title translator (D11) and the Reality Readiness quiz (D12)' },
        { name: 'payments', description: 'Membership checkout (D17, D18)' },
        { name: 'members', description: 'Membership cards anyone can check (docs/decisions/055)' },
        { name: 'account', description: "A member's own page, by the member's cookie (memberCookieAuth)" },
        { name: 'admin', description: 'The admin desk: every operation but the login needs the session cookie (cookieAuth)' },
      ],
    },
    transform,
    transformObject: finish,
    hideUntagged: true,
  };
}
