import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { gracePending } from '../helpers/comments';
import type { AppConfig } from '~/server/config';
import { createTestApp, injectJson } from '../helpers/test-app';

// A shared cache in front of the club (docs/decisions/058-edge-cache.md): public answers carry a
// shared lifetime and their tags, personal ones say private, and every write purges by tag before
// it is acknowledged, through the purger the settings name. The purge targets here are local
// stand-ins that check each request's shape as Varnish (docs/deploy/varnish.vcl), Fastly's and
// Cloudflare's APIs would; tests/ops/varnish.test.ts runs the real Varnish.

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; at: number };

/** An HTTP server that records what it is sent and answers `status` (and `body`). */
async function standIn(answer: (seen: Seen) => { status: number; body?: string }) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const one = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at: performance.now() };
      seen.push(one);
      const { status, body: out = '' } = answer(one);
      res.writeHead(status, { 'content-type': 'application/json' }).end(out);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const tagsOf = (header: string | string[] | number | undefined, separator = ' ') =>
  (Array.isArray(header) ? header.join(separator) : header === undefined ? '' : `${header}`).split(separator).filter(Boolean);

describe('Varnish: headers, purges after commit, several addresses, the queue', () => {
  let varnishOk = true;
  const purges: Awaited<ReturnType<typeof standIn>>[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) purges.push(await standIn(() => ({ status: varnishOk ? 200 : 503 })));
  });
  afterAll(async () => {
    for (const p of purges) await p.close();
  });
  const { t, admin, cookie, count } = useAdminTestApp({ rateLimitWritesPerMinute: 10_000 }, () => ({
    EDGE_PURGE: 'varnish',
    VARNISH_PURGE_URLS: purges.map((p) => p.url).join(','),
    METRICS_TOKEN: 'edge-metrics-token-of-some-length',
  }));
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('public reads carry a shared lifetime and their tags, on a miss and on a hit alike', async () => {
    for (const url of ['/api/content', '/api/experiments/job-title-translator/latest', `/trpc/public.content.list`]) {
      const miss = await get(url);
      const hit = await get(url);
      expect(miss.statusCode, url).toBe(200);
      for (const res of [miss, hit]) {
        expect(res.headers['cache-control'], url).toBe(
          'public, max-age=0, s-maxage=86400, stale-while-revalidate=30, stale-if-error=86400',
        );
        expect(tagsOf(res.headers.xkey), url).toContain('all');
      }
      expect(hit.headers.xkey).toBe(miss.headers.xkey);
    }
    expect(tagsOf((await get('/api/content')).headers.xkey)).toContain('content_items');
  });

  it('answers to a staff session say private, no-store and carry no tags', async () => {
    for (const url of ['/api/content', '/trpc/public.content.list', '/api/admin/me', '/exhibitions'].slice(0, 3)) {
      const res = await get(url, { cookie: cookie() });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(url.startsWith('/api/admin') ? /^(private, )?no-store$/ : /^private, no-store$/);
      expect(res.headers.xkey, url).toBeUndefined();
    }
  });

  it('approving a comment purges, at every Varnish, the tags of exactly the answers that show it, before it is answered', async () => {
    const { id, shows, otherLists } = await gracePending(t.app, 'Approved in a moment, purged at once.');
    const others = [...otherLists, '/api/content', '/api/experiments/job-title-translator/latest'];
    const tags = new Map<string, string[]>();
    for (const url of [...shows, ...others]) tags.set(url, tagsOf((await get(url)).headers.xkey));
    const before = purges.map((p) => p.seen.length);
    const approvedAt = performance.now();
    const approved = await admin('PATCH', `/api/admin/comments/${id}/approve`);
    const answeredAt = performance.now();
    expect(approved.status).toBe(200);
    const purged = new Set<string>();
    for (const [i, p] of purges.entries()) {
      const news = p.seen.slice(before[i]);
      expect(news.length, `Varnish ${i} was purged`).toBeGreaterThan(0);
      for (const request of news) {
        expect(request).toMatchObject({ method: 'PURGE', url: '/' });
        expect(request.at).toBeGreaterThan(approvedAt);
        expect(request.at).toBeLessThan(answeredAt);
        for (const tag of tagsOf(request.headers['xkey-purge'])) purged.add(tag);
      }
    }
    for (const url of shows)
      expect(
        tags.get(url)?.some((tag) => purged.has(tag)),
        `${url} is purged`,
      ).toBe(true);
    for (const url of others)
      expect(
        tags.get(url)?.some((tag) => purged.has(tag)),
        `${url} stays`,
      ).toBe(false);
  });

  it('a purge a Varnish refuses is queued, counted, and sent again until taken', async () => {
    varnishOk = false;
    const failed = t.app.readCache.stats.removals;
    const roast = await injectJson(t.app, 'POST', '/api/experiments/job-title-translator', { jobTitle: 'Head of Purges' });
    expect(roast.status).toBe(201);
    expect(t.app.readCache.stats.removals).toBeGreaterThanOrEqual(failed);
    expect(await count('edge_purges')).toBe(2);
    const queued = await t.app.services.db.selectFrom('edge_purges').selectAll().execute();
    expect(queued.map((r) => r.target).sort()).toEqual(purges.map((p) => `varnish ${p.url}`).sort());
    expect(queued[0].tags.split(' ')).toContain('job_title_translations');
    expect(queued[0].lastError).toMatch(/503/);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer edge-metrics-token-of-some-length' },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/club_edge_purges_total\{result="failed"\} 2/);
    expect(metrics.body).toMatch(/club_edge_purges_queued 2/);
    varnishOk = true;
    await t.app.services.db.updateTable('edge_purges').set({ nextAttemptAt: 0 }).execute();
    const seen = purges.map((p) => p.seen.length);
    // The app's own timer sends them within a second or two.
    for (let i = 0; i < 50 && (await count('edge_purges')) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await count('edge_purges')).toBe(0);
    for (const [i, p] of purges.entries()) {
      const again = p.seen.slice(seen[i]).find((r) => r.headers['xkey-purge']?.includes('job_title_translations'));
      expect(again, `Varnish ${i} got the purge again`).toBeDefined();
    }
  });
});

