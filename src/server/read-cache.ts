import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { conflicts, PRIVATE_TABLES, type ReadDep, type SharedChanges, type WriteEffect } from './db/cache-tags';

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
  /** What it shows: the tables and parts its statements read. */
  deps: readonly ReadDep[];
  /** When it was last served (a write makes such an answer again before it is acknowledged; see {@link ReadCache.onRefresh}). */
  lastHit: number;
  /** Being made again for another process's write: served only until then (Infinity: not owed to another process). */
  staleUntil: number;
  /** Where the write log stood when its render began: it shows every write up to there. */
  seq: number;
};

/** Bodies smaller than this go out as they are (as @fastify/compress's default threshold). */
const COMPRESS_THRESHOLD = 1024;

/** A strong validator from the bytes themselves: equal bodies, equal tags (also across restarts). */
export const strongEtag = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** What one answer being computed has read so far, and where the write log stood when it began. */
export type ReadTracker = { startSeq: number; deps: ReadDep[] };

/** A shared read's answer, with when it was issued. */
type SharedRead = { changes: SharedChanges; at: number };

/** How many writes the log keeps for the store-time check (an answer older than that is served, not kept). */
const WRITE_LOG = 4096;
/** An answer served this recently is made again when a write changes it, not dropped (at most this many per write). */
const REFRESH_HOT_MS = 2000;
const REFRESH_AT_ONCE = 8;
/** A refresh that takes longer than this gives up: its answer is dropped, and the write acknowledged. */
const REFRESH_TIMEOUT_MS = 2000;

/**
 * The serialised answers of public reads (REST, tRPC queries and anonymous pages), keyed by
 * their canonical URL, kept until a write changes what they show (docs/decisions/013-read-cache.md,
 * docs/decisions/019-read-cache-tags.md).
 *
 * Each answer carries the tables (and parts of tables) its statements read, recorded while it was
 * computed ({@link track}); a write removes the answers it conflicts with, nothing else. An answer
 * is stored only if no write since it began changed what it read, so a read that raced a write
 * never leaves a stale copy. Memory is bounded by `maxBytes` (least recently used answers go first).
 */
export class ReadCache {
  private entries = new Map<string, CachedAnswer>();
  /** The keys of the answers that read each table ('*': answers that read something unknown). */
  private byTable = new Map<string, Set<string>>();
  private bytes = 0;
  /** Writes seen so far; the last WRITE_LOG of them with their effects; the last full invalidation. */
  private seq = 0;
  /** `until`: how long an answer that does not show the write may be served while it is made again (see {@link owedUntil}). */
  private log: { seq: number; effects: readonly WriteEffect[]; until: number }[] = [];
  private clearedAt = 0;
  private readonly tracking = new AsyncLocalStorage<ReadTracker>();
  /** The shared version last read (several processes on one PostgreSQL database). */
  private sharedSeen = -1;
  private sharedRead: ((since: number) => Promise<SharedChanges>) | null = null;
  private inFlight: Promise<SharedRead> | null = null;
  /** The versions of this process's own committed bumps not yet seen by a shared read. */
  private ownBumps = new Set<number>();
  private queued: Promise<SharedRead> | null = null;
  /** Counters for the bench and the tests. */
  readonly stats = {
    hits: 0,
    misses: 0,
    stores: 0,
    refused: 0,
    removals: 0,
    refreshes: 0,
    invalidations: 0,
    evictions: 0,
    versionReads: 0,
  };
  /** Makes the answer under a key again (an anonymous GET of it, stored as any miss is); see {@link onRefresh}. */
  private refresher: ((key: string) => Promise<unknown>) | null = null;
  /** The newest render under way of each answer being made again, with where the write log stood when it began. */
  private rendering = new Map<string, { seq: number; done: Promise<void> }>();
  /** Refreshes under way: a write is acknowledged once those its changes started are done. */
  private refreshes = new Set<Promise<void>>();

