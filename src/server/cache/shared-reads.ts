import type { SharedChanges, SharedTag, WriteEffect } from './tags/effects';

/** Hears every change a shared read brings (null: anything). */
export type SharedListener = (effects: readonly WriteEffect[] | null) => void;

/** Who a shared read is applied to (read-cache.ts). */
type SharedReadsTarget = {
  isPrivate: (table: string) => boolean;
  /** Counts the reads issued. */
  onRead: () => void;
  listeners: readonly SharedListener[];
  invalidate: () => void;
  /** Other processes' writes, acknowledged by them at `until` (null: at once). */
  apply: (foreign: readonly WriteEffect[], until: number | null) => void;
};

/** A shared read's answer, with when it was issued. */
type SharedRead = { changes: SharedChanges; at: number };

/** What a shared read brought that this cache has not seen. */
export type SharedNews = {
  /** The first read tells nothing of what changed before it. */
  first: boolean;
  /** The tags changed since the last read (null: too many to list, everything). */
  fresh: SharedTag[] | null;
  /** Of those, what other processes changed (a tag last changed by this process reached the cache already). */
  foreign: WriteEffect[] | null;
  /** When the read before this one was issued: a write it did not see committed after that. */
  seenAt: number;
};

/**
 * The versions several processes on one PostgreSQL database share (docs/decisions/018-shared-state.md,
 * 033): before a cached read, the process learns what any of them wrote. Requests share reads: a
 * read issued less than a window ago sees every write acknowledged before the request arrived (a
 * write is acknowledged a window after its commit); half a window on, the next goes out in the
 * background so readers never wait on a round trip; without a window, requests arriving while a
 * read is in flight wait for the next one (one for all of them), never the read in flight.
 */
export class SharedReads {
  /** The shared version last read. */
  private seen = -1;
  private seenAt = -Infinity;
  private inFlight: Promise<SharedRead> | null = null;
  private queued: Promise<SharedRead> | null = null;
  private lastRead: { at: number; read: Promise<SharedRead> } | null = null;
  private lastAnswered: { at: number; read: Promise<SharedRead> } | null = null;
  /** The versions of this process's own committed bumps not yet seen by a shared read. */
  private ownBumps = new Set<number>();

  constructor(
    /** The tags bumped after version `since` by writes of any process, with the newest version. */
    private readonly read: (since: number) => Promise<SharedChanges>,
    private readonly windowMs: number,
    private readonly to: SharedReadsTarget,
  ) {}

  /**
   * Applies what a read brought: every listener hears the tags (null: anything); the cache drops
   * everything when they are too many to list, else applies other processes' writes, which they
   * acknowledge a window after their commit (itself after the read before this one): until then
   * the old answers may still be served while they are made again (033).
   */
  async sync(): Promise<void> {
    const news = await this.next();
    if (!news) return;
    for (const listener of this.to.listeners) listener(news.first ? null : news.fresh);
    if (news.first) return;
    if (!news.foreign) this.to.invalidate();
    else if (news.foreign.length) this.to.apply(news.foreign, this.windowMs > 0 ? news.seenAt + this.windowMs : null);
  }

  /** What changed since the version was last read; null when nothing did. */
  private async next(): Promise<SharedNews | null> {
    const { changes, at } = await this.nextRead();
    const seen = this.seen;
    const seenAt = this.seenAt;
    if (changes.version <= seen) return null;
    this.seen = changes.version;
    this.seenAt = at;
    // Only what changed after the version seen (a read issued before the last one was used may repeat some).
    const fresh = changes.tags?.filter((e) => e.version > seen) ?? null;
    const foreign = fresh?.filter((e) => !this.ownBumps.has(e.version) && !this.to.isPrivate(e.table)) ?? null;
    for (const version of this.ownBumps) if (version <= changes.version) this.ownBumps.delete(version);
    return { first: seen < 0, fresh, foreign, seenAt };
  }

  /** This process committed a bump (its changes reached its cache first): not applied again when a read brings it. */
  noteOwnBump(version: number): void {
    if (version > this.seen) this.ownBumps.add(version);
  }

  private nextRead(): Promise<SharedRead> {
    if (this.windowMs > 0) {
      const now = performance.now();
      const answered = this.lastAnswered;
      if (answered && now - answered.at < this.windowMs) {
        if (now - answered.at >= this.windowMs / 2 && !this.inFlight && !this.queued) this.issue().catch(() => {});
        return answered.read;
      }
      if (this.lastRead && now - this.lastRead.at < this.windowMs) return this.lastRead.read;
    }
    if (!this.inFlight) return this.issue();
    if (!this.queued) {
      this.queued = this.inFlight
        .then(
          () => {},
          () => {},
        )
        .then(() => {
          this.queued = null;
          return this.issue();
        });
    }
    return this.queued;
  }

  private issue(): Promise<SharedRead> {
    const at = performance.now();
    this.to.onRead();
    const p: Promise<SharedRead> = this.read(Math.max(this.seen, 0))
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
}
