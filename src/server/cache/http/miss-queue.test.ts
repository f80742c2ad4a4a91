import { describe, expect, it } from 'vitest';
import { MissQueue } from './miss-queue';

describe('MissQueue', () => {
  it('gives a client four turns at once, queues 64 more, refuses the rest, and hands turns on', async () => {
    const queue = new MissQueue();
    const now = Array.from({ length: 4 }, () => queue.acquire('a'));
    expect(now).toEqual([true, true, true, true]);
    const waiting = Array.from({ length: 64 }, () => queue.acquire('a'));
    expect(waiting.every((w) => w instanceof Promise)).toBe(true);
    expect(queue.acquire('a')).toBe(false);
    // Another client is not held up by this one.
    expect(queue.acquire('b')).toBe(true);
    queue.release('a');
    await expect(waiting[0]).resolves.toBe(true);
  });
});
