import { describe, expect, it } from 'vitest';
import { matchesEtag, preferredEncoding, ReadCache } from './read-cache';

const body = (text: string) => Buffer.from(text);

describe('ReadCache', () => {
  it('does not keep an answer computed while a write happened (no stale copy after a race)', () => {
    const cache = new ReadCache(true, 1024 * 1024);
    const started = cache.version;
    cache.noteWrite(['content_items']);
    cache.store('/api/content', started, body('old'), {});
    expect(cache.get('/api/content')).toBeUndefined();
    cache.store('/api/content', cache.version, body('new'), {});
    expect(cache.get('/api/content')?.body.toString()).toBe('new');
  });

  it('ignores writes to tables no public read shows, and drops everything on any other', () => {
    const cache = new ReadCache(true, 1024 * 1024);
    cache.store('/a', cache.version, body('a'), {});
    cache.noteWrite(['page_views']);
    cache.noteWrite(['admin_sessions', 'mail_outbox']);
    expect(cache.get('/a')).toBeDefined();
    cache.noteWrite(['page_views', 'comments']);
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/a', cache.version, body('a'), {});
    cache.noteWrite(['*']);
    expect(cache.size.entries).toBe(0);
  });

  it('stays within its size, evicting the least recently used first, compressed copies counted', () => {
    const cache = new ReadCache(true, 10_000);
    const big = body('x'.repeat(2000));
    for (const key of ['/1', '/2', '/3', '/4']) cache.store(key, cache.version, big, {});
    cache.get('/1');
    cache.store('/5', cache.version, big, {});
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/2')).toBeUndefined();
    const entry = cache.get('/5')!;
    const before = cache.size.bytes;
    expect(cache.encoded(entry, 'gzip')).not.toBeNull();
    expect(cache.size.bytes).toBeGreaterThan(before - 2300);
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.encoded(entry, 'gzip')).toBe(entry.encoded.gzip);
  });

  it('keeps nothing when turned off', () => {
    const cache = new ReadCache(false, 1024 * 1024);
    const entry = cache.store('/a', cache.version, body('a'), {});
    expect(entry.etag).toMatch(/^"/);
    expect(cache.get('/a')).toBeUndefined();
  });
});

describe('content negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'gzip'],
    [undefined, null],
  ])('Accept-Encoding %s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
