import type { Encoding } from './http/conditional';
import { Refreshes } from './refresh';
import { type SharedListener, SharedReads } from './shared-reads';
import { AnswerStore, type CachedAnswer, newAnswer } from './store';
import { isPrivateTable } from './tags/rules';
import type { ReadDep, SharedChanges, WriteEffect } from './tags/effects';
import { dedupe, type ReadTracker, ReadTracking } from './tracking';
import { touches, WriteLog } from './write-log';
import { WriteWindow } from './write-window';

export type { ReadTracker } from './tracking';

/**
 * The serialised answers of public reads (REST, tRPC queries and anonymous pages), keyed by their
 * canonical URL (keys.ts), kept until a write changes what they show (docs/decisions/013, 019).
 * This class only wires the parts together, each in a file of its own:
 * - store.ts: the answers within a byte budget, least recently used first;
 * - tracking.ts: what each answer being computed reads, through AsyncLocalStorage;
 * - write-log.ts: the store-time check (an answer a write overtook is not kept);
 * - write-window.ts: writes applied at most once per window (032, 034);
 * - refresh.ts: answers readers want made again before a write is acknowledged (033);
 * - shared-reads.ts: other processes' writes, on PostgreSQL (018); compression.ts: encoded copies.
 */
export class ReadCache {
  /** Counters for the metrics, the bench and the tests. */
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
  private readonly answers: AnswerStore;
  private readonly reads = new ReadTracking();
  private readonly log = new WriteLog();
  private readonly window: WriteWindow;
  private readonly refreshes: Refreshes;
  private sharedReads: SharedReads | null = null;
  /** What else keeps copies of tables (the moderation rules): hears every change a shared read brings. */
  private readonly sharedListeners: SharedListener[] = [];
  /** The shared cache in front (edge/purges.ts): told this process's writes, flushed before a write is acknowledged. */
  private edge: { note(effects: readonly WriteEffect[]): void; flush(): Promise<void> } | null = null;

  constructor(
    readonly enabled: boolean,
    maxBytes: number,
    /** 0: every write reaches the cache at once, and no answer waits. */
    private readonly writeWindowMs = 0,
  ) {
    this.answers = new AnswerStore(maxBytes, () => this.stats.evictions++);
    this.window = new WriteWindow(writeWindowMs, (effects) => {
      this.edge?.note(effects);
      this.applyWrite(effects, {});
    });
    this.refreshes = new Refreshes({
      seq: () => this.log.seq,
      peek: (key) => this.answers.peek(key),
      drop: (key, entry) => this.drop(key, entry),
      replaced: (now, old) => {
        this.stats.refreshes++;
        // Still only as hot as readers made the old one: an answer nobody reads is not made again and again.
        now.lastHit = old.lastHit;
        // The readers' encodings are made now, not by the next reader.
        for (const encoding of Object.keys(old.encoded) as Encoding[]) this.encoded(now, encoding);
      },
    });
  }

  /** Several processes on one database: `read(since)` answers the tags bumped after `since`; `sync` is then awaited before each cached read. */
  shareVersion(read: (since: number) => Promise<SharedChanges>): void {
    this.sharedReads = new SharedReads(read, this.writeWindowMs, {
      isPrivate: isPrivateTable,
      onRead: () => this.stats.versionReads++,
      listeners: this.sharedListeners,
      invalidate: () => this.invalidate(),
      apply: (foreign, until) => this.applyWrite(foreign, until === null ? null : { until }),
    });
  }

  /** Purges a shared cache in front by the tags of this process's writes (docs/decisions/058). */
  purgeEdgeWith(edge: { note(effects: readonly WriteEffect[]): void; flush(): Promise<void> }): void {
    this.edge = edge;
  }

  onSharedChanges(listener: SharedListener): void {
    this.sharedListeners.push(listener);
  }

  get shared(): boolean {
    return this.sharedReads !== null;
  }

  /** Applies the writes other processes (or this one) committed since the version was last read (shared-reads.ts). */
  async sync(): Promise<void> {
    await this.sharedReads?.sync();
  }

  noteOwnBump(version: number): void {
    this.sharedReads?.noteOwnBump(version);
  }

  get size(): { entries: number; bytes: number } {
    return this.answers.size;
  }

  /** Whether an answer is kept under `key` (for the tests: no counters moved). */
  has(key: string): boolean {
    return this.answers.peek(key) !== undefined;
  }

  /** The answer kept under `key`, as it is (for the tests: no counters moved). */
  peek(key: string): Readonly<CachedAnswer> | undefined {
    return this.answers.peek(key);
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.answers.peek(key);
    const now = performance.now();
    if (entry && now >= entry.staleUntil) {
      // Another process's write changed it and is acknowledged by now: not served again.
      this.drop(key, entry);
    } else if (entry) {
      this.stats.hits++;
      entry.lastHit = now;
      this.answers.touch(key, entry);
      return entry;
    }
    this.stats.misses++;
    return undefined;
  }

