import { describe, expect, it } from 'vitest';
import { errorOutput } from '~/shared/schemas/answers';
import { createTestApp, injectJson, useTestApp } from '../helpers/test-app';

const translator = '/api/experiments/job-title-translator';

const { t } = useTestApp({ rateLimitWritesPerMinute: 1000 });

describe('the one process', () => {
  it('answers /healthz once the database answers', async () => {
    expect(await injectJson(t.app, 'GET', '/healthz')).toMatchObject({ status: 200, json: { status: 'ok' } });
  });

  it('serves index.html for unknown non-API paths and JSON 404s for /api and /trpc', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await injectJson(t.app, 'GET', '/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.json.error).toMatch(/Not found/);
    const trpc = await injectJson(t.app, 'GET', '/trpc/public.noSuchProcedure');
    expect(trpc.status).toBe(404);
    expect(trpc.headers['content-type']).toMatch(/json/);
  });

  it('answers 405 with Allow for a known /api path asked with another method (D3)', async () => {
    const put = await injectJson(t.app, 'PUT', '/api/content', {});
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    expect(put.json.error).toBe('Method not allowed: PUT /api/content (allowed: GET, HEAD)');
    const post = await injectJson(t.app, 'POST', '/api/reactions/12?x=1', {});
    expect(post).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
    expect((await injectJson(t.app, 'GET', '/api/admin/upload')).headers.allow).toBe('POST');
    // A path nothing answers stays a 404.
    expect((await injectJson(t.app, 'DELETE', '/api/content/7')).status).toBe(404);
  });

  it('lists the mirrored routes in /api/openapi.json', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    expect(json.openapi).toMatch(/^3/);
    expect(Object.keys(json.paths ?? {})).toEqual(expect.arrayContaining(['/api/content', '/api/content/{id}/comments']));
    expect(json.paths?.['/api/content/{id}/comments']?.post?.requestBody).toBeDefined();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('seed content (D5)', () => {
  it('loads once into an empty database', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/content');
    expect(json.length).toBeGreaterThanOrEqual(12);
    expect(json[0]).toMatchObject({ id: expect.any(Number), featured: expect.any(Boolean), createdAt: expect.any(String) });
    // Newest first.
    expect(json[0].createdAt >= json[json.length - 1].createdAt).toBe(true);
  });

  it('SEED=0 starts with an empty database', async () => {
    const empty = await createTestApp({ seed: false });
    try {
      expect((await injectJson(empty.app, 'GET', '/api/content')).json).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('the REST surface', () => {
  it('lists every showcase row in /api/openapi.json', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    expect(json.paths?.['/api/latest-content']?.get).toBeDefined();
    expect(json.paths?.['/api/reactions/{commentId}']?.get).toBeDefined();
    expect(json.paths?.['/api/reactions']?.post?.requestBody).toBeDefined();
    expect(json.paths?.['/api/reactions/{commentId}/{email}/{reaction}']?.delete).toBeDefined();
    expect(json.paths?.['/api/recognition']?.get).toBeDefined();
    expect(json.paths?.['/api/recognition/{id}']?.get).toBeDefined();
    expect(json.paths?.['/api/shame']?.get).toBeDefined();
    expect(json.paths?.['/api/shame/{id}']?.get).toBeDefined();
    expect(json.paths?.['/api/viral-share']?.post?.requestBody).toBeDefined();
    expect(json.paths?.['/api/membership']?.post?.requestBody).toBeDefined();
  });

  it('throttles every public write per address and route with a clear 429 (D8)', async () => {
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 2 });
    try {
      const commentId = (
        await fresh.app.services.db.selectFrom('comments').select('id').where('isApproved', '=', 1).executeTakeFirstOrThrow()
      ).id;
      const writes: [string, 'POST' | 'DELETE', unknown][] = [
        ['/api/reactions', 'POST', { commentId, reaction: 'heart', userEmail: 'a@example.com' }],
        [`/api/reactions/${commentId}/heart`, 'DELETE', { token: 'a'.repeat(43) }],
        ['/api/viral-share', 'POST', { email: 'a@example.com', firstName: 'A', shareType: 'email' }],
        ['/api/membership', 'POST', { firstName: 'A', email: 'a@example.com', message: 'Hello' }],
      ];
      for (const [url, method, body] of writes) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await injectJson(fresh.app, method, url, body)).status);
        expect(statuses[2], url).toBe(429);
        const res = await injectJson(fresh.app, method, url, body);
        expect(errorOutput.parse(res.json).error).toMatch(/Too many requests/);
        expect(res.headers['retry-after']).toBeDefined();
      }
    } finally {
      await fresh.close();
    }
  });

  it('counts REST and tRPC on one counter per address and procedure (@fastify/rate-limit)', async () => {
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 3 });
    try {
      const body = { firstName: 'Ada', email: 'ada@example.com', message: 'Counting doors.' };
      const from = { origin: 'http://localhost:3000', 'content-type': 'application/json' };
      const rest = (remoteAddress = '10.0.0.1') =>
        fresh.app.inject({ method: 'POST', url: '/api/membership', payload: JSON.stringify(body), headers: from, remoteAddress });
      const trpc = (remoteAddress = '10.0.0.1') =>
        fresh.app.inject({
          method: 'POST',
          url: '/trpc/public.contact.submit',
          payload: JSON.stringify(body),
          headers: from,
          remoteAddress,
        });
      const statuses = [(await rest()).statusCode, (await trpc()).statusCode, (await rest()).statusCode];
      expect(statuses).toEqual([201, 200, 201]);
      const overTrpc = await trpc();
      expect(overTrpc.statusCode).toBe(429);
      expect(overTrpc.json<{ error: { message: string } }>().error.message).toMatch(
        /^Too many requests: please wait \d+ seconds? before trying again\.$/,
      );
      expect(overTrpc.headers['retry-after']).toBeDefined();
      expect((await rest()).statusCode).toBe(429);
      // Another address has its own count.
      expect((await rest('10.0.0.2')).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
  });

  it('answers the same procedures over tRPC', async () => {
    const list = await injectJson(t.app, 'GET', '/trpc/public.recognition.list');
    expect(list.status).toBe(200);
    expect(list.json.result.data.length).toBeGreaterThan(0);
    const missing = await injectJson(t.app, 'GET', `/trpc/public.shame.byId?input=${encodeURIComponent(JSON.stringify({ id: 99999 }))}`);
    expect(missing.status).toBe(404);
    expect(missing.json.error?.message).toBe('Shame item not found');
    const bad = await injectJson(t.app, 'POST', '/trpc/public.contact.submit', { firstName: '', email: 'x', message: '' });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.data.issues?.map((i: { path: string }) => i.path)).toEqual(['firstName', 'email', 'message']);
  });

  it('documents the resource rows in /api/openapi.json', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    for (const p of [
      '/api/arsenal',
      '/api/arsenal/{id}',
      '/api/intelligence',
      '/api/intelligence/{id}',
      '/api/volunteer-application',
      '/api/research-proposal',
    ]) {
      expect(json.paths?.[p]).toBeDefined();
    }
  });

  it('documents every experiment row in /api/openapi.json', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    for (const p of ['', '/latest', '/all', '/ego-reports', '/ego-report']) expect(json.paths?.[`${translator}${p}`]).toBeDefined();
    expect(json.paths?.['/api/experiments/reality-readiness/videos']?.get).toBeDefined();
    expect(json.paths?.['/api/experiments/reality-readiness/guess']?.post?.requestBody).toBeDefined();
  });
});
