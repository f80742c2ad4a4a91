import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Tables no public read shows (sessions, accounts, the outbox, analytics, the inboxes of forms
 * and payments, the audit trail): a write to them leaves every cached answer true. A write to any
 * other table (or one not listed here, such as a table added later) drops the whole cache.
 */
const PRIVATE_TABLES = new Set([
  'admin_users',
  'admin_sessions',
  'page_views',
  'mail_outbox',
  'payments',
  'payment_events',
  'membership_applications',
  'viral_shares',
  'volunteer_applications',
  'research_proposals',
  'admin_audit_log',
  'rate_limits',
]);

export type Encoding = 'br' | 'gzip';

/** One stored answer: the bytes as first served, their strong ETag, and compressed copies made on demand. */
export type CachedAnswer = {
  body: Buffer;
  etag: string;
  /** content-type, cache-control and (pages) content-security-policy, replayed on every hit. */
  headers: Record<string, string>;
  encoded: Partial<Record<Encoding, Buffer>>;
  size: number;
  /** Whether the cache holds it (an answer computed while a write happened is served, not kept). */
  held: boolean;
};

/** Bodies smaller than this go out as they are (as @fastify/compress's default threshold). */
const COMPRESS_THRESHOLD = 1024;

/** A strong validator from the bytes themselves: equal bodies, equal tags (also across restarts). */
export const strongEtag = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The serialised answers of public reads (REST, tRPC queries and anonymous pages), keyed by URL,
 * kept until a write changes what they show (docs/decisions/013-read-cache.md).
 *
 * Invalidation is by version: every write bumps it and empties the cache, and an answer computed
 * while the version moved is not stored. So a read that raced a write never leaves a stale copy.
 * Memory is bounded by `maxBytes` (least recently used answers go first).
 */
export class ReadCache {
  private entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private currentVersion = 0;
  /** Counters for the bench and the tests. */
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0, evictions: 0 };

  constructor(
    readonly enabled: boolean,
    private readonly maxBytes: number,
  ) {}

  get version(): number {
    return this.currentVersion;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    // Most recently used last: the first key is the next to evict.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores an answer computed since `versionAtStart`, unless a write happened meanwhile. */
  store(key: string, versionAtStart: number, body: Buffer, headers: Record<string, string>): CachedAnswer {
    const entry: CachedAnswer = { body, etag: strongEtag(body), headers, encoded: {}, size: body.length + key.length + 256, held: false };
    if (!this.enabled || versionAtStart !== this.currentVersion || entry.size > this.maxBytes / 4) return entry;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    entry.held = true;
    this.bytes += entry.size;
    this.stats.stores++;
    this.evict();
    return entry;
  }

  /** The body in `encoding` (made once per answer, then kept with it), or null when not worth it. */
  encoded(entry: CachedAnswer, encoding: Encoding | null): Buffer | null {
    if (!encoding || entry.body.length < COMPRESS_THRESHOLD) return null;
    let out = entry.encoded[encoding];
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
          : gzipSync(entry.body, { level: 6 });
      entry.encoded[encoding] = out;
      entry.size += out.length;
      if (entry.held) {
        this.bytes += out.length;
        this.evict();
      }
    }
    return out;
  }

  /** A write to `tables` happened (or is about to): drop what it may change. */
  noteWrite(tables: readonly string[]): void {
    if (tables.every((t) => PRIVATE_TABLES.has(t))) return;
    this.invalidate();
  }

  invalidate(): void {
    this.currentVersion++;
    this.stats.invalidations++;
    for (const entry of this.entries.values()) entry.held = false;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: CachedAnswer) {
    entry.held = false;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key, entry);
      this.stats.evictions++;
    }
  }
}

/** br, then gzip, by the client's Accept-Encoding (a q of 0 refuses). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Whether If-None-Match names this ETag (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
