import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, ReadCache, ReadTracker } from './cache/read-cache';
import { type Encoding, matchesEtag, preferredEncoding, strongEtag } from './cache/http/conditional';
import { type CanonicalPage, canonicalKey, isApiUrl, isPublicReadUrl } from './cache/keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this anonymous public read has read so far, when its answer may be kept; null when it is not one. */
    readCacheTracker: ReadTracker | null;
    /** The key its answer is kept under (the canonical URL). */
    readCacheKey: string | null;
    /** Its answer, once made (kept or not) or found (a hit), for the requests that waited for it. */
    readCacheAnswer: CachedAnswer | null;
  }
}

/** The header of the process's own refresh renders (see registerHttpCache). */
const REFRESH_HEADER = 'x-read-cache-refresh';
/** The header of the process's own warm-up render at start (see registerHttpCache). */
const WARM_UP_HEADER = 'x-read-cache-warm-up';

/** A render of the process's own, not for a visitor: neither looked up nor kept (see {@link registerHttpCache}). */
export type WarmUp = { render: (url: string) => Promise<unknown>; isWarmUp: (req: FastifyRequest) => boolean };

/** Renders that miss the cache, per client address: at most this many at once, and this many waiting. */
const MISSES_AT_ONCE = 4;
const MISSES_WAITING = 64;

/** Headers an answer keeps when it is replayed from the cache. */
const REPLAYED = ['content-type', 'content-security-policy', 'cache-control'] as const;

export type HttpCacheOptions = {
  /** Whether the request carries a session cookie that is a valid session (answers read it from the cookie header). */
  validSession: (req: FastifyRequest) => Promise<boolean>;
  /** Whether it carries the session cookie at all (the cheap first question). */
  hasSessionCookie: (req: FastifyRequest) => boolean;
  securityHeaders: Record<string, string>;
  canonicalPage: CanonicalPage;
  /**
   * A request whose page is its own (a form's one-visit result, docs/decisions/021): rendered for
   * it and never kept, but in the client's turn like any miss, since anyone can send the cookie.
   */
  ownPage?: (req: FastifyRequest) => boolean;
};

/**
 * HTTP caching of public reads (docs/decisions/013-read-cache.md, 019-read-cache-tags.md):
 * - a hit is answered before routing, from the stored bytes (compressed once per encoding);
 * - the key is the canonical URL: a page's path with the search its routes read (tracking tags
 *   are gone before routing), so `/?utm_source=x` and `/?anything` are answered from `/`'s entry;
 * - a miss is computed as usual, its reads recorded, and stored by `onSend` with a strong ETag;
 *   requests for a key already being computed wait for it; misses are limited per client;
 * - `If-None-Match` gets `304 Not Modified`, hits and misses alike;
 * - public reads say `Cache-Control: no-cache` (browsers keep them and revalidate); anything
 *   asked with a valid session cookie says `private, no-store` and never touches the cache. A
 *   cookie that is not a valid session is an anonymous visitor.
 */
