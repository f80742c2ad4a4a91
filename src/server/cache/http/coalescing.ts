import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache, ReadTracker } from '../read-cache';
import type { CachedAnswer } from '../store';

type Made = { answer: CachedAnswer; tracker: ReadTracker } | null;

/** How long a request waits for another's render of its key, and how many renders in a row. */
const WAIT_MS = 2000;
const ROUNDS = 3;

/**
 * One render per key at a time: later requests for a key being computed wait for that answer
 * rather than compute it again, and are given it (kept or not) unless a write that changed what
 * it read was noted before they arrived (so no request sees an answer older than a write
 * acknowledged before it).
 */
export class Coalescing {
  private computing = new Map<string, Promise<Made>>();

  constructor(private readonly cache: ReadCache) {}

  /** Marks `key` as computed by this request until its answer is sent (or the client leaves), then calls `ended`. */
  computeUntilSent(req: FastifyRequest, reply: FastifyReply, key: string, ended: () => void = () => {}): void {
    let finish!: (made: Made) => void;
    const finished = new Promise<Made>((resolve) => (finish = resolve));
    if (!this.computing.has(key)) this.computing.set(key, finished);
    let over = false;
    const end = () => {
      if (over) return;
      over = true;
      ended();
      if (this.computing.get(key) === finished) this.computing.delete(key);
      const answer = req.readCacheAnswer;
      finish(answer && req.readCacheTracker ? { answer, tracker: req.readCacheTracker } : null);
    };
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
  }

  /** The answer another request made for `key` meanwhile, if it may be served to one that arrived at `arrived` (a write seq). */
  async waitFor(key: string, arrived: number): Promise<CachedAnswer | undefined> {
    for (let round = 0; round < ROUNDS; round++) {
      const pending = this.computing.get(key);
      if (!pending) return undefined;
      const made = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), WAIT_MS))]);
      const entry =
        this.cache.get(key) ??
        (made && !this.cache.changedBetween(made.tracker.startSeq, arrived, made.answer.deps) ? made.answer : undefined);
      if (entry) return entry;
    }
    return undefined;
  }
}
