import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../read-cache';
import type { CachedAnswer } from '../store';
import { type Encoding, matchesEtag, preferredEncoding } from './conditional';

/**
 * Answers written straight to the socket, past Fastify's lifecycle: a hit (200 or 304) with
 * headers prepared once per answer and encoding, and the 429 of a client with too many misses.
 */
export class Wire {
  private prepared = new WeakMap<CachedAnswer, Partial<Record<Encoding | 'identity', OutgoingHttpHeaders>>>();

  constructor(
    private readonly cache: ReadCache,
    private readonly securityHeaders: Record<string, string>,
  ) {}

  hit(req: FastifyRequest, reply: FastifyReply, entry: CachedAnswer): void {
    reply.hijack();
    req.readCacheAnswer = entry;
    const res = reply.raw;
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      const { 'content-length': _length, ...headers } = this.headersOf(entry, null, entry.body);
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const encoded = this.cache.encoded(entry, encoding);
    const body = encoded ?? entry.body;
    res.writeHead(200, this.headersOf(entry, encoded ? encoding : null, body));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  tooMany(reply: FastifyReply): void {
    reply.hijack();
    reply.raw
      .writeHead(429, {
        ...this.securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'retry-after': '1',
        'cache-control': 'no-store',
      })
      .end(JSON.stringify({ error: 'Too many requests at once: please try again in a moment' }));
  }

  private headersOf(entry: CachedAnswer, encoding: Encoding | null, body: Buffer): OutgoingHttpHeaders {
    const prepared = this.prepared.get(entry) ?? {};
    this.prepared.set(entry, prepared);
    return (prepared[encoding ?? 'identity'] ??= {
      ...this.securityHeaders,
      ...entry.headers,
      etag: entry.etag,
      vary: 'accept-encoding',
      ...(encoding && { 'content-encoding': encoding }),
      'content-length': body.length,
    });
  }
}
