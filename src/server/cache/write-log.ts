import { conflicts, type ReadDep, type WriteEffect } from './tags/effects';

/** How many writes the log keeps for the store-time check (an answer older than that is served, not kept). */
const WRITE_LOG = 4096;

/** Whether a write's effects change what `deps` show. */
export const touches = (effects: readonly WriteEffect[], deps: readonly ReadDep[]): boolean =>
  effects.some((effect) => deps.some((dep) => conflicts(dep, effect)));

/**
 * The writes this cache has applied, numbered (docs/decisions/013-read-cache.md, "no stale
 * window"): an answer remembers the number its render began at, and is kept only if no write
 * after it changed what it read. `until` is how long an answer that does not show the write may
 * still be served while it is made again (docs/decisions/033).
 */
export class WriteLog {
  /** Writes applied so far. */
  seq = 0;
  /** The last full invalidation: every answer begun before it is out of date. */
  private clearedAt = 0;
  private log: { seq: number; effects: readonly WriteEffect[]; until: number }[] = [];

  append(effects: readonly WriteEffect[], until: number): void {
    this.seq++;
    this.log.push({ seq: this.seq, effects, until });
    if (this.log.length > WRITE_LOG) this.log.splice(0, this.log.length - WRITE_LOG);
  }

  /** Everything changed (a schema change, an unreadable statement, a lost database). */
  clearAll(): void {
    this.seq++;
    this.clearedAt = this.seq;
  }

  /** Whether a write noted after `startSeq`, up to `endSeq`, changed what `deps` show. */
  changedBetween(startSeq: number, endSeq: number, deps: readonly ReadDep[]): boolean {
    if (endSeq <= startSeq) return false;
    if (startSeq < this.clearedAt && this.clearedAt <= endSeq) return true;
    // Writes older than the log (or noted only as full invalidations): assume they changed it.
    if (!this.holdsAllAfter(startSeq)) return true;
    for (let i = this.log.length - 1; i >= 0; i--) {
      const write = this.log[i];
      if (write.seq <= startSeq) break;
      if (write.seq > endSeq) continue;
      if (touches(write.effects, deps)) return true;
    }
    return false;
  }

  /**
   * The writes after `startSeq` that changed `deps`: the last one's number and the earliest
   * acknowledgement they owe; null when the log cannot tell (a full invalidation since, or too old).
   */
  owedBy(startSeq: number, deps: readonly ReadDep[]): { last: number; until: number } | null {
    if (startSeq < this.clearedAt || !this.holdsAllAfter(startSeq)) return null;
    let until = Infinity;
    let last = startSeq;
    for (let i = this.log.length - 1; i >= 0 && this.log[i].seq > startSeq; i--) {
      const write = this.log[i];
      if (!touches(write.effects, deps)) continue;
      until = Math.min(until, write.until);
      last = Math.max(last, write.seq);
    }
    return { last, until };
  }

  /**
   * How long an answer begun at `startSeq` that writes overtook may be kept and served (033,
   * amended): while a render begun after every such write (`laterRender`) is under way, and no
   * later than the earliest acknowledgement those writes owe. Null: not kept.
   */
  owedUntil(startSeq: number, deps: readonly ReadDep[], laterRender: number | undefined): number | null {
    const owed = laterRender === undefined ? null : this.owedBy(startSeq, deps);
    return owed && laterRender !== undefined && laterRender >= owed.last && owed.until > performance.now() ? owed.until : null;
  }

  private holdsAllAfter(startSeq: number): boolean {
    const oldest = this.log[0];
    return oldest !== undefined && oldest.seq <= startSeq + 1;
  }
}