  /**
   * Writes reach the cache at most once per window (docs/decisions/032-write-window.md): the first
   * write after a quiet spell at once, later ones together at the window's end. A write is
   * acknowledged only after it reached the cache ({@link settled}), so no acknowledged write is
   * ever followed by a stale answer, while a burst of writes costs one re-render per window.
   */
  private pending: WriteEffect[] = [];
  private lastApplied = -Infinity;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private settleWaiters: (() => void)[] = [];
  /** When this process last noted a public write (several processes: its answer waits a window after it). */
  private lastWriteAt = -Infinity;
  /** The last shared read issued, reused for a window (several processes: see {@link nextRead}). */
  private lastRead: { at: number; read: Promise<SharedRead> } | null = null;
  /** The newest of those reads that has answered (see {@link nextRead}). */
  private lastAnswered: { at: number; read: Promise<SharedRead> } | null = null;
  /** When the read that brought {@link sharedSeen} was issued: a write it did not see committed after that. */
  private sharedSeenAt = -Infinity;

  constructor(
    readonly enabled: boolean,
    private readonly maxBytes: number,
    /** 0: every write reaches the cache at once, and no answer waits. */
    private readonly writeWindowMs = 0,
  ) {}

  /**
   * Several processes on one database (docs/decisions/018-shared-state.md, 019): `read(since)`
   * answers the tags bumped after version `since` by writes of any process, with the newest
   * version; `sync` must then be awaited before each cached read.
   */
  shareVersion(read: (since: number) => Promise<SharedChanges>): void {
    this.sharedRead = read;
  }

  /** What else keeps copies of tables (the moderation rules): hears every change a shared read brings (null: anything). */
  private sharedListeners: ((effects: readonly WriteEffect[] | null) => void)[] = [];

  onSharedChanges(listener: (effects: readonly WriteEffect[] | null) => void): void {
    this.sharedListeners.push(listener);
  }

  get shared(): boolean {
    return this.sharedRead !== null;
  }

  /**
   * Applies the writes other processes (or this one) committed since the version was last read.
   * The read is issued after this call began, so any write whose commit was acknowledged before
   * the request arrived is seen. Requests arriving together share one read: those that come
   * while one is in flight wait for the next (one for all of them), not for a read that may have
   * started before their write's commit.
   */
  async sync(): Promise<void> {
    if (!this.sharedRead) return;
    const { changes, at } = await this.nextRead();
    const seen = this.sharedSeen;
    const seenAt = this.sharedSeenAt;
    if (changes.version <= seen) return;
    const first = seen < 0;
    this.sharedSeen = changes.version;
    this.sharedSeenAt = at;
    // Only what changed after the version this cache has seen (a read issued before the last one was used may repeat some).
    const fresh = changes.tags?.filter((e) => e.version > seen) ?? null;
    // The first read tells nothing of what changed before it: the listeners start over.
    for (const listener of this.sharedListeners) listener(first ? null : fresh);
    if (first) return;
    // A tag whose last change was this process's own write reached this cache already ({@link noteWrite}).
    const foreign = fresh?.filter((e) => !this.ownBumps.has(e.version) && !PRIVATE_TABLES.has(e.table));
    for (const version of this.ownBumps) if (version <= changes.version) this.ownBumps.delete(version);
    if (!foreign) this.invalidate();
    // Another process acknowledges these a window after their commit, which came after the read
    // that brought `seen` was issued: until then the old answers may still be served while they are
    // made again (docs/decisions/033), never after.
    else if (foreign.length) this.applyWrite(foreign, this.writeWindowMs > 0 ? { until: seenAt + this.writeWindowMs } : null);
  }

  /**
   * This process committed a bump of the shared version (its changes were noted here first): a
   * shared read that finds a tag last changed by it need not drop those answers again.
   */
  noteOwnBump(version: number): void {
    if (this.sharedRead && version > this.sharedSeen) this.ownBumps.add(version);
  }

  private nextRead(): Promise<SharedRead> {
    // A read issued less than a window ago sees every write acknowledged before this request
    // arrived: a write is acknowledged only a window after its commit ({@link settled}).
    if (this.writeWindowMs > 0) {
      const now = performance.now();
      const answered = this.lastAnswered;
      if (answered && now - answered.at < this.writeWindowMs) {
        // Half a window on, the next read goes out in the background: readers keep finding one that has answered (and never
        // wait), and another process's write is seen soon enough to be made again before its acknowledgement (docs/decisions/033).
        if (now - answered.at >= this.writeWindowMs / 2 && !this.inFlight && !this.queued) this.issueRead().catch(() => {});
        return answered.read;
      }
      if (this.lastRead && now - this.lastRead.at < this.writeWindowMs) return this.lastRead.read;
    }
    if (!this.inFlight) return this.issueRead();
    if (!this.queued) {
      const after = this.inFlight;
      this.queued = after
        .then(
          () => {},
          () => {},
        )
        .then(() => {
          this.queued = null;
          return this.issueRead();
        });
    }
    return this.queued;
  }

