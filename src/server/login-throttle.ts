import type { DB } from './db/database';
import { clearCount, countHit, occasionalSweep, readCount } from './db/rate-limits';

/**
 * D20's login throttle: failed logins counted per client address and per email in fixed windows,
 * with a success clearing its email's count (which @fastify/rate-limit's stores cannot do; public
 * writes use that library, src/server/throttle.ts). In memory on SQLite (one process, D1); in the
 * database on PostgreSQL, where several processes must count on one counter
 * (docs/decisions/018-shared-state.md).
 */
export interface LoginThrottle {
  /** Counts a hit; answers the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
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
}
