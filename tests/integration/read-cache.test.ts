import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { videoUploadedOutput } from '~/shared/schemas/reality-readiness';
import { createExhibition, useAdminTestApp, useBuiltClientApp } from '../helpers/admin-session';
import type { ApiJson } from '../helpers/api-types';
import { createTestApp, idOf, injectJson } from '../helpers/test-app';
import { multipartBody, mp4Bytes, quizVideoFields, quizVideoFile } from '../helpers/upload-fixtures';

// The read cache (docs/decisions/013-read-cache.md): public reads are served from memory until a
// write changes them. Correctness first: after every kind of write, the very next read shows it.

// With the production write window (docs/decisions/032): every write below is answered only once the next read shows it.
const { t, admin, db, cookie } = useAdminTestApp({
  rateLimitWritesPerMinute: 10_000,
  readCache: { enabled: true, maxBytes: 64 * 1024 * 1024, writeWindowMs: 100 },
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const json = async <U extends string>(url: U) => (await get(url)).json<ApiJson<U, 'GET'>>();
/** Reads twice, so the second answer comes from the cache: the write that follows must drop it. */
async function primed<U extends string>(url: U) {
  await get(url);
  const hits = t.app.readCache.stats.hits;
  const body = await json(url);
  expect(t.app.readCache.stats.hits, `${url} is served from the cache before the write`).toBe(hits + 1);
  return body;
}
const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));
const titles = (items: { title: string }[]) => items.map((i) => i.title);
/** A list whose URL names no one row (`/api/${kind}`). */
const titled = z.array(z.object({ title: z.string() }));

