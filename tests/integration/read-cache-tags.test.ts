import { describe, expect, it } from 'vitest';
import { MAX_BATCH } from '~/routers/trpc';
import { useAdminTestApp, useBuiltClientApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { errorOutput } from '~/shared/schemas/answers';
import type { ApiJson } from '../helpers/api-types';
import { commentLists, gracePending, sendComment, trpcInput, twoExhibitions } from '../helpers/comments';

// The read cache invalidates what changed, nothing else, and keeps one entry per canonical URL
// (docs/decisions/019-read-cache-tags.md). tests/integration/read-cache.test.ts proves
// that every write still shows in the very next read.

const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 10_000 });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Reads each address twice: from then on it is kept. */
async function prime(urls: string[]) {
  for (const url of urls) {
    await get(url);
    expect((await get(url)).statusCode, url).toBe(200);
    expect(t.app.readCache.has(url), `${url} is kept`).toBe(true);
  }
}

/**
 * The ETags kept now: after a write, an answer that shows what it changed is made again (decision
 * 033: a new ETag) or dropped (none); any other keeps its entry (the same ETag).
 */
const keptTags = (app: { readCache: { peek: (key: string) => { etag: string } | undefined } }, urls: string[]) =>
  new Map(urls.map((url) => [url, app.readCache.peek(url)?.etag]));

describe('invalidating what changed, nothing else', () => {
  it("a pending comment leaves every kept answer kept, its exhibition's too", async () => {
    const [one] = await twoExhibitions(t.app);
    const urls = [
      '/api/content',
      `/trpc/public.content.byId?input=${trpcInput({ id: one })}`,
      ...commentLists(one),
      '/api/latest-content',
      '/api/experiments/job-title-translator/latest',
      '/',
    ];
    await prime(urls);
    const { removals, invalidations } = t.app.readCache.stats;
    await sendComment(t.app, one, { authorName: 'Ada', authorEmail: 'ada@example.com', comment: 'Pending, so nobody sees it yet.' });
    // Nor does a supporter, an application, a page view, or a delete of nothing.
    expect(
      (
        await injectJson(t.app, 'POST', '/api/membership', {
          firstName: 'A',
          lastName: 'B',
          email: 'ab@example.com',
          interests: ['Research'],
          motivation: 'A considered motivation for joining the club.',
        })
      ).status,
    ).toBeLessThan(500);
    expect((await admin('DELETE', '/api/admin/comments/999999')).status).toBe(404);
    for (const url of urls) {
      const hits = t.app.readCache.stats.hits;
      expect((await get(url)).statusCode, url).toBe(200);
      expect(t.app.readCache.stats.hits, `${url} is still served from the cache`).toBe(hits + 1);
    }
    expect(t.app.readCache.stats).toMatchObject({ removals, invalidations });
    expect((await get(`/api/content/${one}/comments`)).json()).not.toContainEqual(expect.objectContaining({ authorName: 'Ada' }));
  });

  it('an approval refreshes exactly the answers that show the comment', async () => {
    const { one, id, shows, otherLists } = await gracePending(t.app, 'Approved in a moment, shown at once.');
    const others = [
      ...otherLists,
      '/api/content',
      `/trpc/public.content.byId?input=${trpcInput({ id: one })}`,
      '/api/latest-content',
      '/api/experiments/job-title-translator/latest',
    ];
    await prime([...shows, ...others]);
    let before = keptTags(t.app, [...shows, ...others]);
    expect((await admin('PATCH', `/api/admin/comments/${id}/approve`)).status).toBe(200);
    for (const url of shows) expect(t.app.readCache.peek(url)?.etag, `${url} is made again`).not.toBe(before.get(url));
    for (const url of others) expect(t.app.readCache.peek(url)?.etag, `${url} is kept as it was`).toBe(before.get(url));
    expect((await get(shows[0])).json()).toContainEqual(expect.objectContaining({ authorName: 'Grace' }));
    // Rejecting (deleting) an approved comment changes them again, and the other exhibition's stays.
    await prime(shows);
    before = keptTags(t.app, [...shows, others[0]]);
    expect((await admin('DELETE', `/api/admin/comments/${id}`)).status).toBe(200);
    for (const url of shows) expect(t.app.readCache.peek(url)?.etag, `${url} is made again`).not.toBe(before.get(url));
    expect(t.app.readCache.peek(others[0])?.etag).toBe(before.get(others[0]));
    expect((await get(shows[0])).json()).not.toContainEqual(expect.objectContaining({ authorName: 'Grace' }));
  });

  it('a roast refreshes the roasts, not the exhibitions', async () => {
    const [one] = await twoExhibitions(t.app);
    const urls = ['/api/experiments/job-title-translator/latest', '/api/content', `/api/content/${one}/comments`];
    await prime(urls);
    const before = keptTags(t.app, urls);
    const roast = await injectJson(t.app, 'POST', '/api/experiments/job-title-translator', { jobTitle: 'Head of Vibes' });
    expect(roast.status).toBe(201);
    expect(t.app.readCache.peek(urls[0])?.etag).not.toBe(before.get(urls[0]));
    for (const url of urls.slice(1)) expect(t.app.readCache.peek(url)?.etag, url).toBe(before.get(url));
    expect(
      (await get('/api/experiments/job-title-translator/latest')).json<ApiJson<'/api/experiments/job-title-translator/latest', 'GET'>>()[0],
    ).toMatchObject({ originalTitle: 'Head of Vibes' });
  });
});

