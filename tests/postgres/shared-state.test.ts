import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as serverUnderTest } from '../helpers/server-under-test';
import { type DB, migrateToLatest, openPostgres } from '~/server/db/database';
import { clearCount, countHit, readCount, sweepExpired } from '~/server/db/rate-limits';
import { readSharedChanges, readSharedVersion } from '~/server/db/shared-version';
import { DatabaseLoginThrottle } from '~/server/login-throttle';
import { MAIL_SEND_LEASE_MS, MailWorker } from '~/server/services/mail';
import { claimNextDue, enqueueMail } from '~/server/services/mail/outbox';
import { smtpTransport } from '~/server/services/mail/transport';
import { startSmtpServer } from '../helpers/smtp-server';
import { adminCookie, adminRequest } from '../helpers/admin-session';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from '../helpers/postgres-databases';
import { errorOutput } from '~/shared/schemas/answers';

// The state several processes share on one PostgreSQL database (docs/decisions/018-shared-state.md),
// in one test process: two pools stand for two processes' connections, two apps for two processes.
// tests/postgres/two-processes.test.ts does the same with two real server processes.
const server = postgresTestTarget();
if (!server) throw new Error('tests/postgres/ runs in the postgres Vitest project (TEST_DATABASE=postgres)');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-shared-'));
const name = testDatabaseName(dataDir);
let url = '';
let a: DB;
let b: DB;
/** The versions `a`'s committed bumps reported. */
const bumps: number[] = [];