describe('Fastly and Cloudflare: their purge-by-tag APIs', () => {
  let api: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    api = await standIn((seen) =>
      seen.url.startsWith('/client/v4/')
        ? { status: 200, body: JSON.stringify({ success: true, errors: [], messages: [], result: { id: 'z' } }) }
        : { status: 200, body: '{"status":"ok"}' },
    );
  });
  afterAll(() => api.close());

  /** An app of its own on these settings for `use`, closed after it whatever happens. */
  async function withApp(overrides: Partial<AppConfig>, env: Record<string, string>, use: (app: FastifyInstance) => Promise<void>) {
    const made = await createTestApp(overrides, env);
    try {
      await use(made.app);
    } finally {
      await made.close();
    }
  }

  /**
   * An app of its own purging through `purger`'s API (the stand-in, with `env`'s settings): the
   * headers of its latest roasts' answer, then the requests a roast written (a 201) sends the API,
   * at least one.
   */
  async function roastThrough(purger: 'fastly' | 'cloudflare', env: Record<string, string>, jobTitle: string) {
    let answer: http.OutgoingHttpHeaders = {};
    let sent: Seen[] = [];
    const edgeApiBase = purger === 'fastly' ? { fastly: api.url } : { cloudflare: api.url };
    await withApp({ rateLimitWritesPerMinute: 10_000, edgeApiBase }, { EDGE_PURGE: purger, ...env }, async (app) => {
      answer = (await app.inject({ method: 'GET', url: '/api/experiments/job-title-translator/latest' })).headers;
      const before = api.seen.length;
      expect((await injectJson(app, 'POST', '/api/experiments/job-title-translator', { jobTitle })).status).toBe(201);
      sent = api.seen.slice(before);
    });
    expect(sent.length).toBeGreaterThan(0);
    return { answer, sent };
  }

  it('Fastly: Surrogate-Key on answers; POST /service/{id}/purge with Fastly-Key and the keys', async () => {
    const { answer, sent } = await roastThrough('fastly', { FASTLY_SERVICE_ID: 'svc 1', FASTLY_API_TOKEN: 'fastly-token' }, 'Head of Keys');
    expect(tagsOf(answer['surrogate-key'])).toContain('job_title_translations');
    expect(answer.xkey).toBeUndefined();
    for (const request of sent) {
      expect(request).toMatchObject({ method: 'POST', url: '/service/svc%201/purge' });
      expect(request.headers['fastly-key']).toBe('fastly-token');
      expect(tagsOf(request.headers['surrogate-key']).length).toBeLessThanOrEqual(256);
    }
    expect(sent.flatMap((r) => tagsOf(r.headers['surrogate-key']))).toContain('job_title_translations');
  });

  it('Cloudflare: Cache-Tag on answers (comma-separated); POST /client/v4/zones/{zone}/purge_cache with a bearer token and { tags }', async () => {
    const { answer, sent } = await roastThrough(
      'cloudflare',
      { CLOUDFLARE_ZONE_ID: 'zone1', CLOUDFLARE_API_TOKEN: 'cf-token' },
      'Head of Tags',
    );
    expect(tagsOf(answer['cache-tag'], ',')).toContain('job_title_translations');
    const tags: string[] = [];
    for (const request of sent) {
      expect(request).toMatchObject({ method: 'POST', url: '/client/v4/zones/zone1/purge_cache' });
      expect(request.headers.authorization).toBe('Bearer cf-token');
      expect(request.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request.body) as { tags: string[] };
      expect(Object.keys(body)).toEqual(['tags']);
      expect(body.tags.length).toBeLessThanOrEqual(30);
      tags.push(...body.tags);
    }
    expect(tags).toContain('job_title_translations');
  });

  it('without EDGE_PURGE public answers say no-cache and carry no tags, as before', async () => {
    await withApp({}, {}, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/content' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.xkey).toBeUndefined();
    });
  });
});
