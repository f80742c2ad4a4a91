import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchesEtag, preferredEncoding, type ReadCache, strongEtag } from './read-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The read cache's version when this anonymous public read began; null when it is not one. */
    readCacheVersion: number | null;
  }
}

/**
 * The addresses whose anonymous GETs are public reads: the REST mirror's public rows, tRPC
 * queries of the public and experiments routers, the discovery files and the pages. Whether an
 * answer is then kept is the answer's own say (status 200, no cookie set, no `no-store`).
 */
export function isPublicReadUrl(url: string): boolean {
  if (url.startsWith('/api/')) return !url.startsWith('/api/admin');
  if (url.startsWith('/trpc/')) {
    const names = url.slice('/trpc/'.length).split('?')[0]!.split(',');
    return names.every((name) => name.startsWith('public.') || name.startsWith('experiments.'));
  }
  return !(url.startsWith('/uploads/') || url.startsWith('/assets/') || url === '/healthz' || url.startsWith('/healthz?'));
}

/** Headers an answer keeps when it is replayed from the cache. */
const REPLAYED = ['content-type', 'content-security-policy', 'cache-control'] as const;

const isApiUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/trpc/');

/**
 * HTTP caching of public reads (docs/decisions/013-read-cache.md):
 * - a hit is answered before routing, from the stored bytes (compressed once per encoding);
 * - a miss is computed as usual and stored by `onSend`, with a strong ETag;
 * - `If-None-Match` gets `304 Not Modified`, hits and misses alike;
 * - public reads say `Cache-Control: no-cache` (browsers keep them and revalidate); anything
 *   asked with a session cookie says `private, no-store` and never touches the cache.
 */
export function registerHttpCache(app: FastifyInstance, cache: ReadCache, hasSessionCookie: (req: FastifyRequest) => boolean): void {
  app.decorateRequest('readCacheVersion', null);

  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPublicReadUrl(req.url) || hasSessionCookie(req)) return;
    const entry = cache.enabled ? cache.get(req.url) : undefined;
    if (!entry) {
      req.readCacheVersion = cache.version;
      return;
    }
    reply.headers(entry.headers).header('etag', entry.etag).header('vary', 'accept-encoding');
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const encoded = cache.encoded(entry, encoding);
    if (encoded && encoding) reply.header('content-encoding', encoding);
    return reply.code(200).send(encoded ?? entry.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // tRPC answers with a fetch Response: read it here, so it can be kept and compressed once.
    if (payload instanceof Response) {
      reply.code(payload.status);
      for (const [name, value] of payload.headers) reply.header(name, value);
      payload = await payload.text();
    }
    const version = req.readCacheVersion;
    if (version === null) {
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
    const entry = cache.enabled ? cache.store(req.url, version, body, headers) : null;
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
}