beforeAll(async () => {
  url = await createDatabase(server, name);
  a = openPostgres(url, 4, { watch: { onWrite: () => {}, shared: { enabled: true, onBump: (version) => bumps.push(version) } } }).db;
  b = openPostgres(url, 4).db;
  // Migrated through the unwatched pool, as the app migrates before it turns shared bumps on
  // (src/server/app.ts): a migration's undeclared raw DDL counts as a write of everything.
  await migrateToLatest(b);
});
afterAll(async () => {
  await a.destroy();
  await b.destroy();
  await dropDatabase(server, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('throttle counters in the rate_limits table', () => {
  it('count exactly when two pools hit one key at once (one atomic upsert per hit)', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => countHit(i % 2 ? a : b, 'burst', 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const h of hits) expect(h.ttlMs).toBeGreaterThan(55_000);
    expect((await readCount(b, 'burst')).count).toBe(40);
  });

  it('open a new window once the old one has ended, and sweep ended windows', async () => {
    expect((await countHit(a, 'short', 300)).count).toBe(1);
    expect((await countHit(b, 'short', 300)).count).toBe(2);
    await sleep(350);
    expect(await readCount(a, 'short')).toEqual({ count: 0, ttlMs: 0 });
    await countHit(a, 'ended', 1);
    await sleep(10);
    expect(await sweepExpired(b)).toBeGreaterThanOrEqual(2);
    expect(await a.selectFrom('rate_limits').select('key').where('key', 'in', ['short', 'ended']).execute()).toEqual([]);
    expect((await countHit(b, 'short', 300)).count).toBe(1);
    await clearCount(a, 'short');
    expect((await readCount(b, 'short')).count).toBe(0);
  });

  it('D20 login throttle: failures from two processes add up; a reset on one clears it for both', async () => {
    const one = new DatabaseLoginThrottle(a);
    const two = new DatabaseLoginThrottle(b);
    for (let i = 0; i < 5; i++) expect(await (i % 2 ? one : two).hit('admin-login:email:x@example.com', 5, 900_000)).toBe(0);
    expect(await one.blockedFor('admin-login:email:x@example.com', 5)).toBeGreaterThan(890);
    expect(await two.hit('admin-login:email:x@example.com', 5, 900_000)).toBeGreaterThan(890);
    await two.reset('admin-login:email:x@example.com');
    expect(await one.blockedFor('admin-login:email:x@example.com', 5)).toBe(0);
  });
});

describe('the read cache version row and its tags (decision 019)', () => {
  it('is bumped by a write that changed a public table, with its tags; not by a private table or a no-op', async () => {
    const before = await readSharedVersion(b);
    await a.insertInto('page_views').values({ path: '/', visitorKey: 'k' }).execute();
    await countHit(a, 'write:x:1', 60_000);
    // An update of no row changes nothing.
    await a.updateTable('content_items').set({ featured: 0 }).where('id', '=', -1).execute();
    expect(await readSharedVersion(b)).toBe(before);
    expect(await readSharedChanges(b, before)).toEqual({ version: before, tags: [] });
    const { id } = await a
      .insertInto('content_items')
      .values({ title: 'T', description: 'D', type: 'article', category: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await readSharedVersion(b)).toBe(before + 1);
    // A new row's id is not in its insert: the whole table (every list shows it).
    expect(await readSharedChanges(b, before)).toEqual({
      version: before + 1,
      tags: [{ table: 'content_items', part: null, hiddenOnly: false, version: before + 1 }],
    });
    await a.updateTable('content_items').set({ featured: 0 }).where('id', '=', id).execute();
    expect(await readSharedChanges(b, before + 1)).toEqual({
      version: before + 2,
      tags: [{ table: 'content_items', part: String(id), hiddenOnly: false, version: before + 2 }],
    });
    // The writing process heard of its own two bumps, and of nothing for the private and no-op writes.
    expect(bumps.slice(-2)).toEqual([before + 1, before + 2]);
  });

  it("moves with a transaction's commit, not before it, and not at all when it rolls back", async () => {
    const before = await readSharedVersion(b);
    await a.transaction().execute(async (trx) => {
      await trx.insertInto('shame_items').values({ title: 'S', description: 'D', category: 'C', example: 'E' }).execute();
      await trx.insertInto('shame_items').values({ title: 'S2', description: 'D', category: 'C', example: 'E' }).execute();
      // Another connection sees neither the rows nor the bump until the commit.
      expect(await readSharedVersion(b)).toBe(before);
      // Nor does the writing process hear of its bump before the commit.
      expect(bumps.at(-1) ?? 0).toBeLessThanOrEqual(before);
    });
    expect(await readSharedVersion(b)).toBe(before + 1);
    expect(bumps.at(-1)).toBe(before + 1);
    await expect(
      a.transaction().execute(async (trx) => {
        await trx.insertInto('shame_items').values({ title: 'S3', description: 'D', category: 'C', example: 'E' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readSharedVersion(b)).toBe(before + 1);
    // A rolled-back bump's version will be another's: the process is not told of it.
    expect(bumps.at(-1)).toBe(before + 1);
  });
  it('is bumped once for the lone writes that finish while a bump waits (group commit), each caller after its bump', async () => {
    const before = await readSharedVersion(b);
    const titles = ['G1', 'G2', 'G3', 'G4'];
    const insert = (title: string) =>
      a.insertInto('shame_items').values({ title, description: 'D', category: 'C', example: 'E' }).execute();
    const pending: Promise<unknown>[] = [];
    await b.transaction().execute(async (trx) => {
      // Holding the version row, so the first insert's bump waits for it...
      await sql`select version from cache_version where id = 1 for update`.execute(trx);
      pending.push(insert(titles[0]));
      const visible = () =>
        b
          .selectFrom('shame_items')
          .select('title')
          .where('title', 'in', titles)
          .execute()
          .then((rows) => rows.length);
      while ((await visible()) < 1) await sleep(5);
      // ...while the other three commit their rows and queue behind it.
      pending.push(...titles.slice(1).map(insert));
      while ((await visible()) < titles.length) await sleep(5);
      await sleep(50);
      expect(await readSharedVersion(b)).toBe(before);
      expect(bumps.at(-1) ?? 0).toBeLessThanOrEqual(before);
    });
    // Released by this transaction's commit: every caller is answered once a bump covering it committed.
    await Promise.all(pending);
    expect(await readSharedVersion(b)).toBe(before + 2);
    // The writing process hears of the first bump, then of the shared one from each of the three.
    expect(bumps.slice(-4)).toEqual([before + 1, before + 2, before + 2, before + 2]);
    expect((await readSharedChanges(b, before + 1)).tags).toEqual([
      { table: 'shame_items', part: null, hiddenOnly: false, version: before + 2 },
    ]);
  });
});

describe('two apps on one database (as two processes would be)', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let cookie = '';
  // A club of its own (seeded), apart from the tables the tests above wrote to.
  const appsName = testDatabaseName(`${dataDir}/apps`);
  beforeAll(async () => {
    const appsUrl = await createDatabase(server, appsName);
    const config = serverUnderTest.loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:3000',
        DATABASE_URL: appsUrl,
        DATABASE_POOL_SIZE: '3',
        RATE_LIMIT_WRITES_PER_MINUTE: '3',
      },
      { client: 'none' },
    );
    one = await serverUnderTest.buildApp(config);
    two = await serverUnderTest.buildApp(config);
    cookie = await adminCookie(one);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await dropDatabase(server, appsName);
  });

  it('count public writes on one counter (D8)', async () => {
    const comment = { authorName: 'Ada', authorEmail: 'ada@example.com', comment: 'Shared counting.' };
    const post = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/content/1/comments',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(comment),
        remoteAddress: '10.1.1.1',
      });
    const statuses = [];
    for (const app of [one, one, two, two, one]) statuses.push((await post(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await post(two);
    expect(errorOutput.parse(refused.json()).error).toMatch(/^Too many requests: please wait \d+ seconds before trying again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("show an admin write on one in the other's cached public reads at once", async () => {
    const read = () => two.inject({ method: 'GET', url: '/api/shame' });
    const first = await read();
    await read();
    const hits = two.readCache.stats.hits;
    expect((await read()).body).toBe(first.body);
    expect(two.readCache.stats.hits).toBe(hits + 1);
    const made = await adminRequest(one, cookie)('POST', '/api/admin/shame', {
      title: 'Shared Shame',
      description: 'D',
      category: 'C',
      example: 'E',
    });
    expect(made.status).toBe(201);
    expect((await read()).body).toContain('Shared Shame');
  });
});

describe('the mail outbox with a worker in each of two processes', () => {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const letter = (i: number) => ({
    kind: 'contact-acknowledgement' as const,
    dedupeKey: `two-workers:${i}`,
    to: `member${i}@example.com`,
    toName: null,
    replyTo: null,
    subject: `Letter ${i}`,
    html: '<p>H</p>',
    text: 'H',
  });

  it("sends every message once: each is claimed by one worker, and a starting worker leaves the other's message alone", async () => {
    const smtp = await startSmtpServer();
    const from = { name: 'The Club', address: 'club@club.example' };
    // A message the other process is sending right now (claimed a moment ago).
    await enqueueMail(a, [letter(0)], 'club.example');
    const inFlight = await claimNextDue(a);
    expect(inFlight?.dedupeKey).toBe('two-workers:0');
    await enqueueMail(
      a,
      Array.from({ length: 12 }, (_, i) => letter(i + 1)),
      'club.example',
    );
    const workers = [a, b].map(
      (db) => new MailWorker(db, { transport: smtpTransport(smtp.url, from), log: quiet, sendLeaseMs: MAIL_SEND_LEASE_MS, pollMs: 50 }),
    );
    try {
      await Promise.all(workers.map((w) => w.start()));
      const sent = () =>
        a.selectFrom('mail_outbox').select('id').where('dedupeKey', 'like', 'two-workers:%').where('status', '=', 'sent').execute();
      for (let i = 0; i < 200 && (await sent()).length < 12; i++) await sleep(50);
      expect((await sent()).length).toBe(12);
      for (let i = 1; i <= 12; i++) expect(smtp.to(`member${i}@example.com`), `letter ${i}`).toHaveLength(1);
      // Neither worker took back the message claimed a moment ago: its own process is still sending it.
      expect(smtp.to('member0@example.com')).toHaveLength(0);
      expect((await a.selectFrom('mail_outbox').select('status').where('id', '=', inFlight!.id).executeTakeFirstOrThrow()).status).toBe(
        'sending',
      );
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await smtp.close();
    }
  });
});
