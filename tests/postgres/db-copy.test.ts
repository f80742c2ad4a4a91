import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as serverUnderTest } from '../helpers/server-under-test';
import { CopyRefused, copyDatabase } from '~/server/db/copy';
import { type DB, openDatabase, openPostgres } from '~/server/db/database';
import { restRoutes } from '~/server/api/mirror';
import { adminCookie, adminRequest, createExhibition } from '../helpers/admin-session';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from '../helpers/postgres-databases';
import { idOf, injectJson } from '../helpers/test-app';

// `npm run db:copy` (docs/decisions/016) on the seeded club with some activity: every table arrives
// row by row, the two clubs answer every GET of the REST mirror byte for byte alike, and a new
// row on PostgreSQL gets a fresh id. Runs in the `postgres` Vitest project only.
const server = postgresTestTarget();
if (!server) throw new Error('tests/postgres/ runs in the postgres Vitest project (TEST_DATABASE=postgres)');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-copy-'));
const targetName = testDatabaseName(`${dataDir}-copy`);
const sqliteFile = path.join(dataDir, 'club.sqlite');
const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' } as const;
let targetUrl = '';
let copyOutput = '';
let cookie = '';
let deletedCommentId = 0;

const startSqlite = () => serverUnderTest.buildApp(serverUnderTest.loadConfig(env, { client: 'none', rateLimitWritesPerMinute: 1000 }));
const startPostgres = () =>
  serverUnderTest.buildApp(
    serverUnderTest.loadConfig({ ...env, DATABASE_URL: targetUrl }, { client: 'none', rateLimitWritesPerMinute: 1000 }),
  );

