import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Structured logs (docs/decisions/022-operations.md): Fastify's pino writes JSON lines; one line
 * per request that failed (status 500 and above) or took longer than LOG_SLOW_MS, with the request
 * id, the route pattern (never the URL, which can hold an email), the status and the duration.
 */

/** A request id from the proxy (`X-Request-Id`) when it looks like one, else a new UUID. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
}

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// 13 to 19 digits, grouped by fours or not; not a JSON number (`"time":1764...`, a card number travels as a
// string) nor part of a longer word (a UUID's hex digits and hyphens).
const CARD = /(?<![\w:.-])(?:\d{4}[ -]?){3}\d{1,7}(?![\w-])/g;
const SECRET_FIELD =
  /("(?:[a-zA-Z_]*(?:password|passwd|token|secret|cookie|authorization|card[a-zA-Z]*|cvc|cvv))"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const SESSION = /([A-Za-z_]*session)=[A-Za-z0-9._-]+/gi;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"]*:)[^@\s"]+@/gi;

/**
 * The last guard before a line is written: whatever a library put in an error (PostgreSQL's
 * `Key (email)=(...)`, a URL with an email in its path, a connection string), no email address,
 * password, token, session id or card number leaves the process.
 */
export function scrubLogLine(line: string): string {
  return line
    .replace(SECRET_FIELD, '$1"[redacted]"')
    .replace(URL_PASSWORD, '$1***@')
    .replace(EMAIL, '[email]')
    .replace(BEARER, '$1 [redacted]')
    .replace(SESSION, '$1=[redacted]')
    .replace(CARD, '[number]');
}

/** Fastify's logger options: JSON lines at `level`, scrubbed, to `stream` (standard output by default). */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    hooks: { streamWrite: scrubLogLine },
  };
}

type RouteLabeller = (req: FastifyRequest) => string;

/**
 * The route pattern a request matched, for logs and metrics: Fastify's route (`/api/content/:id`),
 * `/trpc/<procedure>` for one known procedure (`/trpc/(batch)` for several, `/trpc/(unknown)`
 * otherwise), `(page)` for the pages rendered by the not-found handler, `(not found)` for the rest.
 */
export function routeLabeller(procedures: ReadonlySet<string>, pages: (path: string) => string = () => '(page)'): RouteLabeller {
  return (req) => {
    const route = req.routeOptions.url;
    if (route?.startsWith('/trpc/')) {
      const names = req.url.slice('/trpc/'.length).split('?')[0].split(',');
      if (names.length > 1) return '/trpc/(batch)';
      return procedures.has(names[0]) ? `/trpc/${names[0]}` : '/trpc/(unknown)';
    }
    if (route) return route;
    const path = req.url.split('?')[0];
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/trpc/') &&
      !path.startsWith('/uploads/')
    )
      return pages(path);
    return '(not found)';
  };
}

/**
 * The page routes' patterns (`/exhibitions/$id`) from the client's route files as Vite's manifest
 * names them (`routes/exhibitions/$id.tsx?tsr-split=component`): a path answers its pattern, static
 * segments before parameters; a path no route has is `(unknown page)`. Without a manifest (tests,
 * development), every page is `(page)`.
 */
export function pageRoutes(manifestKeys: readonly string[]): (path: string) => string {
  const patterns = manifestKeys
    // A route whose loader is split with its component (`?tsr-split=component---loader`) counts too.
    .map((key) => /^routes\/(.+)\.tsx\?tsr-split=(?:\w+---)*component(?:---\w+)*$/.exec(key)?.[1])
    .filter((file): file is string => file !== undefined && file !== '__root')
    .map((file) => (file === 'index' ? '/' : `/${file.replace(/\/index$/, '')}`))
    .map((pattern) => ({ pattern, segments: pattern.split('/').slice(1) }))
    .sort((a, b) => a.segments.filter((x) => x.startsWith('$')).length - b.segments.filter((x) => x.startsWith('$')).length);
  if (patterns.length === 0) return () => '(page)';
  return (path) => {
    if (path === '/') return patterns.some((p) => p.pattern === '/') ? '/' : '(unknown page)';
    const parts = path.replace(/\/$/, '').split('/').slice(1);
    const found = patterns.find(
      (p) =>
        p.pattern !== '/' &&
        p.segments.length === parts.length &&
        p.segments.every((seg, i) => (seg.startsWith('$') ? parts[i] !== '' : seg === parts[i])),
    );
    return found?.pattern ?? '(unknown page)';
  };
}

type FinishedRequest = { req: FastifyRequest; route: string; status: number; seconds: number };

/**
 * Watches every request from its first hook to the last byte written (cache hits are written
 * straight to the socket, past Fastify's later hooks): logs failures and slow ones, and tells
 * `onFinish` (the metrics) about each. Registered before every other hook.
 */
export function observeRequests(
  app: FastifyInstance,
  { slowMs, label, onFinish }: { slowMs: number; label: RouteLabeller; onFinish?: (finished: FinishedRequest) => void },
): void {
  app.addHook('onRequest', (req, reply, done) => {
    const start = process.hrtime.bigint();
    reply.raw.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const status = reply.raw.statusCode;
      const route = label(req);
      onFinish?.({ req, route, status, seconds });
      const ms = Math.round(seconds * 10_000) / 10;
      if (status >= 500 || ms >= slowMs) {
        req.log.info(
          { route, method: req.method, status, durationMs: ms, ...(status >= 500 ? { failed: true } : { slow: true }) },
          'request',
        );
      }
    });
    done();
  });
}
