import { Kysely, sql, SqliteDialect } from 'kysely';
import SQLite from './sqlite-driver';
import { expect, it } from 'vitest';
import { WriteWatcherPlugin } from './write-watcher';
import { withStatementCache } from './statement-cache';

type DB = { things: { id: number; name: string } };

it('names the tables every kind of write touches, reads none, and reuses prepared statements', async () => {
  const writes: string[][] = [];
  const sqlite = new SQLite(':memory:');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [new WriteWatcherPlugin((t) => writes.push(t))] });
  await db.schema.createTable('things').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
  writes.length = 0;

  await db.insertInto('things').values({ id: 1, name: 'a' }).execute();
  await db.updateTable('things').set({ name: 'b' }).where('id', '=', 1).execute();
  await db.selectFrom('things').selectAll().execute();
  await sql`select count(*) from things`.execute(db);
  await sql`update ${sql.table('things')} set name = 'c'`.execute(db);
  await db.deleteFrom('things as t').where('t.id', '=', 1).execute();
  // Each statement is told twice: before it runs and once it has run.
  expect(writes).toEqual([['things'], ['things'], ['things'], ['things'], ['*'], ['*'], ['things'], ['things']]);

  const prepared = sqlite.prepare.bind(sqlite);
  let prepares = 0;
  sqlite.prepare = ((text: string) => {
    prepares++;
    return prepared(text);
  }) as typeof sqlite.prepare;
  for (let i = 0; i < 5; i++) await db.selectFrom('things').selectAll().where('id', '=', i).execute();
  // One text, prepared once, run five times.
  expect(prepares).toBe(1);
  await db.destroy();
});
