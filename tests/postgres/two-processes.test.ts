import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from '../helpers/postgres-databases';
import { freePort, startServer } from '../helpers/server-process';
import { z } from 'zod';
import { errorOutput, rowId } from '~/shared/schemas/answers';

// Two real app processes (the compiled server, what `npm start` runs) on one PostgreSQL database,
// as docs/scale-out.md runs them behind a proxy: the throttles count across both, and a write
// through one is seen at once in the other's cached public reads (docs/decisions/018-shared-state.md).
const server = postgresTestTarget();
if (!server) throw new Error('tests/postgres/ runs in the postgres Vitest project (TEST_DATABASE=postgres)');
if (!fs.existsSync(path.resolve('dist/server/main.js')))
  throw new Error('dist/server/main.js is missing: run `npm run build` first (`npm test` does)');

const PUBLIC_URL = 'http://club.test';
// Processes on one database need one secrets key (docs/decisions/037): each has its own DATA_DIR here.
const SECRETS_KEY = randomBytes(32).toString('base64');
const ADMIN = { email: 'keeper@club.example', password: 'a-very-long-password' };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-two-'));
const name = testDatabaseName(root);
type Proc = ReturnType<typeof startServer> & { base: string };
let A: Proc;
let B: Proc;
/** An administrator's session, opened on B before the login throttle test blocks the email. */
let cookie = '';

async function start(label: string, url: string): Promise<Proc> {
  const port = await freePort();
  const dataDir = path.join(root, label);
  const proc = startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL,
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '4',
    RATE_LIMIT_WRITES_PER_MINUTE: '3',
    READ_CACHE: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SECRETS_KEY,
  });
  const deadline = Date.now() + 30_000;
  while (!proc.output().includes('is open at')) {
    if (Date.now() > deadline || proc.child.exitCode !== null) throw new Error(`process ${label} did not start:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Object.assign(proc, { base: `http://127.0.0.1:${port}` });
}

beforeAll(async () => {
  const url = await createDatabase(server, name);
  // Started together, as an orchestrator would: one migrates and seeds, the other waits (concurrent-start.test.ts).
  [A, B] = await Promise.all([start('a', url), start('b', url)]);
  const login = await send(B, 'POST', '/api/admin/login', { visitor: '192.0.2.50', body: ADMIN });
  expect(login.status).toBe(200);
  cookie =
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('bac_admin_session='))
      ?.split(';')[0] ?? '';
}, 60_000);
afterAll(async () => {
  for (const p of [A, B]) {
    if (p && p.child.exitCode === null) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
  }
  await dropDatabase(server, name);
  fs.rmSync(root, { recursive: true, force: true });
});

