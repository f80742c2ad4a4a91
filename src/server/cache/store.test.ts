import { describe, expect, it } from 'vitest';
import { AnswerStore, type CachedAnswer } from './store';

const answer = (size: number, tables: string[], body = Buffer.alloc(0)): CachedAnswer => ({
  body,
  etag: '"x"',
  headers: {},
  encoded: {},
  size,
  held: false,
  deps: tables.map((table) => ({ table, part: null, hidden: false })),
  lastHit: -Infinity,
  staleUntil: Infinity,
  seq: 0,
});

describe('AnswerStore', () => {
  it('evicts the least recently used first, within its byte budget, growth counted', () => {
    let evicted = 0;
    const store = new AnswerStore(290, () => evicted++);
    const a = answer(70, ['t'], Buffer.alloc(2000, 'a'));
    store.set('/a', a);
    store.set('/b', answer(70, ['t']));
    store.set('/c', answer(70, ['u']));
    store.touch('/a', a);
    store.set('/d', answer(70, ['u']));
    expect(store.size).toEqual({ entries: 4, bytes: 280 });
    const gzipped = store.encoded(a, 'gzip');
    expect(gzipped?.length).toBeGreaterThan(10);
    expect(store.encoded(a, 'gzip')).toBe(gzipped);
    // /b was the least recently used.
    expect([store.peek('/a'), store.peek('/b')].map(Boolean)).toEqual([true, false]);
    expect(evicted).toBe(1);
    expect(store.size.bytes).toBe(210 + (gzipped?.length ?? 0));
  });

  it('keeps nothing larger than a quarter of its budget', () => {
    const store = new AnswerStore(400);
    expect(store.fits(100)).toBe(true);
    expect(store.fits(101)).toBe(false);
  });

  it('finds the readers of a table, and those that read something unknown', () => {
    const store = new AnswerStore(10_000);
    store.set('/t', answer(1, ['t']));
    store.set('/u', answer(1, ['u']));
    store.set('/raw', answer(1, ['*']));
    expect([...store.readersOf(['t'])].sort()).toEqual(['/raw', '/t']);
    store.remove('/t', store.peek('/t') as CachedAnswer);
    expect([...store.readersOf(['t'])]).toEqual(['/raw']);
    store.clear();
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });
});
