/** Renders that miss the cache, per client address: at most this many at once, and this many waiting. */
const MISSES_AT_ONCE = 4;
const MISSES_WAITING = 64;

/**
 * Turns to compute a miss, per client address (docs/decisions/019-read-cache-tags.md): one client
 * sending unique URLs renders at most four at a time, and is refused (429) past 64 waiting, so it
 * cannot hold the renders every other visitor needs.
 */
export class MissQueue {
  private clients = new Map<string, { running: number; waiting: (() => void)[] }>();

  /** A turn at once (true), one to wait for, or false when this client already has too many waiting. */
  acquire(ip: string): Promise<boolean> | boolean {
    let client = this.clients.get(ip);
    if (!client) this.clients.set(ip, (client = { running: 0, waiting: [] }));
    if (client.running < MISSES_AT_ONCE) {
      client.running++;
      return true;
    }
    if (client.waiting.length >= MISSES_WAITING) return false;
    const queue = client.waiting;
    return new Promise<boolean>((resolve) => queue.push(() => resolve(true)));
  }

  /** The turn is over: the next waiting request of this client gets it. */
  release(ip: string): void {
    const client = this.clients.get(ip);
    if (!client) return;
    const next = client.waiting.shift();
    if (next) next();
    else if (--client.running === 0) this.clients.delete(ip);
  }
}