/** A little of everything a running club writes, through the API where it is quick to. */
async function activity(app: FastifyInstance) {
  cookie = await adminCookie(app);
  const admin = adminRequest(app, cookie);
  const ok = (res: { status: number; body: string }, label: string) => expect(res.status, `${label}: ${res.body}`).toBeLessThan(300);
  const contentId = (await app.services.db.selectFrom('content_items').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const comments: number[] = [];
  for (const name of ['Ada', 'Charles', 'Grace']) {
    const res = await injectJson(app, 'POST', `/api/content/${contentId}/comments`, {
      authorName: name,
      authorEmail: `${name.toLowerCase()}@example.com`,
      comment: `${name} was here, with ünïcödé and “quotes”.`,
    });
    ok(res, 'comment');
    comments.push(idOf(res.json));
  }
  ok(await admin('PATCH', `/api/admin/comments/${comments[0]}/approve`), 'approve');
  ok(
    await injectJson(app, 'POST', '/api/reactions', { commentId: comments[0], reaction: 'heart', userEmail: 'grace@example.com' }),
    'reaction',
  );
  // The newest comment goes: SQLite's sequence remembers its id, and so must PostgreSQL's.
  deletedCommentId = comments[2]!;
  ok(await admin('DELETE', `/api/admin/comments/${deletedCommentId}`), 'delete comment');
  ok(
    await injectJson(app, 'POST', '/api/membership', {
      firstName: 'Mary',
      email: 'mary@example.com',
      subject: 'Complaints About AI',
      message: 'Let me in.',
    }),
    'membership',
  );
  ok(
    await injectJson(app, 'POST', '/api/volunteer-application', {
      name: 'Charles',
      email: 'charles@example.com',
      motivation: 'Curiosity',
      experiments: ['The Great Memory Competition'],
    }),
    'volunteer',
  );
  ok(await injectJson(app, 'POST', '/api/viral-share', { email: 'grace@example.com', firstName: 'Grace', shareType: 'linkedin' }), 'share');
  const translated = await injectJson(app, 'POST', '/api/experiments/job-title-translator', { jobTitle: 'Chief Synergy Officer' });
  ok(translated, 'translation');
  const intent = await injectJson(app, 'POST', '/api/create-payment-intent', { membershipType: 'full' });
  ok(intent, 'intent');
  ok(
    await injectJson(app, 'POST', '/api/update-payment-intent', {
      clientSecret: intent.json.clientSecret,
      email: 'ada@example.com',
      firstName: 'Ada',
    }),
    'update intent',
  );
  ok(
    await injectJson(app, 'POST', '/api/demo-payments/confirm', {
      clientSecret: intent.json.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    }),
    'confirm',
  );
  const db = app.services.db;
  await db
    .insertInto('page_views')
    .values([
      { path: '/', referrer: null, visitorKey: 'k1', createdAt: new Date().toISOString() },
      { path: '/exhibitions', referrer: 'https://example.com/', visitorKey: 'k1', createdAt: new Date().toISOString() },
      { path: '/a-b', referrer: null, visitorKey: 'k2', createdAt: new Date().toISOString() },
      { path: '/ab', referrer: null, visitorKey: 'k2', createdAt: new Date().toISOString() },
    ])
    .execute();
  await db
    .insertInto('reality_readiness_videos')
    .values({ title: 'Cat plays piano', videoUrl: '/uploads/cat.mp4', isFake: 1, orderPosition: 1 })
    .execute();
}

beforeAll(async () => {
  const app = await startSqlite();
  try {
    await activity(app);
  } finally {
    await app.close();
  }
  targetUrl = await createDatabase(server, targetName);
  // The command itself, as an operator runs it.
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', '--to', targetUrl], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  copyOutput = stdout;
}, 120_000);

afterAll(async () => {
  await dropDatabase(server, targetName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run db:copy -- --to postgres://...', () => {
  it('prints the rows per table and the time taken', () => {
    expect(copyOutput).toMatch(/content_items\s+\d+ rows/);
    expect(copyOutput).toMatch(/Copied \d+ rows in \d+ tables in \d+\.\d\d s/);
  });

  it('copies every table row by row: same ids, same values', async () => {
    const source = openDatabase(sqliteFile).db;
    const target = openPostgres(targetUrl, 2).db;
    try {
      const { rows: tables } = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(
        source,
      );
      expect(tables.length).toBeGreaterThanOrEqual(21);
      let total = 0;
      // SQLite's FTS5 indexes of the search stay behind: PostgreSQL indexes the copied documents itself
      // (its generated `document` tsvector, left out of the comparison and checked below).
      for (const { name } of tables.filter((t) => !/^search_(fts|trigram|words_trigram)(_|$)/.test(t.name))) {
        const read = async (db: DB) => (await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by 1`.execute(db)).rows;
        const [from, to] = await Promise.all([read(source), read(target)]);
        expect(
          to.map(({ document, ...row }) => (name === 'search_documents' ? row : { document, ...row })),
          name,
        ).toEqual(from);
        total += from.length;
      }
      expect(total).toBeGreaterThan(60);
      const { rows: indexed } = await sql<{
        n: number;
      }>`select count(*) as n from search_documents where document @@ to_tsquery('simple', 'synergy:*')`.execute(target);
      expect(indexed[0].n).toBeGreaterThan(0);
      for (const table of [
        'comments',
        'comment_reactions',
        'payments',
        'payment_events',
        'page_views',
        'job_title_translations',
        'viral_shares',
        'volunteer_applications',
        'membership_applications',
        'admin_sessions',
        'mail_outbox',
      ]) {
        expect((await sql`select 1 from ${sql.table(table)}`.execute(target)).rows.length, table).toBeGreaterThan(0);
      }
    } finally {
      await source.destroy();
      await target.destroy();
    }
  });

  it('the copy answers every GET of the REST mirror byte for byte as the SQLite club does (public and admin)', async () => {
    const sqliteApp = await startSqlite();
    const pgApp = await startPostgres();
    try {
      const ids = await sqliteApp.services.db
        .selectFrom('comments')
        .select(['id', 'contentItemId'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const payment = await sqliteApp.services.db.selectFrom('payments').select('stripePaymentIntentId').executeTakeFirstOrThrow();
      const urls = [
        ...restRoutes()
          .filter((r) => r.method === 'GET')
          .map((r) =>
            r.url
              .replace(':id', String(ids.contentItemId))
              .replace(':commentId', String(ids.id))
              .replace(':paymentIntentId', payment.stripePaymentIntentId),
          ),
        '/api/content/999999',
        '/sitemap.xml',
        '/feed.xml',
        '/api/openapi.json',
        '/healthz',
      ];
      expect(urls.length).toBeGreaterThan(20);
      for (const url of urls) {
        // The same session cookie opens both: admin_sessions was copied.
        const [a, b] = await Promise.all([sqliteApp, pgApp].map((app) => app.inject({ method: 'GET', url, headers: { cookie } })));
        expect(`${b.statusCode} ${b.body}`, url).toBe(`${a.statusCode} ${a.body}`);
        expect(b.headers['content-type'], url).toBe(a.headers['content-type']);
      }
    } finally {
      await sqliteApp.close();
      await pgApp.close();
    }
  });

  it('new rows on PostgreSQL get fresh ids, past every id SQLite gave (deleted ones too)', async () => {
    const pgApp = await startPostgres();
    try {
      const contentId = (await pgApp.services.db.selectFrom('content_items').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const res = await injectJson(pgApp, 'POST', `/api/content/${contentId}/comments`, {
        authorName: 'Hertha',
        authorEmail: 'hertha@example.com',
        comment: 'New here.',
      });
      expect(res.status).toBe(201);
      expect(res.json.id).toBe(deletedCommentId + 1);
      const itemId = await createExhibition(adminRequest(pgApp, cookie), 'Fresh', { description: '<p>New</p>', category: 'Memory' });
      const maxBefore = (
        await pgApp.services.db
          .selectFrom('content_items')
          .select((eb) => eb.fn.max('id').as('m'))
          .where('id', '<', itemId)
          .executeTakeFirstOrThrow()
      ).m;
      expect(itemId).toBe(Number(maxBefore) + 1);
    } finally {
      await pgApp.close();
    }
  });

  it('refuses a database that already holds a club, and says why', async () => {
    const source = openDatabase(sqliteFile).db;
    const target = openPostgres(targetUrl, 2).db;
    try {
      const refused = copyDatabase(source, target);
      await expect(refused).rejects.toBeInstanceOf(CopyRefused);
      await expect(refused).rejects.toThrow(/not empty: it already holds rows in .*content_items/);
    } finally {
      await source.destroy();
      await target.destroy();
    }
  });
});
