import type { ReadDep } from './tags/effects';
import { compress, COMPRESS_THRESHOLD } from './compression';
import { type Encoding, strongEtag } from './http/conditional';

/** One stored answer: the bytes as first served, their strong ETag, and compressed copies made on demand. */
export type CachedAnswer = {
  body: Buffer;
  etag: string;
  /** content-type, cache-control and (pages) content-security-policy, replayed on every hit. */
  headers: Record<string, string>;
  encoded: Partial<Record<Encoding, Buffer>>;
  size: number;
  /** Whether the store holds it (an answer computed while a write happened is served, not kept). */
  held: boolean;
  /** What it shows: the tables and parts its statements read. */
  deps: readonly ReadDep[];
  /** When it was last served (a write makes such an answer again before it is acknowledged: refresh.ts). */
  lastHit: number;
  /** Being made again for another process's write: served only until then (Infinity: not owed to another process). */
  staleUntil: number;
  /** Where the write log stood when its render began: it shows every write up to there. */
  seq: number;
};

/** A new answer, not yet held: its size counts the key, the headers' share and what it read. */
export const newAnswer = (
  key: string,
  body: Buffer,
  headers: Record<string, string>,
  deps: readonly ReadDep[],
  seq: number,
): CachedAnswer => {
  const size = body.length + key.length + 256 + deps.length * 48;
  return { body, etag: strongEtag(body), headers, encoded: {}, size, held: false, deps, lastHit: -Infinity, staleUntil: Infinity, seq };
};

/**
 * The kept answers under their keys, least recently used first, within a byte budget
 * (`READ_CACHE_MB`, docs/decisions/013-read-cache.md), with an index of which answers read each
 * table so a write looks only at those. An answer's size grows when a compressed copy is made (`encoded`).
 *
 * A Map in insertion order is the LRU: a hit moves its key to the end, eviction takes from the
 * front. (The `lru-cache` package would do the same, but its size is fixed at `set`, and answers
 * grow after it; the one the lock file carries is version 5, without `maxSize`.)
 */
export class AnswerStore {
  private entries = new Map<string, CachedAnswer>();
  /** The keys of the answers that read each table ('*': answers that read something unknown). */
  private byTable = new Map<string, Set<string>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly onEvict: () => void = () => {},
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** An answer larger than a quarter of the budget is served, never kept. */
  fits(size: number): boolean {
    return size <= this.maxBytes / 4;
  }

  /** The answer under `key`, recency unchanged. */
  peek(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** Marks it the most recently used. */
  touch(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Keeps `entry` under `key` in place of what was there. */
  set(key: string, entry: CachedAnswer): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    for (const table of new Set(entry.deps.map((d) => d.table))) {
      let keys = this.byTable.get(table);
      if (!keys) this.byTable.set(table, (keys = new Set()));
      keys.add(key);
    }
    entry.held = true;
    this.bytes += entry.size;
    this.evict();
  }

  /** The body in `encoding` (made once per answer, then kept with it and counted), or null when not worth it. */
  encoded(entry: CachedAnswer, encoding: Encoding | null): Buffer | null {
    if (!encoding || entry.body.length < COMPRESS_THRESHOLD) return null;
    let out = entry.encoded[encoding];
    if (out) return out;
    out = entry.encoded[encoding] = compress(entry.body, encoding);
    entry.size += out.length;
    if (entry.held) {
      this.bytes += out.length;
      this.evict();
    }
    return out;
  }

  remove(key: string, entry: CachedAnswer): void {
    entry.held = false;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const table of new Set(entry.deps.map((d) => d.table))) {
      const keys = this.byTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) this.byTable.delete(table);
    }
  }

  /** The keys of the answers that read any of `tables`, or something unknown. */
  readersOf(tables: Iterable<string>): Set<string> {
    const keys = new Set<string>(this.byTable.get('*'));
    for (const table of tables) for (const key of this.byTable.get(table) ?? []) keys.add(key);
    return keys;
  }

  clear(): void {
    for (const entry of this.entries.values()) entry.held = false;
    this.entries.clear();
    this.byTable.clear();
    this.bytes = 0;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key, entry);
      this.onEvict();
    }
  }
}
