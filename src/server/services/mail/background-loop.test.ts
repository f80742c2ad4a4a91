import { describe, expect, it } from 'vitest';
import { BackgroundLoop } from './background-loop';

/** A loop whose rounds are counted, and last as long as the test says. */
class Rounds extends BackgroundLoop {
  rounds = 0;
  constructor(private readonly roundMs: number) {
    super();
  }
  start() {
    this.stopped = false;
    this.notify();
  }
  stop(drainMs: number) {
    return this.halt(drainMs);
  }
  protected async tick() {
    this.rounds++;
    await new Promise((resolve) => setTimeout(resolve, this.roundMs));
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BackgroundLoop', () => {
  it('runs a round on notify, and one more after it for a notify during it', async () => {
    const loop = new Rounds(30);
    loop.start();
    await settle(10);
    loop.notify();
    loop.notify();
    await settle(100);
    expect(loop.rounds).toBe(2);
    expect(await loop.stop(100)).toBe(false);
  });

  it('takes no round before start or after stop', async () => {
    const loop = new Rounds(0);
    loop.notify();
    await settle(20);
    expect(loop.rounds).toBe(0);
    loop.start();
    await settle(20);
    await loop.stop(100);
    loop.notify();
    await settle(20);
    expect(loop.rounds).toBe(1);
  });

  it('says when the round in hand outlasted the wait at stop', async () => {
    const loop = new Rounds(200);
    loop.start();
    await settle(10);
    expect(await loop.stop(20)).toBe(true);
  });
});
