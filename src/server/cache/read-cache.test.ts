import { describe, expect, it } from 'vitest';
import type { ReadDep, SharedChanges, SharedTag, WriteEffect } from './tags/effects';
import { matchesEtag, preferredEncoding } from './http/conditional';
import { ReadCache } from './read-cache';

const body = (text: string) => Buffer.from(text);

const dep = (table: string, part: string | null = null, hidden = false): ReadDep => ({ table, part, hidden });
const change = (table: string, part: string | null = null, hiddenOnly = false): WriteEffect => ({ table, part, hiddenOnly });
/** Stores `key` as an answer that read `deps`, begun now. */
function keep(cache: ReadCache, key: string, deps: ReadDep[], text = key) {
  const tracker = cache.begin();
  tracker.deps.push(...deps);
  return cache.store(key, tracker, body(text), {});
}

describe('ReadCache', () => {
  it('applies a burst of writes once per window, and a write settles only after it reached the cache', async () => {
    const cache = new ReadCache(true, 1024 * 1024, 40);
    keep(cache, '/roasts', [dep('job_title_translations')]);
    keep(cache, '/static', []);
    // The first write after a quiet spell: at once, and nothing to wait for.
    cache.noteWrite([change('job_title_translations')]);
    expect(cache.has('/roasts')).toBe(false);
    let settled = false;
    await cache.settled().then(() => (settled = true));
    expect(settled).toBe(true);
    // The next ones within the window: kept answers stay until the window ends...
    keep(cache, '/roasts', [dep('job_title_translations')]);
    const started = performance.now();
    for (let i = 0; i < 10; i++) cache.noteWrite([change('job_title_translations')]);
    expect(cache.has('/roasts')).toBe(true);
    // ...and an answer begun now, before they reached the cache, is not kept after they did.
    const racing = cache.begin();
    racing.deps.push(dep('job_title_translations'));
    await cache.settled();
    expect(performance.now() - started).toBeGreaterThan(30);
    expect(cache.has('/roasts')).toBe(false);
    expect(cache.has('/static')).toBe(true);
    cache.store('/roasts', racing, body('old'), {});
    expect(cache.has('/roasts')).toBe(false);
    // Ten writes, one removal for them all.
    expect(cache.stats.removals).toBe(2);
  });

  it('does not keep an answer computed while a write changed what it read (no stale copy after a race)', () => {
    const cache = new ReadCache(true, 1024 * 1024);
    const tracker = cache.begin();
    tracker.deps.push(dep('content_items'));
    cache.noteWrite([change('content_items', '3')]);
    cache.store('/api/content', tracker, body('old'), {});
    expect(cache.get('/api/content')).toBeUndefined();
    expect(cache.stats.refused).toBe(1);
    keep(cache, '/api/content', [dep('content_items')], 'new');
    expect(cache.get('/api/content')?.body.toString()).toBe('new');
    // A write elsewhere during the computation does not stop it from being kept.
    const other = cache.begin();
    other.deps.push(dep('content_items', '1'));
    cache.noteWrite([change('content_items', '2'), change('job_title_translations')]);
    cache.store('/api/content/1', other, body('one'), {});
    expect(cache.has('/api/content/1')).toBe(true);
  });

  it('drops only the answers a write changed: by table, by part, hidden rows apart', () => {
    const cache = new ReadCache(true, 1024 * 1024);
    keep(cache, '/list', [dep('content_items')]);
    keep(cache, '/one', [dep('content_items', '1'), dep('comments', '1')]);
    keep(cache, '/two', [dep('content_items', '2'), dep('comments', '2')]);
    keep(cache, '/roasts', [dep('job_title_translations')]);
    keep(cache, '/static', []);
    keep(cache, '/all-comments', [dep('comments', null, true)]);
    // Private tables change nothing; a pending comment changes only what counts hidden rows.
    cache.noteWrite([change('page_views'), change('admin_sessions')]);
    cache.noteWrite([change('comments', '1', true)]);
    expect(['/list', '/one', '/two', '/roasts', '/static'].every((k) => cache.has(k))).toBe(true);
    expect(cache.has('/all-comments')).toBe(false);
    // An approval on exhibition 1: its page, nothing else.
    cache.noteWrite([change('comments', '1')]);
    expect(cache.has('/one')).toBe(false);
    expect(['/list', '/two', '/roasts', '/static'].every((k) => cache.has(k))).toBe(true);
    // An edit of exhibition 2: the list and its page.
    cache.noteWrite([change('content_items', '2')]);
    expect(cache.has('/list')).toBe(false);
    expect(cache.has('/two')).toBe(false);
    expect(cache.has('/roasts')).toBe(true);
    // A write of the whole table; then an unreadable statement drops everything.
    cache.noteWrite([change('job_title_translations')]);
    expect(cache.has('/roasts')).toBe(false);
    cache.noteWrite([change('*')]);
    expect(cache.size.entries).toBe(0);
  });

  it('stays within its size, evicting the least recently used first, compressed copies counted', () => {
    const cache = new ReadCache(true, 10_000);
    const big = 'x'.repeat(2000);
    for (const key of ['/1', '/2', '/3', '/4']) keep(cache, key, [], big);
    cache.get('/1');
    keep(cache, '/5', [], big);
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
    const entry = keep(cache, '/a', []);
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

describe('ReadCache with versions shared by several processes', () => {
  /** A source of shared changes whose reads resolve only when the test says so. */
  function controlledSource() {
    let value = 0;
    let tags: SharedTag[] = [];
    const pending: { resolve: (v: SharedChanges) => void }[] = [];
    return {
      set: (v: number, changed: WriteEffect[] = []) => {
        value = v;
        tags = changed.map((effect) => ({ ...effect, version: v }));
      },
      read: (since: number) =>
        new Promise<SharedChanges>((resolve) =>
          pending.push({ resolve: (c) => resolve(c.version > since ? c : { version: since, tags: [] }) }),
        ),
      /** Answers the oldest read in flight with the state as it is now (the database's state at that read). */
      answer: (override?: SharedChanges) => pending.shift()!.resolve(override ?? { version: value, tags }),
      get inFlight() {
        return pending.length;
      },
    };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));
  /**
   * A cache reading its shared version from a controlled source, synced once already; `syncNow`
   * syncs with the source answering at once (the state as it is now, or `override`).
   */
  async function sharedCache() {
    const source = controlledSource();
    const cache = new ReadCache(true, 1024 * 1024);
    cache.shareVersion(source.read);
    const syncNow = async (override?: SharedChanges) => {
      const synced = cache.sync();
      source.answer(override);
      await synced;
    };
    await syncNow();
    return { source, cache, syncNow };
  }

  it('drops what another process changed, nothing else', async () => {
    const { source, cache, syncNow } = await sharedCache();
    keep(cache, '/a', [dep('content_items')]);
    keep(cache, '/b', [dep('job_title_translations')]);
    // The same version: kept.
    await syncNow();
    expect(cache.get('/a')?.body.toString()).toBe('/a');
    // Another process wrote an exhibition.
    source.set(1, [change('content_items', '4')]);
    await syncNow();
    expect(cache.has('/a')).toBe(false);
    expect(cache.has('/b')).toBe(true);
    // Too many changes to list: everything goes.
    await syncNow({ version: 5000, tags: null });
    expect(cache.size.entries).toBe(0);
  });

  it("does not drop again what this process's own write dropped already, but does when another process changed it since", async () => {
    const { source, cache, syncNow } = await sharedCache();
    // This process wrote a roast (noted here, then bumped as version 1); the page was made again after it.
    cache.noteWrite([change('job_title_translations')]);
    cache.noteOwnBump(1);
    keep(cache, '/translator', [dep('job_title_translations')]);
    source.set(1, [change('job_title_translations')]);
    await syncNow();
    expect(cache.has('/translator')).toBe(true);
    // Version 2 is another process's write of the same table: dropped.
    source.set(2, [change('job_title_translations')]);
    await syncNow();
    expect(cache.has('/translator')).toBe(false);
    // A bump a read has seen already is not taken for this process's own: version 3 is another's again.
    cache.noteOwnBump(2);
    keep(cache, '/translator', [dep('job_title_translations')]);
    source.set(3, [change('job_title_translations')]);
    await syncNow();
    expect(cache.has('/translator')).toBe(false);
  });

  it('lets requests that arrive while a read is in flight share the next read, never the one in flight', async () => {
    const { source, cache } = await sharedCache();
    keep(cache, '/a', [dep('content_items')]);
    const early = cache.sync(); // its read is issued now
    expect(source.inFlight).toBe(1);
    // A write commits elsewhere, then two requests arrive while the early read is still out.
    let lateDone = 0;
    const late = [cache.sync(), cache.sync()].map((p) => p.then(() => lateDone++));
    expect(source.inFlight).toBe(1);
    // The early read answers from before the write (it was issued before it): the late ones must not trust it.
    source.answer();
    source.set(1, [change('content_items')]);
    await early;
    await flush();
    expect(lateDone).toBe(0);
    expect(source.inFlight).toBe(1); // one more read, for both late requests
    source.answer();
    await Promise.all(late);
    expect(lateDone).toBe(2);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats.versionReads).toBe(3);
  });

  it('with a write window, answers from a read issued less than a window ago, issuing the next one in the background', async () => {
    const source = controlledSource();
    const cache = new ReadCache(true, 1024 * 1024, 100);
    cache.shareVersion(source.read);
    const first = cache.sync();
    source.answer();
    await first;
    keep(cache, '/a', [dep('content_items')]);
    // Within half a window: the answered read serves, and nothing is issued.
    await cache.sync();
    expect(source.inFlight).toBe(0);
    await new Promise((r) => setTimeout(r, 60));
    // Half a window on: still served at once (the source has not answered), and the next read is out.
    await cache.sync();
    expect(source.inFlight).toBe(1);
    source.set(1, [change('content_items')]);
    source.answer();
    await flush();
    expect(cache.has('/a')).toBe(true); // not applied until a request syncs
    await cache.sync();
    expect(cache.has('/a')).toBe(false);
    // A window after the newest read was issued, a request waits for a read of its own.
    await new Promise((r) => setTimeout(r, 110));
    let done = false;
    const late = cache.sync().then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    expect(source.inFlight).toBe(1);
    source.answer();
    await late;
  });

  it("makes an answer readers ask for again after another process's write, served only until that write's acknowledgement", async () => {
    const source = controlledSource();
    const cache = new ReadCache(true, 1024 * 1024, 100);
    cache.shareVersion(source.read);
    const renders: string[] = [];
    let rendered = () => {};
    // A render still under way, until the test ends it (it then stores nothing).
    cache.onRefresh((key) => {
      renders.push(key);
      return new Promise<void>((resolve) => (rendered = resolve));
    });
    const first = cache.sync();
    source.answer();
    await first;
    keep(cache, '/hot', [dep('content_items')], 'old');
    keep(cache, '/cold', [dep('content_items')], 'old');
    cache.get('/hot');
    // Another process wrote: it answers its writer a window after its commit, which came after the first read was issued.
    await new Promise((r) => setTimeout(r, 60));
    await cache.sync(); // served by the first read; the next one goes out
    source.set(1, [change('content_items')]);
    source.answer();
    await flush();
    await cache.sync();
    // The answer readers asked for is being made again, and meanwhile still served.
    expect(renders).toEqual(['/hot']);
    expect(cache.get('/hot')?.body.toString()).toBe('old');
    expect(cache.has('/cold')).toBe(false);
    // Past a window after that first read was issued, the old answer is never served.
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.get('/hot')).toBeUndefined();
    rendered();
  });

  it('makes an answer readers ask for again before a write settles; a render overtaken by a later write is kept until the later one', async () => {
    const cache = new ReadCache(true, 1024 * 1024);
    const renders: (() => void)[] = [];
    cache.onRefresh(
      (key) =>
        new Promise<void>((resolve) => {
          const tracker = cache.begin();
          tracker.deps.push(dep('job_title_translations'));
          renders.push(() => {
            cache.store(key, tracker, body(`new ${renders.length}`), {});
            resolve();
          });
        }),
    );
    keep(cache, '/roasts', [dep('job_title_translations')], 'old');
    cache.get('/roasts');
    cache.noteWrite([change('job_title_translations')]);
    let firstSettled = false;
    const first = cache.settled().then(() => (firstSettled = true));
    cache.noteWrite([change('job_title_translations')]);
    let secondSettled = false;
    const second = cache.settled().then(() => (secondSettled = true));
    expect(renders).toHaveLength(2);
    // Until a render is stored, readers get the old answer, and neither write settles.
    await flush();
    expect(cache.get('/roasts')?.body.toString()).toBe('old');
    expect(firstSettled).toBe(false);
    // The first render began before the second write: it shows the first write, so it is kept in
    // the old one's place (and the first write settles) while the second render is under way.
    renders[0]();
    await first;
    expect(cache.get('/roasts')?.body.toString()).toBe('new 2');
    expect(secondSettled).toBe(false);
    renders[1]();
    await second;
    expect(cache.get('/roasts')?.body.toString()).toBe('new 2');
    expect(cache.stats).toMatchObject({ refused: 0, refreshes: 2, removals: 0 });
  });

  it('drops an overtaken render it kept when the later render fails, before the later write settles', async () => {
    const cache = new ReadCache(true, 1024 * 1024);
    const renders: { store: () => void; fail: () => void }[] = [];
    cache.onRefresh(
      (key) =>
        new Promise<void>((resolve, reject) => {
          const tracker = cache.begin();
          tracker.deps.push(dep('job_title_translations'));
          renders.push({
            store: () => {
              cache.store(key, tracker, body('first render'), {});
              resolve();
            },
            fail: () => reject(new Error('render failed')),
          });
        }),
    );
    keep(cache, '/roasts', [dep('job_title_translations')], 'old');
    cache.get('/roasts');
    cache.noteWrite([change('job_title_translations')]);
    cache.noteWrite([change('job_title_translations')]);
    const settled = cache.settled();
    renders[0].store();
    await flush();
    expect(cache.get('/roasts')?.body.toString()).toBe('first render');
    renders[1].fail();
    await settled;
    // The kept answer does not show the second write, now acknowledged: never served again.
    expect(cache.get('/roasts')).toBeUndefined();
  });

  it('refuses a render overtaken by a write that made nothing again (no later render to replace it)', () => {
    const cache = new ReadCache(true, 1024 * 1024);
    const tracker = cache.begin();
    tracker.deps.push(dep('job_title_translations'));
    cache.noteWrite([change('job_title_translations')]);
    expect(cache.store('/roasts', tracker, body('raced'), {}).held).toBe(false);
    expect(cache.stats.refused).toBe(1);
  });

  it('is a no-op without a shared version (SQLite, one process)', async () => {
    const cache = new ReadCache(true, 1024 * 1024);
    keep(cache, '/a', []);
    await cache.sync();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.shared).toBe(false);
  });
});
