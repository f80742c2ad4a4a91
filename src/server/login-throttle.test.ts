import { describe, expect, it } from 'vitest';
import { MemoryLoginThrottle } from './login-throttle';

// D20 in one process (SQLite). The database store (PostgreSQL) is tested in tests/postgres/shared-state.test.ts.
describe('MemoryLoginThrottle', () => {
  it('blocks after the limit for the rest of the window, and a reset clears the key', async () => {
    let now = 1_000_000;
    const throttle = new MemoryLoginThrottle(() => now);
    for (let i = 0; i < 5; i++) expect(await throttle.hit('k', 5, 60_000)).toBe(0);
    expect(await throttle.blockedFor('k', 5)).toBe(60);
    expect(await throttle.blockedFor('other', 5)).toBe(0);
    now += 30_000;
    expect(await throttle.hit('k', 5, 60_000)).toBe(30);
    now += 30_000;
    expect(await throttle.blockedFor('k', 5)).toBe(0);
    for (let i = 0; i < 5; i++) await throttle.hit('k', 5, 60_000);
    await throttle.reset('k');
    expect(await throttle.blockedFor('k', 5)).toBe(0);
  });
});

describe('refund (docs/decisions/026)', () => {
  it('gives back one counted attempt', async () => {
    const throttle = new MemoryLoginThrottle(() => 1_000_000);
    for (let i = 0; i < 5; i++) await throttle.hit('k', 5, 60_000);
    expect(await throttle.hit('k', 5, 60_000)).toBeGreaterThan(0);
    await throttle.refund('k');
    await throttle.refund('k');
    expect(await throttle.hit('k', 5, 60_000)).toBe(0);
  });
});
