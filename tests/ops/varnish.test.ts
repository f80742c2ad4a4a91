import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, untilHealthy } from '../helpers/server-process';
import { isHit, startVarnish, storedBy, varnishInstalled } from '../helpers/varnish';

// Debian's Varnish with vmod xkey and docs/deploy/varnish.vcl's text in front of the BUILT server
// (docs/decisions/058-edge-cache.md, issue 45): pages come from Varnish on the second read, an
// approval purges exactly the pages that show the comment, a utm-tagged URL is the bare URL's
// object, and a staff session or a personal page is never kept.
if (!fs.existsSync(path.resolve('dist/server/main.js'))) {
  throw new Error('The ops tests run the compiled server: build it first (npm run build; npm test does).');
}
const installed = varnishInstalled();
if (!installed && process.env.CI) throw new Error('Varnish is missing: .ci/run installs varnish and varnish-modules');
if (!installed) console.warn('SKIPPED tests/ops/varnish.test.ts: install varnish and varnish-modules to run it');

const ADMIN = { email: 'edge-keeper@club.example', password: 'purge-by-tag-before-the-answer' };

describe.skipIf(!installed)('the club behind a real Varnish', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>> | undefined;
  let varnish: Awaited<ReturnType<typeof startVarnish>> | undefined;
  let edge = '';
  let cookie = '';

  beforeAll(async () => {
    const origin = await startLocalServer('bac-varnish-origin-', async (site) => {
      varnish = await startVarnish({ backends: [`127.0.0.1:${site.port}`] });
      edge = varnish.base;
      return {
        ...site.env,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: edge,
        EDGE_PURGE: 'varnish',
        VARNISH_PURGE_URLS: edge,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      };
    });
    server = origin;
    const cache = varnish;
    await untilHealthy(edge, () => `${origin.output()}\n${cache?.output() ?? ''}`);
    const login = await fetch(`${edge}/api/admin/login`, {
      method: 'POST',
      headers: { origin: edge, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    cookie = (login.headers.getSetCookie().find((c) => c.includes('bac_admin_session=')) ?? '').split(';')[0];
    expect(cookie).toMatch(/bac_admin_session=/);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await varnish?.stop();
  });

  const read = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${edge}${url}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
    return { res, body: await res.text() };
  };
  const staff = (method: string, url: string) => fetch(`${edge}${url}`, { method, headers: { cookie, origin: edge } });

  it('serves a page and a public API from Varnish on the second read (Age, X-Varnish)', async () => {
    for (const url of ['/exhibitions', '/api/content']) {
      const first = await read(url);
      expect(first.res.status, url).toBe(200);
      expect(first.res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
      expect(first.res.headers.get('xkey'), 'tags stay between the origin and Varnish').toBeNull();
      await new Promise((r) => setTimeout(r, 1100));
      const second = await read(url);
      expect(isHit(second.res), `${url}: ${second.res.headers.get('x-varnish')}`).toBe(true);
      expect(Number(second.res.headers.get('age'))).toBeGreaterThanOrEqual(1);
      expect(second.body).toBe(first.body);
    }
  });

  it('answers a utm-tagged URL from the bare URL’s object', async () => {
    const bare = await read('/exhibitions');
    expect(isHit(bare.res)).toBe(true);
    for (const url of [
      '/exhibitions?utm_source=newsletter&utm_medium=email',
      '/exhibitions?fbclid=abc123',
      '/exhibitions?UTM_Campaign=x&gclid=1',
    ]) {
      const tagged = await read(url);
      expect(isHit(tagged.res), url).toBe(true);
      expect(storedBy(tagged.res), url).toBe(storedBy(bare.res));
    }
  });

  it('approving a comment purges exactly the pages that show it; the next read shows it', async () => {
    const content = JSON.parse((await read('/api/content')).body) as { id: number }[];
    const [one, two] = [content[0].id, content[1].id];
    const comment = await fetch(`${edge}/api/content/${one}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: edge },
      body: JSON.stringify({
        authorName: 'Grace Edge',
        authorEmail: 'grace@example.com',
        comment: 'Seen through Varnish the moment it is approved.',
      }),
    });
    expect(comment.status).toBe(201);
    const { id } = (await comment.json()) as { id: number };
    const shows = [`/exhibitions/${one}`, `/api/content/${one}/comments`];
    const others = [
      `/exhibitions/${two}`,
      `/api/content/${two}/comments`,
      '/job-title-translator',
      '/api/experiments/job-title-translator/latest',
    ];
    for (const url of [...shows, ...others]) {
      await read(url);
      const again = await read(url);
      expect(isHit(again.res), `${url} is kept`).toBe(true);
      expect(again.body, url).not.toContain('Grace Edge');
    }
    const approved = await staff('PATCH', `/api/admin/comments/${id}/approve`);
    expect(approved.status).toBe(200);
    // The very first read after the approval's answer shows it: purged before it was acknowledged.
    for (const url of shows) {
      const after = await read(url);
      expect(isHit(after.res), `${url} was purged`).toBe(false);
      expect(after.body, url).toContain('Grace Edge');
    }
    for (const url of others) expect(isHit((await read(url)).res), `${url} stays in Varnish`).toBe(true);
  });

  it('never keeps what a staff session sees, nor gives it to anyone else', async () => {
    const anonymous = await read('/exhibitions');
    expect(isHit(anonymous.res)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const own = await read('/exhibitions', { cookie });
      expect(own.res.status).toBe(200);
      expect(isHit(own.res)).toBe(false);
      expect(own.res.headers.get('cache-control')).toBe('private, no-store');
      const api = await read('/api/content', { cookie });
      expect(isHit(api.res)).toBe(false);
      expect(api.res.headers.get('cache-control')).toBe('private, no-store');
    }
    const after = await read('/exhibitions');
    expect(storedBy(after.res)).toBe(storedBy(anonymous.res));
    // Another cookie (analytics, say) is ignored: the public object.
    expect(storedBy((await read('/exhibitions', { cookie: '_pk_id=1; theme=dark' })).res)).toBe(storedBy(anonymous.res));
  });

  it('never keeps a personal page (the staff panel, a member page)', async () => {
    for (const url of ['/admin', '/admin-login', '/account']) {
      const first = await read(url);
      const second = await read(url);
      expect(isHit(second.res), `${url}: ${second.res.headers.get('x-varnish')}`).toBe(false);
      if (first.res.status === 200) expect(first.res.headers.get('cache-control'), url).toBe('private, no-store');
      else expect(first.res.headers.get('cache-control'), url).not.toMatch(/s-maxage/);
    }
  });

  it('gives readers no error while the origin restarts under writes (SIGTERM, drained, started again)', async () => {
    const paths = ['/', '/job-title-translator', '/exhibitions', '/api/content', '/api/experiments/job-title-translator/latest'];
    for (const url of paths) await read(url);
    const failures: string[] = [];
    let reads = 0;
    let stop = false;
    const reader = async () => {
      for (let i = 0; !stop; i++) {
        const url = paths[i % paths.length];
        const res = await fetch(`${edge}${url}`).catch((error: unknown) => String(error));
        if (typeof res === 'string') failures.push(`${url}: ${res}`);
        else {
          await res.arrayBuffer();
          reads++;
          if (res.status !== 200) failures.push(`${url}: ${res.status}`);
        }
      }
    };
    // Roasts keep purging two of the pages read, so their copies are stale when the origin goes.
    const writer = async () => {
      for (let n = 0; !stop; n++) {
        await fetch(`${edge}/api/experiments/job-title-translator`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: edge },
          body: JSON.stringify({ jobTitle: `Head of Restarts ${n}` }),
        }).then(
          (r) => r.arrayBuffer(),
          () => null,
        );
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const running = [...Array.from({ length: 8 }, reader), writer()];
    await new Promise((r) => setTimeout(r, 1000));
    await server?.restart();
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await Promise.all(running);
    expect(reads).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 60_000);
});
