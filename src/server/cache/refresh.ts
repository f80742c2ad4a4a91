import type { CachedAnswer } from './store';

/** An answer served this recently is made again when a write changes it, not dropped (at most this many per write). */
const REFRESH_HOT_MS = 2000;
const REFRESH_AT_ONCE = 8;
/** A refresh that takes longer than this gives up: its answer is dropped, and the write acknowledged. */
const REFRESH_TIMEOUT_MS = 2000;

/** What a refresh needs of the cache around it. */
export type RefreshHost = {
  /** Where the write log stands now. */
  seq: () => number;
  peek: (key: string) => CachedAnswer | undefined;
  /** Never served again (not made again in time). */
  drop: (key: string, entry: CachedAnswer) => void;
  /** `now` replaced `old`: as hot as `old` was, in the encodings its readers used. */
  replaced: (now: CachedAnswer, old: CachedAnswer) => void;
};

/** Waits for `work`, or until `deadline`, whichever comes first; a failure counts as done (the answer is then dropped). */
async function until(work: Promise<unknown>, deadline: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - performance.now()))))]);
  } catch {
    // Not made again.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A write is acknowledged after the answers readers want are made again, not dropped
 * (docs/decisions/033-refresh-before-acknowledging.md): meanwhile the old answer is still served,
 * so no reader waits for the render, and the write's answer waits for `settled`.
 */
export class Refreshes {
  private render: ((key: string) => Promise<unknown>) | null = null;
  /** The newest render under way of each answer being made again, with where the write log stood when it began. */
  private rendering = new Map<string, { seq: number; done: Promise<void> }>();
  private running = new Set<Promise<void>>();

  constructor(private readonly host: RefreshHost) {}

  /** How an answer is made again: an anonymous GET of its key, stored as any miss is. */
  renderWith(render: (key: string) => Promise<unknown>): void {
    this.render = render;
  }

  /** Whether `entry` is worth making again now, `chosen` being already chosen for this write. */
  wants(entry: CachedAnswer, chosen: number, now: number): boolean {
    return this.render !== null && chosen < REFRESH_AT_ONCE && now - entry.lastHit < REFRESH_HOT_MS;
  }

  /** Where the write log stood when the newest render under way of `key` began. */
  renderingSince(key: string): number | undefined {
    return this.rendering.get(key)?.seq;
  }

  async settled(): Promise<void> {
    if (this.running.size) await Promise.all(this.running);
  }

  start(stale: [string, CachedAnswer][]): void {
    const run: Promise<void> = Promise.all(stale.map((item) => this.one(item))).then(
      () => {},
      () => {},
    );
    this.running.add(run);
    void run.then(() => this.running.delete(run));
  }

  private async one([key, old]: [string, CachedAnswer]): Promise<void> {
    const render = this.render;
    if (!render) return;
    // A render begun from here on shows this write.
    const seq = this.host.seq();
    const shown = () => (this.host.peek(key)?.seq ?? Infinity) >= seq;
    const deadline = performance.now() + REFRESH_TIMEOUT_MS;
    let attempt = { seq, done: until(render(key), deadline) };
    this.rendering.set(key, attempt);
    await attempt.done;
    // Overtaken by a later write (kept in the meantime, or refused, at store time): that write is
    // making it again, and its render shows this write too. Its outcome decides, within this write's time limit.
    for (let later = this.rendering.get(key); !shown() && later && later !== attempt; later = this.rendering.get(key)) {
      if (performance.now() >= deadline) break;
      attempt = later;
      await until(later.done, deadline);
    }
    if (this.rendering.get(key) === attempt) this.rendering.delete(key);
    const now = this.host.peek(key);
    if (now && !shown()) this.host.drop(key, now);
    else if (now && now !== old && now.lastHit < old.lastHit) this.host.replaced(now, old);
  }
}
