/**
 * D20's login throttle: failed logins counted per client address and per email in fixed windows,
 * with a success clearing its email's count (which @fastify/rate-limit's stores cannot do; public
 * writes use that library, src/server/throttle.ts). In memory: one process serves the site (D1).
 */
export class LoginThrottle {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a hit; returns seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowMs: number): number {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      this.windows.set(key, { count: 1, resetAt: t + windowMs });
      if (this.windows.size > 50_000) this.sweep(t);
      return 0;
    }
    w.count += 1;
    return w.count > limit ? Math.ceil((w.resetAt - t) / 1000) : 0;
  }

  /** Seconds until `key` may try again without counting a hit; 0 when allowed. */
  blockedFor(key: string, limit: number): number {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t || w.count < limit) return 0;
    return Math.ceil((w.resetAt - t) / 1000);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}