  private issueRead(): Promise<SharedRead> {
    const read = this.sharedRead;
    const at = performance.now();
    if (!read) return Promise.resolve({ changes: { version: this.sharedSeen, tags: [] }, at });
    this.stats.versionReads++;
    const p: Promise<SharedRead> = read(Math.max(this.sharedSeen, 0))
      .then((changes) => ({ changes, at }))
      .finally(() => {
        if (this.inFlight === p) this.inFlight = null;
      });
    this.inFlight = p;
    this.lastRead = { at, read: p };
    p.then(
      () => {
        if (!this.lastAnswered || this.lastAnswered.at < at) this.lastAnswered = { at, read: p };
      },
      () => {},
    );
    return p;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Whether an answer is kept under `key` (for the tests: no counters moved). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The ETag of the answer kept under `key` (for the tests: no counters moved). */
  etagOf(key: string): string | undefined {
    return this.entries.get(key)?.etag;
  }

  /** What the kept answer under `key` read (for the tests). */
  depsOf(key: string): readonly ReadDep[] | undefined {
    return this.entries.get(key)?.deps;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    const now = performance.now();
    if (now >= entry.staleUntil) {
      // Another process's write changed it and is acknowledged by now: not served again.
      this.remove(key, entry);
      this.stats.removals++;
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    entry.lastHit = now;
    // Most recently used last: the first key is the next to evict.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** A tracker for an answer about to be computed: what it reads is recorded while `fn` runs (and what it starts). */
  begin(): ReadTracker {
    return { startSeq: this.seq, deps: [] };
  }

  track<T>(tracker: ReadTracker, fn: () => T): T {
    return this.tracking.run(tracker, fn);
  }

  /** A statement read these (the database's plugin calls this for every read). */
  noteRead(deps: readonly ReadDep[]): void {
    const tracker = this.tracking.getStore();
    if (tracker) for (const dep of deps) tracker.deps.push(dep);
  }

  /** Stores an answer computed under `tracker`, unless a write since it began changed what it read. */
  store(key: string, tracker: ReadTracker, body: Buffer, headers: Record<string, string>): CachedAnswer {
    const deps = dedupe(tracker.deps);
    const entry: CachedAnswer = {
      body,
      etag: strongEtag(body),
      headers,
      encoded: {},
      size: body.length + key.length + 256 + deps.length * 48,
      held: false,
      deps,
      lastHit: -Infinity,
      staleUntil: Infinity,
      seq: tracker.startSeq,
    };
    if (!this.enabled || entry.size > this.maxBytes / 4) return entry;
    if (this.changedSince(tracker.startSeq, deps)) {
      const until = this.owedUntil(key, tracker.startSeq, deps);
      if (until === null) {
        this.stats.refused++;
        return entry;
      }
      entry.staleUntil = until;
    }
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    for (const table of new Set(deps.map((d) => d.table))) {
      let keys = this.byTable.get(table);
      if (!keys) this.byTable.set(table, (keys = new Set()));
      keys.add(key);
    }
    entry.held = true;
    this.bytes += entry.size;
    this.stats.stores++;
    this.evict();
    return entry;
  }

  /** Where the write log stands now. */
  get writeSeq(): number {
    return this.seq;
  }

  private changedSince(startSeq: number, deps: readonly ReadDep[]): boolean {
    return this.changedBetween(startSeq, this.seq, deps);
  }

  /**
   * An answer whose render a write overtook is still newer than the one kept (docs/decisions/033):
   * it is kept in its place while a later render, begun after every such write, is under way (that
   * refresh drops whatever does not show its write before the write is acknowledged), and served no
   * later than the earliest acknowledgement those writes owe. Null: not kept.
   */
  private owedUntil(key: string, startSeq: number, deps: readonly ReadDep[]): number | null {
    const later = this.rendering.get(key);
    const kept = this.entries.get(key);
    if (!later || startSeq < this.clearedAt || (kept && kept.seq > startSeq) || !this.logHoldsAllAfter(startSeq)) return null;
    let until = Infinity;
    let last = startSeq;
    for (let i = this.log.length - 1; i >= 0 && this.log[i].seq > startSeq; i--) {
      const write = this.log[i];
      if (!touches(write.effects, deps)) continue;
      until = Math.min(until, write.until);
      last = Math.max(last, write.seq);
    }
    return later.seq >= last && until > performance.now() ? until : null;
  }

  /** Whether a write noted after `startSeq`, up to `endSeq`, changed what `deps` show. */
  changedBetween(startSeq: number, endSeq: number, deps: readonly ReadDep[]): boolean {
    if (endSeq <= startSeq) return false;
    if (startSeq < this.clearedAt && this.clearedAt <= endSeq) return true;
    // Writes older than the log (or noted only as full invalidations): assume they changed it.
    if (!this.logHoldsAllAfter(startSeq)) return true;
    for (let i = this.log.length - 1; i >= 0; i--) {
      const write = this.log[i];
      if (write.seq <= startSeq) break;
      if (write.seq > endSeq) continue;
      if (touches(write.effects, deps)) return true;
    }
    return false;
  }

  /** Whether the log still holds every write noted after `startSeq`. */
  private logHoldsAllAfter(startSeq: number): boolean {
    const oldest = this.log[0];
    return oldest !== undefined && oldest.seq <= startSeq + 1;
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

  /**
   * A write changed these (or is about to): the answers that show them are dropped, nothing else,
   * at once or at the end of the current window.
   */
  noteWrite(effects: readonly WriteEffect[]): void {
    const public_ = effects.filter((e) => !PRIVATE_TABLES.has(e.table));
    if (!public_.length) return;
    const now = performance.now();
    this.lastWriteAt = now;
    if (this.writeWindowMs <= 0 || (!this.flushTimer && now - this.lastApplied >= this.writeWindowMs)) {
      this.lastApplied = now;
      this.applyWrite(public_, {});
      return;
    }
    this.pending.push(...public_);
    this.flushTimer ??= setTimeout(() => this.flush(), Math.max(0, this.lastApplied + this.writeWindowMs - now));
  }

  private flush(): void {
    this.flushTimer = null;
    const effects = this.pending;
    this.pending = [];
    this.lastApplied = performance.now();
    if (effects.length) this.applyWrite(effects, {});
    const waiters = this.settleWaiters;
    this.settleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /**
   * Resolves once every write noted so far reached this cache and, with several processes, once
   * a window has passed since this process's last write (so every other process's next shared
   * read sees it). The answer to a write waits for this before it is sent.
   */
  async settled(): Promise<void> {
    if (this.flushTimer) await new Promise<void>((resolve) => this.settleWaiters.push(resolve));
    if (this.refreshes.size) await Promise.all(this.refreshes);
    if (this.sharedRead && this.writeWindowMs > 0) {
      const wait = this.lastWriteAt + this.writeWindowMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /**
   * How an answer a write changed is made again while the old one is still served
   * (docs/decisions/033-refresh-before-acknowledging.md): `refresh(key)` computes and stores it as a miss would.
   */
  onRefresh(refresh: (key: string) => Promise<unknown>): void {
    this.refresher = refresh;
  }

  /**
   * Drops the answers these changes conflict with. With `refresh` (this process's own writes, not
   * yet acknowledged), a recently served answer is made again instead, and served as it was until
   * the new one is stored: the writes are acknowledged only after that ({@link settled}), so no
   * answer older than an acknowledged write is served, and no reader waits for the render.
   */
  private applyWrite(public_: readonly WriteEffect[], refresh: { until?: number } | null = null): void {
    if (!public_.length) return;
    if (public_.some((e) => e.table === '*')) {
      this.invalidate();
      return;
    }
    this.seq++;
    // Own writes are acknowledged after their refreshes; another process's at `until`; without a refresh, at once.
    this.log.push({ seq: this.seq, effects: public_, until: refresh ? (refresh.until ?? Infinity) : -Infinity });
    if (this.log.length > WRITE_LOG) this.log.splice(0, this.log.length - WRITE_LOG);
    const candidates = new Set<string>(this.byTable.get('*'));
    for (const effect of public_) for (const key of this.byTable.get(effect.table) ?? []) candidates.add(key);
    const stale: [string, CachedAnswer][] = [];
    const now = performance.now();
    for (const key of candidates) {
      const entry = this.entries.get(key);
      if (!entry || !touches(public_, entry.deps)) continue;
      const until = refresh?.until ?? Infinity;
      if (refresh && this.refresher && stale.length < REFRESH_AT_ONCE && now - entry.lastHit < REFRESH_HOT_MS && until > now) {
        // Served no later than the earliest acknowledgement it owes.
        entry.staleUntil = Math.min(entry.staleUntil, until);
        stale.push([key, entry]);
      } else {
        this.remove(key, entry);
        this.stats.removals++;
      }
    }
    if (stale.length) this.refresh(stale);
  }

  private refresh(stale: [string, CachedAnswer][]): void {
    const refresher = this.refresher;
    if (!refresher) return;
    /** Waits for `work`, or until `deadline`, whichever comes first; a failure counts as done (the answer is then dropped below). */
    const until = async (work: Promise<unknown>, deadline: number) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - performance.now()))))]);
      } catch {
        // Not made again.
      } finally {
        clearTimeout(timer);
      }
    };
    const one = async ([key, old]: [string, CachedAnswer]) => {
      // A render begun from here on shows this write.
      const seq = this.seq;
      const shown = () => (this.entries.get(key)?.seq ?? Infinity) >= seq;
      const deadline = performance.now() + REFRESH_TIMEOUT_MS;
      let attempt = { seq, done: until(refresher(key), deadline) };
      this.rendering.set(key, attempt);
      await attempt.done;
      // Overtaken by a later write (kept in the meantime, or refused, at store time): that write is
      // making it again, and its render shows this write too. Its outcome decides, within this
      // write's time limit.
      for (let later = this.rendering.get(key); !shown() && later && later !== attempt; later = this.rendering.get(key)) {
        if (performance.now() >= deadline) break;
        attempt = later;
        await until(later.done, deadline);
      }
      if (this.rendering.get(key) === attempt) this.rendering.delete(key);
      const now = this.entries.get(key);
      if (now && !shown()) {
        // Not made again (an error, or too slow): never served again.
        this.remove(key, now);
        this.stats.removals++;
      } else if (now && now !== old && now.lastHit < old.lastHit) {
        this.stats.refreshes++;
        // Still only as hot as readers made the old one: an answer nobody reads is not made again and again.
        now.lastHit = old.lastHit;
        // The readers' encodings are made now, not by the next reader.
        for (const encoding of Object.keys(old.encoded) as Encoding[]) this.encoded(now, encoding);
      }
    };
    const run: Promise<void> = Promise.all(stale.map(one)).then(
      () => {},
      () => {},
    );
    this.refreshes.add(run);
    void run.then(() => this.refreshes.delete(run));
  }

  /** Drops everything (a schema change, an unreadable statement, a lost database). */
  invalidate(): void {
    this.seq++;
    this.clearedAt = this.seq;
    this.stats.invalidations++;
    for (const entry of this.entries.values()) entry.held = false;
    this.entries.clear();
    this.byTable.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: CachedAnswer) {
    entry.held = false;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const table of new Set(entry.deps.map((d) => d.table))) {
      const keys = this.byTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) this.byTable.delete(table);
    }
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key, entry);
      this.stats.evictions++;
    }
  }
}

/** Whether a write's effects change what `deps` show. */
const touches = (effects: readonly WriteEffect[], deps: readonly ReadDep[]): boolean =>
  effects.some((effect) => deps.some((dep) => conflicts(dep, effect)));

function dedupe(deps: readonly ReadDep[]): ReadDep[] {
  const seen = new Map<string, ReadDep>();
  for (const dep of deps) seen.set(`${dep.table}|${dep.hidden ? 'h' : ''}|${dep.part ?? ''}`, dep);
  // A dependency on the whole table covers its parts.
  const wholeTables = new Set([...seen.values()].filter((d) => d.part === null).map((d) => `${d.table}|${d.hidden}`));
  return [...seen.values()].filter(
    (d) => d.part === null || (!wholeTables.has(`${d.table}|${d.hidden}`) && !wholeTables.has(`${d.table}|true`)),
  );
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