  /** A tracker for an answer about to be computed: what it reads is recorded while `track` runs. */
  begin(): ReadTracker {
    return this.reads.begin(this.log.seq);
  }

  track<T>(tracker: ReadTracker, fn: () => T): T {
    return this.reads.track(tracker, fn);
  }

  /** A statement read these (the database's plugin calls this for every read). */
  noteRead(deps: readonly ReadDep[]): void {
    this.reads.note(deps);
  }

  /** Stores an answer computed under `tracker`, unless a write since it began changed what it read. */
  store(key: string, tracker: ReadTracker, body: Buffer, headers: Record<string, string>): CachedAnswer {
    const deps = dedupe(tracker.deps);
    const entry = newAnswer(key, body, headers, deps, tracker.startSeq);
    if (!this.enabled || !this.answers.fits(entry.size)) return entry;
    if (this.log.changedBetween(tracker.startSeq, this.log.seq, deps)) {
      // A render a write overtook is still newer than the kept answer (033, amended): kept while a later render is under way.
      const kept = this.answers.peek(key);
      const until =
        kept && kept.seq > tracker.startSeq ? null : this.log.owedUntil(tracker.startSeq, deps, this.refreshes.renderingSince(key));
      if (until === null) {
        this.stats.refused++;
        return entry;
      }
      entry.staleUntil = until;
    }
    this.answers.set(key, entry);
    this.stats.stores++;
    return entry;
  }

  /** Where the write log stands now. */
  get writeSeq(): number {
    return this.log.seq;
  }

  /** Whether a write noted after `startSeq`, up to `endSeq`, changed what `deps` show. */
  changedBetween(startSeq: number, endSeq: number, deps: readonly ReadDep[]): boolean {
    return this.log.changedBetween(startSeq, endSeq, deps);
  }

  /** The body in `encoding`, or null when not worth it (store.ts). */
  encoded(entry: CachedAnswer, encoding: Encoding | null): Buffer | null {
    return this.answers.encoded(entry, encoding);
  }

  /** A write changed these (or is about to): the answers that show them go, at once or at the end of the window. */
  noteWrite(effects: readonly WriteEffect[]): void {
    const public_ = effects.filter((e) => !isPrivateTable(e.table));
    if (public_.length) this.window.note(public_);
  }

  /**
   * Resolves once every write noted so far reached this cache and its refreshes are done, with
   * several processes a window after this process's last write, and the edge in front was purged.
   * A write's answer waits for this.
   */
  async settled(): Promise<void> {
    // Which refreshes to wait for is decided now, not after a turn: a later write's refresh is its own.
    const applied = this.window.applied();
    if (applied) await applied;
    await this.refreshes.settled();
    if (this.sharedReads) await this.window.seenByOthers();
    // Last: once no process here serves the old answers, the edge drops its copies (docs/decisions/058).
    await this.edge?.flush();
  }

  /** How an answer a write changed is made again while the old one is still served (refresh.ts). */
  onRefresh(refresh: (key: string) => Promise<unknown>): void {
    this.refreshes.renderWith(refresh);
  }

  /**
   * Drops the answers these changes conflict with. With `refresh` (writes not yet acknowledged), a
   * recently served answer is made again instead, and served as it was until the new one is stored.
   */
  private applyWrite(public_: readonly WriteEffect[], refresh: { until?: number } | null): void {
    if (!public_.length) return;
    if (public_.some((e) => e.table === '*')) return this.invalidate();
    // Own writes are acknowledged after their refreshes; another process's at `until`; without a refresh, at once.
    const until = refresh ? (refresh.until ?? Infinity) : -Infinity;
    this.log.append(public_, until);
    const stale: [string, CachedAnswer][] = [];
    const now = performance.now();
    for (const key of this.answers.readersOf(public_.map((e) => e.table))) {
      const entry = this.answers.peek(key);
      if (!entry || !touches(public_, entry.deps)) continue;
      if (refresh && until > now && this.refreshes.wants(entry, stale.length, now)) {
        // Served no later than the earliest acknowledgement it owes.
        entry.staleUntil = Math.min(entry.staleUntil, until);
        stale.push([key, entry]);
      } else this.drop(key, entry);
    }
    if (stale.length) this.refreshes.start(stale);
  }

  /** Drops everything (a schema change, an unreadable statement, a lost database). */
  invalidate(): void {
    this.log.clearAll();
    this.stats.invalidations++;
    this.answers.clear();
  }

  private drop(key: string, entry: CachedAnswer) {
    this.answers.remove(key, entry);
    this.stats.removals++;
  }
}