describe('HTTP caching of public reads', () => {
  it('keeps an answer and serves the same bytes with a strong ETag; If-None-Match gets 304', async () => {
    const first = await get('/api/content');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const hits = t.app.readCache.stats.hits;
    const second = await get('/api/content');
    expect(t.app.readCache.stats.hits).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // The security headers are there on a hit as on a miss.
    expect(second.headers['x-content-type-options']).toBe('nosniff');

    const revalidated = await get('/api/content', { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get('/api/content', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('keeps compressed copies: br and gzip by Accept-Encoding, the same bytes each time', async () => {
    const plain = (await get('/api/content')).body;
    const br = await get('/api/content', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const again = await get('/api/content', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await get('/api/content', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await get('/api/content', { 'accept-encoding': 'br;q=0, identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('keeps tRPC queries too', async () => {
    const url = '/trpc/public.content.list';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const hits = t.app.readCache.stats.hits;
    const second = await get(url);
    expect(t.app.readCache.stats.hits).toBe(hits + 1);
    expect(second.json()).toEqual(first.json());
  });

  it('never answers a request with a session from the cache, and never keeps its answers', async () => {
    await primed('/api/content');
    const { hits, stores } = t.app.readCache.stats;
    const asAdmin = await admin('GET', '/api/content');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(asAdmin.headers.etag).toBeUndefined();
    expect(t.app.readCache.stats).toMatchObject({ hits, stores });
    // Admin reads say the same.
    expect((await admin('GET', '/api/admin/content')).headers['cache-control']).toBe('no-store');
  });

  it('answers a cookie that is not a valid session from the cache, as any visitor (decision 019)', async () => {
    const fresh = await primed('/api/content');
    for (const value of ['expired0000000000000000000000000000000000', 'a'.repeat(40), 'made-up', '']) {
      const hits = t.app.readCache.stats.hits;
      const res = await get('/api/content', { cookie: `theme=dark; bac_admin_session=${value}` });
      expect(res.statusCode, value).toBe(200);
      expect(res.headers['cache-control'], value).toBe('no-cache');
      expect(res.json()).toEqual(fresh);
      expect(t.app.readCache.stats.hits, value).toBe(hits + 1);
    }
  });

  it('does not keep answers that change without a write here (the payment provider)', async () => {
    const res = await get('/api/payment-status/pi_unknown');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('is not bypassed by private writes: a page view or a contact form leaves the cache as it is', async () => {
    await primed('/api/content');
    const { invalidations } = t.app.readCache.stats;
    await injectJson(t.app, 'POST', '/api/analytics/page-view', { path: '/exhibitions' });
    await injectJson(t.app, 'POST', '/api/contact', {
      firstName: 'Ada',
      email: 'ada@example.com',
      subject: 'General Inquiry',
      message: 'Hello there, club.',
    });
    expect(t.app.readCache.stats.invalidations).toBe(invalidations);
  });
});

describe('every write shows in the very next public read', () => {
  it('admin create, update and delete of exhibitions (REST and tRPC reads)', async () => {
    await primed('/api/content');
    await primed('/trpc/public.content.list');
    const id = await createExhibition(admin, 'Cache Hall');
    expect(titles(await json('/api/content'))).toContain('Cache Hall');
    expect(titles((await json('/trpc/public.content.list')).result.data)).toContain('Cache Hall');

    const one = `/trpc/public.content.byId?input=${trpcInput({ id })}` as const;
    await primed(one);
    await admin('PATCH', `/api/admin/content/${id}`, { title: 'Cache Hall, Renamed' });
    expect((await json(one)).result.data.title).toBe('Cache Hall, Renamed');

    await primed('/api/content');
    await admin('DELETE', `/api/admin/content/${id}`);
    expect(titles(await json('/api/content'))).not.toContain('Cache Hall, Renamed');
    expect((await get(one)).statusCode).toBe(404);
  });

  it.each([
    ['recognition', { title: 'Cached Award', company: 'Co', description: 'd', category: 'c' }],
    ['shame', { title: 'Cached Shame', description: 'd', category: 'c', example: 'e' }],
    ['arsenal', { title: 'Cached Tool', description: 'd', category: 'c', content: 'x', type: 'tool' }],
    [
      'intelligence',
      {
        title: 'Cached Report',
        summary: 's',
        content: '<p>c</p>',
        sourceTitle: 'Source',
        sourceUrl: 'https://example.com/r',
        published: true,
      },
    ],
  ])('admin create, update and delete of %s', async (kind, body) => {
    await primed(`/api/${kind}`);
    const made = await admin('POST', `/api/admin/${kind}`, body);
    expect(made.status).toBe(201);
    expect(titles(titled.parse(await json(`/api/${kind}`)))).toContain(body.title);

    await primed(`/api/${kind}/${idOf(made.json)}`);
    expect((await admin('PATCH', `/api/admin/${kind}/${idOf(made.json)}`, { title: `${body.title} II` })).status).toBe(200);
    expect(titled.element.parse(await json(`/api/${kind}/${idOf(made.json)}`)).title).toBe(`${body.title} II`);

    await primed(`/api/${kind}`);
    expect((await admin('DELETE', `/api/admin/${kind}/${idOf(made.json)}`)).status).toBe(200);
    expect(titles(titled.parse(await json(`/api/${kind}`)))).not.toContain(`${body.title} II`);
    expect((await get(`/api/${kind}/${idOf(made.json)}`)).statusCode).toBe(404);
  });

  it('comment approval and rejection', async () => {
    const exhibition = (await json('/api/content'))[0].id;
    const url = `/api/content/${exhibition}/comments` as const;
    const posted = await injectJson(t.app, 'POST', url, {
      authorName: 'Cache Reader',
      authorEmail: 'reader@example.com',
      comment: 'Kept, then shown.',
    });
    expect(posted.status).toBe(201);
    const before = await primed(url);
    expect(before.map((c) => c.comment)).not.toContain('Kept, then shown.');
    expect((await admin('PATCH', `/api/admin/comments/${idOf(posted.json)}/approve`)).status).toBe(200);
    expect((await json(url)).map((c) => c.comment)).toContain('Kept, then shown.');

    await primed(url);
    expect((await admin('DELETE', `/api/admin/comments/${idOf(posted.json)}`)).status).toBe(200);
    expect((await json(url)).map((c) => c.comment)).not.toContain('Kept, then shown.');
  });

  it('a reaction added and removed', async () => {
    const row = await db().selectFrom('comments').select('id').where('isApproved', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const url = `/api/reactions/${row.id}` as const;
    const token = 'c'.repeat(43);
    const before = (await primed(url)).length;
    const added = await injectJson(t.app, 'POST', '/api/reactions', {
      commentId: row.id,
      reaction: 'heart',
      userEmail: 'cache@example.com',
      token,
    });
    expect(added.status).toBe(201);
    expect(await json(url)).toHaveLength(before + 1);
    await primed(url);
    await injectJson(t.app, 'DELETE', `/api/reactions/${row.id}/heart`, { token });
    expect(await json(url)).toHaveLength(before);
  });

  it('a new roast and a new ego report', async () => {
    const translator = '/api/experiments/job-title-translator';
    await primed(`${translator}/latest`);
    const roast = await injectJson(t.app, 'POST', translator, { jobTitle: 'Chief Cache Officer' });
    expect(roast.status).toBe(201);
    expect((await json(`${translator}/latest`))[0].originalTitle).toBe('Chief Cache Officer');

    await primed(`${translator}/ego-reports`);
    const report = await injectJson(t.app, 'POST', `${translator}/ego-report`, { shareableId: roast.json.shareableId, egoRating: 4 });
    expect(report.status).toBe(201);
    expect((await json(`${translator}/ego-reports`)).map((r) => r.shareableId)).toContain(roast.json.shareableId);
  });

  it('a burst of roasts: each answered only once the next read shows it', async () => {
    const translator = '/api/experiments/job-title-translator';
    await primed(`${translator}/latest`);
    // Fired together, so most land inside one window (docs/decisions/032-write-window.md).
    const titles = Array.from({ length: 8 }, (_, i) => `Head of Burst ${i}`);
    await Promise.all(
      titles.map(async (jobTitle) => {
        const roast = await injectJson(t.app, 'POST', translator, { jobTitle });
        expect(roast.status).toBe(201);
        const latest: { originalTitle: string }[] = await json(`${translator}/latest`);
        expect(latest.map((r) => r.originalTitle)).toContain(jobTitle);
      }),
    );
  });

  it('makes an answer readers are asking for again before the write that changed it is answered (decision 033)', async () => {
    const latest = '/api/experiments/job-title-translator/latest';
    const before = await primed(latest);
    const { refreshes, misses } = t.app.readCache.stats;
    const writing = injectJson(t.app, 'POST', '/api/experiments/job-title-translator', { jobTitle: 'Head of Refreshing' });
    // A reader while the write is under way (not yet answered) may get the old answer, never a render of its own.
    const during = await json(latest);
    expect([before[0]?.originalTitle, 'Head of Refreshing']).toContain(during[0]?.originalTitle);
    expect((await writing).status).toBe(201);
    expect(t.app.readCache.stats.refreshes).toBeGreaterThan(refreshes);
    // Once it is answered, the next reader gets the new answer from the cache: nobody waited for a render.
    const hits = t.app.readCache.stats.hits;
    expect((await json(latest))[0].originalTitle).toBe('Head of Refreshing');
    expect(t.app.readCache.stats.hits).toBe(hits + 1);
    expect(t.app.readCache.stats.misses).toBe(misses);
  });

  it('a quiz video uploaded and deleted', async () => {
    const url = '/api/experiments/reality-readiness/videos';
    await primed(url);
    const parts = [...quizVideoFields({ title: 'Cached clip' }), quizVideoFile(mp4Bytes(), 'clip.mp4')];
    const { payload, contentType } = multipartBody(parts);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reality-readiness/videos',
      payload,
      headers: { 'content-type': contentType, origin: 'http://localhost:3000', cookie: cookie() },
    });
    expect(upload.statusCode).toBe(201);
    expect(titles(await json(url))).toContain('Cached clip');
    await primed(url);
    expect((await admin('DELETE', `/api/admin/reality-readiness/videos/${videoUploadedOutput.parse(upload.json()).id}`)).status).toBe(200);
    expect(titles(await json(url))).not.toContain('Cached clip');
  });
});

describe('READ_CACHE=0', () => {
  it('keeps nothing but still answers ETags and 304s', async () => {
    const off = await createTestApp({}, { READ_CACHE: '0' });
    try {
      const first = await off.app.inject({ method: 'GET', url: '/api/content' });
      await off.app.inject({ method: 'GET', url: '/api/content' });
      expect(off.app.readCache.stats).toMatchObject({ hits: 0, stores: 0 });
      expect(off.app.readCache.size.entries).toBe(0);
      const again = await off.app.inject({ method: 'GET', url: '/api/content', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    } finally {
      await off.close();
    }
  });
});

describe('server-rendered pages (the built client: npm test builds it first)', () => {
  const { page, ...pages } = useBuiltClientApp();

  it('keeps an anonymous page with its own CSP and answers 304 to its ETag', async () => {
    const first = await page('/exhibitions');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const hits = pages.t.app.readCache.stats.hits;
    const second = await page('/exhibitions');
    expect(pages.t.app.readCache.stats.hits).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // The page and its nonce are kept together: the replayed policy allows the replayed scripts.
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(second.body).toContain(`<script nonce="${nonce}">`);
    expect((await page('/exhibitions', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('shows an admin write on the next anonymous view', async () => {
    await page('/exhibitions');
    const id = await createExhibition(pages.admin, 'The Freshly Cached Gallery');
    expect((await page('/exhibitions')).body).toContain('The Freshly Cached Gallery');
    expect((await page(`/exhibitions/${id}`)).body).toContain('The Freshly Cached Gallery');
  });

  it('never serves a kept page to an administrator, nor keeps theirs', async () => {
    await page('/');
    const { hits, stores } = pages.t.app.readCache.stats;
    const asAdmin = await pages.t.app.inject({ method: 'GET', url: '/', headers: { cookie: pages.cookie() } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(pages.t.app.readCache.stats).toMatchObject({ hits, stores });
  });

  it('does not keep a 404 (a missing page, a certificate that is not genuine)', async () => {
    const { stores } = pages.t.app.readCache.stats;
    expect((await page('/certificate?name=Ada&certId=BAC-1741003500000-q1W2e3R4t5Y6')).statusCode).toBe(404);
    expect((await page('/no-such-page')).statusCode).toBe(404);
    expect(pages.t.app.readCache.stats.stores).toBe(stores);
  });
});
