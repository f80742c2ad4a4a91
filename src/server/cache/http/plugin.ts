import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CanonicalPage, canonicalKey, isApiUrl, isPublicReadUrl } from '../keys';
import type { ReadCache, ReadTracker } from '../read-cache';
import type { CachedAnswer } from '../store';
import { Coalescing } from './coalescing';
import { matchesEtag, preferredEncoding, strongEtag } from './conditional';
import type { EdgePolicy } from '../edge/policy';
import { dedupe } from '../tracking';
import { MissQueue } from './miss-queue';
import { type SelfRender, selfRender } from './self-renders';
import { Wire } from './wire';

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

/** The process's warm-up render at start (src/server/pages.ts): nobody's answer, neither looked up nor kept. */
export type WarmUp = SelfRender;

export type HttpCacheOptions = {
  cache: ReadCache;
  /** Whether the request carries a session cookie that is a valid session (answers read it from the cookie header). */
  validSession: (req: FastifyRequest) => Promise<boolean>;
  /** Whether it carries the session cookie at all (the cheap first question). */
  hasSessionCookie: (req: FastifyRequest) => boolean;
  securityHeaders: Record<string, string>;
  canonicalPage: CanonicalPage;
  /** A request whose page is its own (a form's one-visit result, docs/decisions/021): rendered for it, never kept, in the client's turn. */
  ownPage?: (req: FastifyRequest) => boolean;
  /** What public answers tell a shared cache in front (docs/decisions/058): lifetime and tags. */
  edge: EdgePolicy;
  /** Told the warm-up render once the plugin is registered. */
  onWarmUp: (warmUp: WarmUp) => void;
};

/** Headers an answer keeps when it is replayed from the cache. */
const REPLAYED = ['content-type', 'content-security-policy', 'cache-control'] as const;

/**
 * HTTP caching of public reads (docs/decisions/013-read-cache.md, 019-read-cache-tags.md), on the
 * root instance (fastify-plugin: its hooks see every route):
 * - a hit is answered before routing, from the stored bytes (wire.ts);
 * - the key is the canonical URL (keys.ts); a miss is computed as usual, its reads recorded, and
 *   stored by `onSend` with a strong ETag; requests for a key being computed wait for it
 *   (coalescing.ts); misses are limited per client (miss-queue.ts);
 * - `If-None-Match` gets `304 Not Modified`, hits and misses alike;
 * - public reads say `Cache-Control: no-cache`, or with a shared cache in front its lifetime and
 *   the answer's tags (edge/policy.ts, docs/decisions/058); anything asked with a valid session cookie says
 *   `private, no-store` and never touches the cache. A cookie that is not a valid session is an anonymous visitor.
 */
