import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A production server renders its home page once, as soon as its renderer has loaded
// (src/server/pages.ts): the home page's code is compiled then, not during a visitor's render.
// That render is nobody's answer: it is neither looked up in the read cache nor kept there.

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ client: 'dist' }, { NODE_ENV: 'production', METRICS_TOKEN: TOKEN, READ_CACHE: '1' });
});
afterAll(() => t.close());

const homeRenders = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith('club_http_requests_total{method="GET",route="/",status_class="2xx"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('the warm-up render', () => {
  it('renders / before the first page is answered, keeps nothing, and a visitor still gets a render of their own', async () => {
    // Any page waits for the warm-up, as it waits for the renderer.
    expect((await t.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    expect(await homeRenders()).toBe(1);
    expect(t.app.readCache.has('/')).toBe(false);
    const hits = t.app.readCache.stats.hits;
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('</html>');
    expect(t.app.readCache.stats.hits).toBe(hits);
    expect(t.app.readCache.has('/')).toBe(true);
    expect(await homeRenders()).toBe(2);
  });

  it('is not reachable from outside: a made-up warm-up header is an ordinary visitor', async () => {
    // `/` kept by an ordinary visit first, so the test stands alone (`vitest -t` may run it alone).
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    const hits = t.app.readCache.stats.hits;
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-read-cache-warm-up': 'guessed' } });
    expect(res.statusCode).toBe(200);
    expect(t.app.readCache.stats.hits).toBe(hits + 1);
  });
});
