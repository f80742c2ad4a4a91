import { type Generated, Kysely, sql, SqliteDialect } from 'kysely';
import SQLite from './sqlite-driver';
import { expect, it } from 'vitest';
import type { ReadDep, WriteEffect } from '../cache/tags/effects';
import { Cascades } from '../cache/tags/rules';
import { readCascadingKeys } from '../cache/tags/schema';
import { rawRead, rawWrite } from './raw-sql';
import { WriteWatchingDialect } from './write-watching';
import { ReadRecorderPlugin } from './write-watcher';
import { withStatementCache } from './statement-cache';

type DB = {
  content_items: { id: number; title: string };
  comments: { id: number; contentItemId: number; isApproved: number; comment: string };
  job_title_translations: { id: Generated<number>; title: string };
  page_views: { id: Generated<number>; path: string };
};

function open() {
  const writes: WriteEffect[][] = [];
  const reads: ReadDep[][] = [];
  const sqlite = new SQLite(':memory:');
  const cascades = new Cascades();
  const db = new Kysely<DB>({
    dialect: new WriteWatchingDialect(new SqliteDialect({ database: withStatementCache(sqlite) }), {
      onWrite: (e) => writes.push(e),
      cascades,
    }),
    plugins: [new ReadRecorderPlugin((d) => reads.push(d))],
  });
  return { db, sqlite, writes, reads, cascades };
}

it('says what each write changed: parts of split tables, hidden rows, nothing for no-ops and private tables', async () => {
  const { db, writes, cascades } = open();
  await sql`create table content_items (id integer primary key, title text)`.execute(db);
  // The foreign keys say what a delete takes with it, as the migrations' do.
  await sql`create table comments (id integer primary key, contentItemId integer references content_items (id) on delete cascade, isApproved integer, comment text)`.execute(
    db,
  );
  await sql`create table comment_reactions (id integer primary key, commentId integer references comments (id) on delete cascade)`.execute(
    db,
  );
  cascades.learn(await readCascadingKeys(db));
  await sql`create table job_title_translations (id integer primary key, title text)`.execute(db);
  await sql`create table page_views (id integer primary key, path text)`.execute(db);
  // DDL changes everything.
  expect(writes.every((w) => w[0].table === '*')).toBe(true);
  writes.length = 0;
  const last = () => writes.splice(0);

  await db.insertInto('content_items').values({ id: 1, title: 'a' }).execute();
  expect(last()).toEqual([[{ table: 'content_items', part: '1', hiddenOnly: false }]]);
  await db.insertInto('comments').values({ id: 10, contentItemId: 1, isApproved: 0, comment: 'c' }).execute();
  expect(last()).toEqual([[{ table: 'comments', part: '1', hiddenOnly: true }]]);
  // An approval by id: the watcher learns the comment's exhibition from the row itself.
  await db.updateTable('comments').set({ isApproved: 1 }).where('id', '=', 10).execute();
  expect(last()).toEqual([[{ table: 'comments', part: '1', hiddenOnly: false }]]);
  // A where that pins the part (and visibility) says it without reading the rows.
  await db.updateTable('comments').set({ comment: 'edited' }).where('contentItemId', '=', 1).where('isApproved', '=', 0).execute();
  expect(last()).toEqual([]);
  await db.updateTable('comments').set({ comment: 'edited' }).where('contentItemId', '=', 1).where('isApproved', '=', 1).execute();
  expect(last()).toEqual([[{ table: 'comments', part: '1', hiddenOnly: false }]]);
  // Updates and deletes of nothing change nothing.
  await db.updateTable('comments').set({ isApproved: 1 }).where('id', '=', 999).execute();
  await db.deleteFrom('content_items').where('id', '=', 999).execute();
  await db.deleteFrom('job_title_translations').execute();
  expect(last()).toEqual([]);
  // Private tables change nothing a visitor sees.
  await db.insertInto('page_views').values({ path: '/' }).execute();
  expect(last()).toEqual([]);
  await db.insertInto('job_title_translations').values({ title: 't' }).execute();
  expect(last()).toEqual([[{ table: 'job_title_translations', part: null, hiddenOnly: false }]]);
  // A delete of an exhibition takes its comments (and their reactions) with it.
  await db.deleteFrom('content_items').where('id', '=', 1).execute();
  expect(last()[0]).toEqual([
    { table: 'content_items', part: '1', hiddenOnly: false },
    { table: 'comments', part: null, hiddenOnly: false },
    { table: 'comment_reactions', part: null, hiddenOnly: false },
  ]);
  // Raw SQL: what it declares (src/server/db/raw-sql.ts); declaring nothing, everything.
  await db.insertInto('content_items').values({ id: 2, title: 'b' }).execute();
  last();
  await rawWrite([{ table: 'content_items', id: 2 }], sql`update ${sql.table('content_items')} set title = 'c' where id = ${2}`).execute(
    db,
  );
  expect(last()).toEqual([[{ table: 'content_items', part: '2', hiddenOnly: false }]]);
  await sql`update ${sql.table('content_items')} set title = 'd' where id = ${2}`.execute(db);
  expect(last()).toEqual([[{ table: '*', part: null, hiddenOnly: false }]]);
  await rawRead(['content_items'], sql`select * from content_items`).execute(db);
  expect(last()).toEqual([]);
  // In a transaction: after each statement, and once more after the commit.
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('comments').values({ id: 11, contentItemId: 2, isApproved: 1, comment: 'd' }).execute();
  });
  expect(last()).toEqual([[{ table: 'comments', part: '2', hiddenOnly: false }], [{ table: 'comments', part: '2', hiddenOnly: false }]]);
  await db.destroy();
});

it('records what each read shows: the parts its where pins, hidden rows or not, and reuses prepared statements', async () => {
  const { db, sqlite, reads } = open();
  await sql`create table content_items (id integer primary key, title text)`.execute(db);
  await sql`create table comments (id integer primary key, contentItemId integer, isApproved integer, comment text)`.execute(db);
  reads.length = 0;
  await db.selectFrom('content_items').selectAll().execute();
  await db.selectFrom('content_items').selectAll().where('id', '=', 3).execute();
  await db.selectFrom('comments').selectAll().where('contentItemId', '=', 3).where('isApproved', '=', 1).execute();
  await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .execute();
  await db
    .selectFrom('content_items')
    .innerJoin('comments', 'comments.contentItemId', 'content_items.id')
    .select('content_items.id')
    .where('comments.isApproved', '=', 1)
    .execute();
  await rawRead(['comments'], sql`select count(*) from comments`).execute(db);
  await sql`select count(*) from comments`.execute(db);
  expect(reads).toEqual([
    [{ table: 'content_items', part: null, hidden: false }],
    [{ table: 'content_items', part: '3', hidden: false }],
    [{ table: 'comments', part: '3', hidden: false }],
    [{ table: 'comments', part: null, hidden: true }],
    [
      { table: 'content_items', part: null, hidden: false },
      { table: 'comments', part: null, hidden: false },
    ],
    [{ table: 'comments', part: null, hidden: true }],
    // Undeclared: it may show anything.
    [{ table: '*', part: null, hidden: true }],
  ]);

  const prepared = sqlite.prepare.bind(sqlite);
  let prepares = 0;
  sqlite.prepare = (text: string) => {
    prepares++;
    return prepared(text);
  };
  for (let i = 0; i < 5; i++) await db.selectFrom('content_items').selectAll().where('title', '=', `t${i}`).execute();
  // One text, prepared once, run five times.
  expect(prepares).toBe(1);
  await db.destroy();
});