export const httpCache = fp<HttpCacheOptions>(
  async (app, { cache, securityHeaders, hasSessionCookie, validSession, canonicalPage, ownPage, onWarmUp, edge }) => {
    const replayed = edge.tagHeader ? [...REPLAYED, edge.tagHeader] : REPLAYED;
    app.decorateRequest('readCacheTracker', null);
    app.decorateRequest('readCacheKey', null);
    app.decorateRequest('readCacheAnswer', null);
    const wire = new Wire(cache, securityHeaders);
    const coalescing = new Coalescing(cache);
    const misses = new MissQueue();
    // A write's answer waits until the answers it changed that readers want are made again (docs/decisions/033).
    const refresh = selfRender(app, 'x-read-cache-refresh');
    cache.onRefresh(refresh.render);
    const warmUp = selfRender(app, 'x-read-cache-warm-up');
    onWarmUp(warmUp);

    /** Records what the route reads from here on against a new answer under `key`. */
    const tracked = (req: FastifyRequest, key: string, done: () => void) => {
      const tracker = cache.begin();
      req.readCacheTracker = tracker;
      req.readCacheKey = key;
      cache.track(tracker, done);
    };

    /** Waits for this client's turn; false (answered 429, or gone) when there is none. */
    const turn = async (req: FastifyRequest, reply: FastifyReply, done: () => void): Promise<boolean> => {
      const waited = misses.acquire(req.ip);
      const granted = waited === true || (await waited);
      // A client that left while it waited is not answered (nor is its turn kept).
      if (granted && (req.raw.destroyed || reply.raw.destroyed || reply.raw.writableEnded)) {
        misses.release(req.ip);
        reply.hijack();
      } else if (!granted) wire.tooMany(reply);
      else return true;
      done();
      return false;
    };

    /** A render that is never kept, in the client's turn. */
    const uncached = async (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!(await turn(req, reply, done))) return;
      let released = false;
      const end = () => {
        if (!released) misses.release(req.ip);
        released = true;
      };
      reply.raw.once('finish', end);
      reply.raw.once('close', end);
      done();
    };

    const compute = async (req: FastifyRequest, reply: FastifyReply, key: string, done: () => void) => {
      const other = await coalescing.waitFor(key, cache.writeSeq);
      if (other) {
        wire.hit(req, reply, other);
        return done();
      }
      if (req.raw.destroyed || reply.raw.destroyed || reply.raw.writableEnded) {
        reply.hijack();
        return done();
      }
      if (!(await turn(req, reply, done))) return;
      coalescing.computeUntilSent(req, reply, key, () => misses.release(req.ip));
      tracked(req, key, done);
    };

    const lookup = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!cache.enabled) {
        req.readCacheTracker = cache.begin();
        req.readCacheKey = req.url;
        return done();
      }
      const key = canonicalKey(req.url, canonicalPage);
      // The page is rendered from its canonical URL, so what is kept never carries another's search.
      if (key !== req.url) req.raw.url = key;
      const entry = cache.get(key);
      if (!entry) return void compute(req, reply, key, done).catch(() => done());
      wire.hit(req, reply, entry);
      done();
    };

    const afterSync = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!cache.enabled || !cache.shared) return lookup(req, reply, done);
      // Several processes: first learn what any of them wrote (docs/decisions/018-shared-state.md).
      // Without the database, answer uncached (and keep nothing): the route then says what is wrong.
      cache.sync().then(
        () => lookup(req, reply, done),
        () => {
          cache.invalidate();
          done();
        },
      );
    };

    app.addHook('onRequest', (req, reply, done) => {
      // A reaction token asks for one browser's view (docs/decisions/029): never a shared answer.
      const anonymousRead =
        (req.method === 'GET' || req.method === 'HEAD') && isPublicReadUrl(req.url) && req.headers['x-reaction-token'] === undefined;
      if (warmUp.isOwn(req) || !anonymousRead) return done();
      if (refresh.isOwn(req) && cache.enabled) {
        // Not looked up (the old answer is there) nor in any client's turn; readers who find no answer meanwhile wait for it.
        coalescing.computeUntilSent(req, reply, req.url);
        return tracked(req, req.url, done);
      }
      if (ownPage?.(req)) return void uncached(req, reply, done).catch(() => done());
      if (!hasSessionCookie(req)) return afterSync(req, reply, done);
      // A session cookie: an administrator's own view, unless it is not a valid session.
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
      if (!cacheControl || cacheControl === 'no-cache') {
        // Without the read cache nothing is tracked, so no tags could purge an edge copy: none is offered.
        if (cache.enabled) reply.headers(edge.headersFor(key, dedupe(tracker.deps)));
        else reply.header('cache-control', 'no-cache');
      }
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const headers: Record<string, string> = {};
      for (const name of replayed) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const entry = cache.enabled ? cache.store(key, tracker, body, headers) : null;
      if (entry) req.readCacheAnswer = entry;
      const etag = entry?.etag ?? strongEtag(body);
      reply.header('etag', etag).header('vary', 'accept-encoding');
      if (matchesEtag(req.headers['if-none-match'], etag)) {
        reply.code(304);
        return null;
      }
      const encoding = entry ? preferredEncoding(req.headers['accept-encoding']) : null;
      const encoded = entry ? cache.encoded(entry, encoding) : null;
      if (!encoded || !encoding) return body;
      reply.header('content-encoding', encoding).header('content-length', encoded.length);
      return encoded;
    });
  },
  { name: 'read-cache-http' },
);
