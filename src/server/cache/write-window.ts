import type { WriteEffect } from './tags/effects';

/**
 * Writes reach the cache at most once per window (docs/decisions/032-write-window.md, 250 ms by
 * 034): the first write after a quiet spell at once, later ones together at the window's end. A
 * write is acknowledged only after it reached the cache (`applied`), so no acknowledged write is
 * ever followed by a stale answer, while a burst of writes costs one re-render per window.
 */
export class WriteWindow {
  private pending: WriteEffect[] = [];
  private lastApplied = -Infinity;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private waiters: (() => void)[] = [];
  /** When this process last noted a public write (several processes: its answer waits a window after it). */
  private lastWriteAt = -Infinity;

  constructor(
    /** 0: every write reaches the cache at once, and no answer waits. */
    readonly ms: number,
    private readonly apply: (effects: readonly WriteEffect[]) => void,
  ) {}

  note(effects: readonly WriteEffect[]): void {
    const now = performance.now();
    this.lastWriteAt = now;
    if (this.ms <= 0 || (!this.flushTimer && now - this.lastApplied >= this.ms)) {
      this.lastApplied = now;
      this.apply(effects);
      return;
    }
    this.pending.push(...effects);
    this.flushTimer ??= setTimeout(() => this.flush(), Math.max(0, this.lastApplied + this.ms - now));
  }

  /** Resolves once every write noted so far was applied; null when they all were (no turn of the event loop to wait). */
  applied(): Promise<void> | null {
    return this.flushTimer ? new Promise<void>((resolve) => this.waiters.push(resolve)) : null;
  }

  /** Resolves a window after this process's last write: by then every other process's next shared read sees it. */
  async seenByOthers(): Promise<void> {
    const wait = this.lastWriteAt + this.ms - performance.now();
    if (this.ms > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  private flush(): void {
    this.flushTimer = null;
    const effects = this.pending;
    this.pending = [];
    this.lastApplied = performance.now();
    if (effects.length) this.apply(effects);
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
