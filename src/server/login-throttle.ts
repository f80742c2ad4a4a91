import type { DB } from './db/database';
import { clearCount, countHit, occasionalSweep, readCount, refundHit } from './db/rate-limits';

/**
 * D20's login throttle: attempts counted per client address and per email in fixed windows, each
 * counted BEFORE the password is verified and given back when it succeeds (docs/decisions/026),
 * with a success clearing its email's count (which @fastify/rate-limit's stores cannot do; public
 * writes use that library, src/server/throttle.ts). The app counts in the database on both
 * dialects (one atomic upsert per hit, so parallel attempts cannot all pass); the memory version
 * is kept for unit tests of the rule.
 */
export interface LoginThrottle {
  /** Counts a hit; answers the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
  /** Gives back one hit (the attempt it counted succeeded). */
  refund(key: string): Promise<void>;
  /** Tells the metrics of a failed sign-in (no counting). */
  noteFailure(): void;
  /** Seconds until `key` may try again without counting a hit; 0 when allowed. */
  blockedFor(key: string, limit: number): Promise<number>;
  reset(key: string): Promise<void>;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** One process's counters (SQLite, D1). */
export class MemoryLoginThrottle implements LoginThrottle {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<number> {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      this.windows.set(key, { count: 1, resetAt: t + windowMs });
      if (this.windows.size > 50_000) this.sweep(t);
      return 0;
    }
    w.count += 1;
    return w.count > limit ? seconds(w.resetAt - t) : 0;
  }

  async blockedFor(key: string, limit: number): Promise<number> {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t || w.count < limit) return 0;
    return seconds(w.resetAt - t);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  refund(key: string): Promise<void> {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
    return Promise.resolve();
  }

  noteFailure(): void {}

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

/** Counters in the `rate_limits` table, shared by every process on the database (PostgreSQL). */
export class DatabaseLoginThrottle implements LoginThrottle {
  private readonly sweep: () => void;

  constructor(private readonly db: DB) {
    this.sweep = occasionalSweep(db);
  }

  async hit(key: string, limit: number, windowMs: number): Promise<number> {
    this.sweep();
    const { count, ttlMs } = await countHit(this.db, key, windowMs);
    return count > limit ? Math.max(1, seconds(ttlMs)) : 0;
  }

  async blockedFor(key: string, limit: number): Promise<number> {
    const { count, ttlMs } = await readCount(this.db, key);
    return count < limit ? 0 : Math.max(1, seconds(ttlMs));
  }

  async reset(key: string): Promise<void> {
    await clearCount(this.db, key);
  }

  async refund(key: string): Promise<void> {
    await refundHit(this.db, key);
  }

  noteFailure(): void {}
}