export function registerHttpCache(app: FastifyInstance, cache: ReadCache, options: HttpCacheOptions): WarmUp {
  const { securityHeaders, hasSessionCookie, validSession, canonicalPage, ownPage } = options;
  app.decorateRequest('readCacheTracker', null);
  app.decorateRequest('readCacheKey', null);
  app.decorateRequest('readCacheAnswer', null);

  /** A hit is written straight to the socket with headers prepared once per answer and encoding. */
  const wireHeaders = new WeakMap<CachedAnswer, Partial<Record<Encoding | 'identity', OutgoingHttpHeaders>>>();
  const headersOf = (entry: CachedAnswer, encoding: Encoding | null, body: Buffer): OutgoingHttpHeaders => {
    const prepared = wireHeaders.get(entry) ?? {};
    wireHeaders.set(entry, prepared);
    return (prepared[encoding ?? 'identity'] ??= {
      ...securityHeaders,
      ...entry.headers,
      etag: entry.etag,
      vary: 'accept-encoding',
      ...(encoding && { 'content-encoding': encoding }),
      'content-length': body.length,
    });
  };

  const serve = (req: FastifyRequest, reply: FastifyReply, entry: CachedAnswer) => {
    // Nothing else of Fastify's lifecycle is needed for bytes already prepared.
    reply.hijack();
    req.readCacheAnswer = entry;
    const res = reply.raw;
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      const { 'content-length': _length, ...headers } = headersOf(entry, null, entry.body);
      res.writeHead(304, headers).end();
    } else {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      const encoded = cache.encoded(entry, encoding);
      const body = encoded ?? entry.body;
      res.writeHead(200, headersOf(entry, encoded ? encoding : null, body));
      res.end(req.method === 'HEAD' ? undefined : body);
    }
  };

  /**
   * Keys being computed now: later requests for them wait for that answer rather than compute it
   * again, and are given it (kept or not) unless a write that changed what it read was noted
   * before they arrived (so no request sees an answer older than a write acknowledged before it).
   */
  const computing = new Map<string, Promise<{ answer: CachedAnswer; tracker: ReadTracker } | null>>();
  /** Misses being computed, and waiting, per client address. */
  const clients = new Map<string, { running: number; waiting: (() => void)[] }>();

  /** Marks `key` as being computed by this request until its answer is sent (or the client leaves), then `ended`. */
  const computingUntilSent = (req: FastifyRequest, reply: FastifyReply, key: string, ended: () => void = () => {}) => {
    let finish!: (made: { answer: CachedAnswer; tracker: ReadTracker } | null) => void;
    const finished = new Promise<{ answer: CachedAnswer; tracker: ReadTracker } | null>((resolve) => (finish = resolve));
    if (!computing.has(key)) computing.set(key, finished);
    let over = false;
    const end = () => {
      if (over) return;
      over = true;
      ended();
      if (computing.get(key) === finished) computing.delete(key);
      const answer = req.readCacheAnswer;
      finish(answer && req.readCacheTracker ? { answer, tracker: req.readCacheTracker } : null);
    };
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
  };

  const release = (ip: string) => {
    const client = clients.get(ip);
    if (!client) return;
    const next = client.waiting.shift();
    if (next) next();
    else if (--client.running === 0) clients.delete(ip);
  };

  /** Waits for a turn to compute a miss; false when this client already has too many waiting. */
  const acquire = (ip: string): Promise<boolean> | boolean => {
    let client = clients.get(ip);
    if (!client) clients.set(ip, (client = { running: 0, waiting: [] }));
    if (client.running < MISSES_AT_ONCE) {
      client.running++;
      return true;
    }
    if (client.waiting.length >= MISSES_WAITING) return false;
    const queue = client.waiting;
    return new Promise<boolean>((resolve) => queue.push(() => resolve(true)));
  };

  const tooMany = (reply: FastifyReply, done: () => void) => {
    reply.hijack();
    reply.raw
      .writeHead(429, {
        ...securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'retry-after': '1',
        'cache-control': 'no-store',
      })
      .end(JSON.stringify({ error: 'Too many requests at once: please try again in a moment' }));
    done();
  };

  /** A render that is never kept, in the client's turn. */
  const uncached = async (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const turn = acquire(req.ip);
    if (!(turn === true || (await turn))) return tooMany(reply, done);
    let released = false;
    const end = () => {
      if (released) return;
      released = true;
      release(req.ip);
    };
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
    done();
  };

  const compute = async (req: FastifyRequest, reply: FastifyReply, key: string, done: () => void) => {
    // One render per key at a time: a request for a key being computed waits for it (bounded).
    const arrived = cache.writeSeq;
    for (let round = 0; round < 3; round++) {
      const pending = computing.get(key);
      if (!pending) break;
      const made = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), 2000))]);
      const entry =
        cache.get(key) ?? (made && !cache.changedBetween(made.tracker.startSeq, arrived, made.answer.deps) ? made.answer : undefined);
      if (entry) {
        serve(req, reply, entry);
        done();
        return;
      }
    }
    // A client that left while it waited is not answered (nor is its turn kept).
    const gone = () => req.raw.destroyed || reply.raw.destroyed || reply.raw.writableEnded;
    const leave = () => {
      reply.hijack();
      done();
    };
    if (gone()) return leave();
    const turn = acquire(req.ip);
    const granted = turn === true || (await turn);
    if (granted && gone()) {
      release(req.ip);
      return leave();
    }
    if (!granted) return tooMany(reply, done);
    computingUntilSent(req, reply, key, () => release(req.ip));
    const tracker = cache.begin();
    req.readCacheTracker = tracker;
    req.readCacheKey = key;
    // What the route reads from here on is recorded against this answer.
    cache.track(tracker, done);
  };

  /**
   * A write's answer waits until the answers it changed that readers are asking for are made again
   * (docs/decisions/033-refresh-before-acknowledging.md); meanwhile those readers get the old ones.
   * Each is made as an anonymous visitor's miss would be, marked by a header only this process knows.
   */
  const refreshToken = randomBytes(24).toString('base64url');
  cache.onRefresh((key) => app.inject({ method: 'GET', url: key, headers: { [REFRESH_HEADER]: refreshToken } }));
  const refreshing = (req: FastifyRequest) => req.headers[REFRESH_HEADER] === refreshToken;
  const warmUpToken = randomBytes(24).toString('base64url');
  const isWarmUp = (req: FastifyRequest) => req.headers[WARM_UP_HEADER] === warmUpToken;

  /** The key of an anonymous public read, with the request's URL made canonical for pages. */
  const keyOf = (req: FastifyRequest): string => {
    const canonical = canonicalKey(req.url, canonicalPage);
    // The page is rendered from its canonical URL, so what is kept never carries another's search.
    if (canonical !== req.url) req.raw.url = canonical;
    return canonical;
  };

  const lookup = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!cache.enabled) {
      req.readCacheTracker = cache.begin();
      req.readCacheKey = req.url;
      done();
      return;
    }
    const key = keyOf(req);
    const entry = cache.get(key);
    if (entry) {
      serve(req, reply, entry);
      done();
      return;
    }
    compute(req, reply, key, done).catch(() => done());
  };

  const afterSync = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (cache.enabled && cache.shared) {
      // Several processes: first learn what any of them wrote (docs/decisions/018-shared-state.md).
      // Without the database, answer uncached (and keep nothing): the route then says what is wrong.
      cache.sync().then(
        () => lookup(req, reply, done),
        () => {
          cache.invalidate();
          done();
        },
      );
      return;
    }
    lookup(req, reply, done);
  };

  app.addHook('onRequest', (req, reply, done) => {
    // The process's warm-up render (src/server/pages.ts) is nobody's answer.
    if (isWarmUp(req)) {
      done();
      return;
    }
    // A reaction token asks for one browser's view (docs/decisions/029): never a shared answer.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPublicReadUrl(req.url) || req.headers['x-reaction-token'] !== undefined) {
      done();
      return;
    }
    if (refreshing(req) && cache.enabled) {
      // Not looked up (the old answer is there) nor in any client's turn: stored by onSend as any miss.
      const tracker = cache.begin();
      req.readCacheTracker = tracker;
      req.readCacheKey = req.url;
      // Readers who find no answer meanwhile (another process's write outlived it) wait for this one, not make it again.
      computingUntilSent(req, reply, req.url);
      cache.track(tracker, done);
      return;
    }
    if (ownPage?.(req)) {
      uncached(req, reply, done).catch(() => done());
      return;
    }
    if (!hasSessionCookie(req)) {
      afterSync(req, reply, done);
      return;
    }
    // A session cookie: an administrator's own view, unless it is not a valid session (a stale
    // or made-up cookie is an anonymous visitor, answered from the cache like any other).
    validSession(req).then(
      (valid) => (valid ? done() : afterSync(req, reply, done)),
      () => done(),
    );
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // tRPC answers with a fetch Response: read it here, so it can be kept and compressed once.
    if (payload instanceof Response) {
      reply.code(payload.status);
      for (const [name, value] of payload.headers) reply.header(name, value);
      payload = await payload.text();
    }
    const tracker = req.readCacheTracker;
    const key = req.readCacheKey;
    if (tracker === null || key === null) {
      // Never stored by a browser or a proxy: what a session (or its absence, after logout) saw.
      if (isApiUrl(req.url) && hasSessionCookie(req) && !/no-store/.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('cache-control', 'private, no-store');
      }
      return payload;
    }
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/no-store|private/.test(cacheControl) || reply.hasHeader('set-cookie')) return payload;
    if (!cacheControl) reply.header('cache-control', 'no-cache');
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const headers: Record<string, string> = {};
    for (const name of REPLAYED) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const entry = cache.enabled ? cache.store(key, tracker, body, headers) : null;
    if (entry && reply.statusCode === 200) req.readCacheAnswer = entry;
    const etag = entry?.etag ?? strongEtag(body);
    reply.header('etag', etag).header('vary', 'accept-encoding');
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      reply.code(304);
      return null;
    }
    if (!entry) return body;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const encoded = cache.encoded(entry, encoding);
    if (!encoded || !encoding) return body;
    reply.header('content-encoding', encoding).header('content-length', encoded.length);
    return encoded;
  });
  return {
    render: (url) => app.inject({ method: 'GET', url, headers: { [WARM_UP_HEADER]: warmUpToken } }),
    isWarmUp,
  };
}