/** A request as the proxy would pass it on: the visitor's address in X-Forwarded-For (TRUST_PROXY's default, loopback). */
function send(p: Proc, method: string, url: string, { visitor, body, cookie }: { visitor: string; body?: unknown; cookie?: string }) {
  return fetch(`${p.base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': visitor,
      origin: PUBLIC_URL,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

describe('two server processes on one PostgreSQL database', () => {
  it('count a public write throttle across both (D8): 2 via A and 1 via B pass, the next on either is 429', async () => {
    const comment = { authorName: 'Ada', authorEmail: 'ada@example.com', comment: 'Counted once, wherever it lands.' };
    const post = (p: Proc) => send(p, 'POST', '/api/content/1/comments', { visitor: '203.0.113.7', body: comment });
    expect([(await post(A)).status, (await post(A)).status, (await post(B)).status]).toEqual([201, 201, 201]);
    for (const p of [A, B]) {
      const refused = await post(p);
      expect(refused.status).toBe(429);
      expect(errorOutput.parse(await refused.json()).error).toMatch(/^Too many requests: please wait \d+ seconds before trying again\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another visitor is not held back by this one.
    expect((await send(B, 'POST', '/api/content/1/comments', { visitor: '203.0.113.8', body: comment })).status).toBe(201);
  });

  it('count failed logins across both (D20): 5 failures spread over A and B, the 6th on either is 429', async () => {
    const wrong = { email: ADMIN.email, password: 'not-the-password' };
    const statuses = [];
    for (const p of [A, B, A, B, A])
      statuses.push((await send(p, 'POST', '/api/admin/login', { visitor: '198.51.100.9', body: wrong })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const p of [B, A]) {
      // Even the right password, from this address, waits.
      const blocked = await send(p, 'POST', '/api/admin/login', { visitor: '198.51.100.9', body: ADMIN });
      expect(blocked.status).toBe(429);
      expect(errorOutput.parse(await blocked.json()).error).toMatch(
        /^Too many failed login attempts\. Please wait 1[45] minutes before trying again\.$/,
      );
    }
    // The email is held too, from any address: per email as well as per address.
    expect((await send(B, 'POST', '/api/admin/login', { visitor: '198.51.100.10', body: ADMIN })).status).toBe(429);
  });

  it("apply a block made through A to B's next comments within the rules' bound (decision 032)", async () => {
    const body = (n: number) => ({ authorName: 'Eve', authorEmail: 'eve@example.com', comment: `Remark ${n}, kept or not.` });
    // B reads the rules once (and keeps them): Eve's comment is taken.
    expect((await send(B, 'POST', '/api/content/1/comments', { visitor: '203.0.113.20', body: body(0) })).status).toBe(201);
    const blocked = await send(A, 'POST', '/trpc/admin.moderation.block', {
      visitor: '192.0.2.50',
      cookie,
      body: { kind: 'email', value: 'eve@example.com' },
    });
    expect(blocked.status).toBe(200);
    // Through A at once; through B within SHARED_RULES_CHECK_MS (1 s) and a read of the shared version.
    expect((await send(A, 'POST', '/api/content/1/comments', { visitor: '203.0.113.21', body: body(1) })).status).toBe(403);
    const started = Date.now();
    let status = 0;
    for (let n = 2; Date.now() - started < 3000; n++) {
      status = (await send(B, 'POST', '/api/content/1/comments', { visitor: `203.0.113.${20 + n}`, body: body(n) })).status;
      if (status === 403) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(403);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("show an admin write through A at once in B's cached public reads: REST, tRPC and an anonymous page", async () => {
    const reads = ['/api/content', `/trpc/public.content.list?input=${encodeURIComponent('{}')}`, '/exhibitions'];
    const readB = async (url: string) => {
      const res = await send(B, 'GET', url, { visitor: '192.0.2.1' });
      expect(res.status).toBe(200);
      return { body: await res.text(), etag: res.headers.get('etag') };
    };
    // Read twice on B: the second answer is B's kept copy (same bytes, same ETag).
    for (const url of reads) {
      const first = await readB(url);
      expect(await readB(url)).toEqual(first);
      expect(first.body).not.toContain('The Gallery Of Shared State');
    }
    // The session made on B (before the login test) is valid on A: sessions live in the database.
    const made = cookie;
    const created = await send(A, 'POST', '/api/admin/content', {
      visitor: '192.0.2.50',
      cookie: made,
      body: { title: 'The Gallery Of Shared State', description: '<p>Seen everywhere at once.</p>', type: 'exhibition', category: 'Scale' },
    });
    expect(created.status).toBe(201);
    for (const url of reads) expect((await readB(url)).body).toContain('The Gallery Of Shared State');
    // And the other way round: an edit through B, read at once through A (after A kept its copy).
    const id = z.object({ id: rowId }).parse(await created.json()).id;
    const readA = () => send(A, 'GET', `/exhibitions/${id}`, { visitor: '192.0.2.1' }).then((r) => r.text());
    expect(await readA()).toContain('Seen everywhere at once.');
    await readA();
    const edited = await send(B, 'PATCH', `/api/admin/content/${id}`, {
      visitor: '192.0.2.50',
      cookie: made,
      body: { description: '<p>Edited through B.</p>' },
    });
    expect(edited.status).toBe(200);
    expect(await readA()).toContain('Edited through B.');
  });
});