describe('one URL, one entry', () => {
  it("answers tracking tags (utm_*, fbclid, gclid) from the bare URL's entry, and keeps no entry of their own", async () => {
    await prime(['/api/content']);
    const bare = (await get('/api/content')).body;
    const entries = t.app.readCache.size.entries;
    for (const url of ['/api/content?utm_source=x', '/api/content?fbclid=y', '/api/content?utm_medium=a&gclid=b&utm_campaign=c']) {
      const hits = t.app.readCache.stats.hits;
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(bare);
      expect(t.app.readCache.stats.hits, url).toBe(hits + 1);
    }
    expect(t.app.readCache.size.entries).toBe(entries);
  });

  it('refuses a tRPC batch over the maximum with a 400, before any call runs', async () => {
    const calls = (n: number) => Array.from({ length: n }, () => 'public.content.list').join(',');
    const inputs = (n: number) => trpcInput(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}])));
    const ok = await get(`/trpc/${calls(MAX_BATCH)}?batch=1&input=${inputs(MAX_BATCH)}`);
    expect(ok.statusCode).toBe(200);
    const refused = await get(`/trpc/${calls(MAX_BATCH + 1)}?batch=1&input=${inputs(MAX_BATCH + 1)}`);
    expect(refused.statusCode).toBe(400);
    expect(errorOutput.parse(refused.json()).error).toMatch(`at most ${MAX_BATCH} calls`);
    // Hundreds of calls: refused too (their address alone is too long for the router: 414).
    const huge = await get(`/trpc/${calls(500)}?batch=1&input=${inputs(500)}`);
    expect([400, 414]).toContain(huge.statusCode);
    const post = await t.app.inject({
      method: 'POST',
      url: `/trpc/${calls(MAX_BATCH + 1)}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(post.statusCode).toBe(400);
  });
});

describe('pages (the built client: npm test builds it first)', () => {
  const { page, ...pages } = useBuiltClientApp();

  it("serves /?utm_source=x, /?fbclid=y and parameters no route reads from the bare page's entry", async () => {
    const bare = await page('/');
    expect(bare.statusCode).toBe(200);
    await page('/exhibitions');
    const entries = pages.t.app.readCache.size.entries;
    for (const [url, canonical] of [
      ['/?utm_source=x', '/'],
      ['/?fbclid=y', '/'],
      ['/?utm_source=newsletter&utm_campaign=autumn', '/'],
      ['/?nonsense=1', '/'],
      ['/exhibitions?cachebuster=123', '/exhibitions'],
    ] as const) {
      const hits = pages.t.app.readCache.stats.hits;
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe((await page(canonical)).body);
      expect(res.body).not.toMatch(/nonsense=|utm_source|fbclid|cachebuster/);
      expect(pages.t.app.readCache.stats.hits, url).toBe(hits + 2);
    }
    expect(pages.t.app.readCache.size.entries).toBe(entries);
  });

  it('keeps the parameters a route reads: /brain-arsenal?type= is a page of its own, a bad value is the bare page', async () => {
    const all = await page('/brain-arsenal');
    const tools = await page('/brain-arsenal?type=tool&utm_source=x&ref=y');
    expect(all.statusCode).toBe(200);
    expect(tools.statusCode).toBe(200);
    expect(pages.t.app.readCache.has('/brain-arsenal?type=tool')).toBe(true);
    expect(pages.t.app.readCache.has('/brain-arsenal')).toBe(true);
    const hits = pages.t.app.readCache.stats.hits;
    expect((await page('/brain-arsenal?type=tool')).body).toBe(tools.body);
    expect((await page('/brain-arsenal?type=nonsense')).body).toBe(all.body);
    expect(pages.t.app.readCache.stats.hits).toBe(hits + 2);
  });

  it('a made-up session cookie is served the kept page', async () => {
    await page('/');
    const hits = pages.t.app.readCache.stats.hits;
    const res = await page('/', { cookie: `bac_admin_session=${'b'.repeat(40)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(pages.t.app.readCache.stats.hits).toBe(hits + 1);
  });

  it("a pending comment leaves the exhibition's page kept; its approval refreshes it and not the other pages", async () => {
    const [one, two] = await twoExhibitions(pages.t.app);
    const sent = await sendComment(pages.t.app, one, {
      authorName: 'Lovelace',
      authorEmail: 'l@example.com',
      comment: 'A remark worth approving.',
    });
    const urls = [`/exhibitions/${one}`, `/exhibitions/${two}`, '/exhibitions', '/job-title-translator'];
    for (const url of urls) {
      await page(url);
      expect(pages.t.app.readCache.has(url), url).toBe(true);
    }
    const before = keptTags(pages.t.app, urls);
    await sendComment(pages.t.app, one, { authorName: 'Pending', authorEmail: 'p@example.com', comment: 'Still waiting for approval.' });
    for (const url of urls) expect(pages.t.app.readCache.peek(url)?.etag, `${url} kept after a pending comment`).toBe(before.get(url));
    expect((await pages.admin('PATCH', `/api/admin/comments/${sent}/approve`)).status).toBe(200);
    expect(pages.t.app.readCache.peek(`/exhibitions/${one}`)?.etag).not.toBe(before.get(`/exhibitions/${one}`));
    for (const url of urls.slice(1)) expect(pages.t.app.readCache.peek(url)?.etag, `${url} kept after the approval`).toBe(before.get(url));
    expect((await page(`/exhibitions/${one}`)).body).toContain('A remark worth approving.');
  });
});
