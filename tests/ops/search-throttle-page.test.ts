import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startLocalServer } from '../helpers/server-process';

// The /search page past the search limit, on the compiled server (npm run build first): it answered
// 500 "Something went wrong!" with no Retry-After, while /api/search rightly answered 429. Now the page
// says how long to wait, with a 429 and Retry-After, is never stored, and counts as a throttle
// refusal of the /search route in the metrics (it was labelled "(unknown page)").

let server: Awaited<ReturnType<typeof startLocalServer>> | undefined;
let base = '';
let metrics = '';

beforeAll(async () => {
  const metricsPort = String(await freePort());
  metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startLocalServer('bac-search-throttle-', (site) => ({
    ...site.env,
    METRICS_PORT: metricsPort,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SEARCHES_PER_MINUTE: '3',
  }));
  base = server.base;
}, 60_000);

afterAll(() => server?.stop());

describe('the /search page past the search limit', () => {
  it('answers 429 with Retry-After and the wait in words, never a 500; the API door agrees; metrics count it', async () => {
    const statuses: number[] = [];
    for (const q of ['brain', 'synergy', 'quill']) statuses.push((await fetch(`${base}/search?q=${q}`)).status);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await fetch(`${base}/search?q=lantern`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
    const html = await refused.text();
    expect(html).toMatch(/Too many searches: please wait \d+ seconds before trying again\./);
    expect(html).not.toContain('Something went wrong');
    // The page itself is still the search page: its form is there to try again later.
    expect(html).toContain('action="/search"');

    // The same refusal is not served to the next visitor from a cache, and the API door answers alike.
    expect((await fetch(`${base}/search?q=lantern`)).status).toBe(429);
    expect((await fetch(`${base}/api/search?q=lantern`)).status).toBe(429);
    // Another address is not refused (the throttle is per client address).
    expect((await fetch(`${base}/search?q=lantern`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);

    const exposition = await (await fetch(metrics)).text();
    expect(exposition).toMatch(/^club_throttle_refusals_total\{route="\/search"\} 2$/m);
    expect(exposition).not.toMatch(/route="\(unknown page\)"/);
  });
});
