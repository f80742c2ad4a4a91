import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../../db/dialect';
import { rawRead } from '~/server/db/raw-sql';

/** What the database's own schema says, for the cache tags (rules.ts): read at start, after the migrations. */

/** Every foreign key `on delete cascade`: the table holding it and the table it points at. */
export async function readCascadingKeys<T>(db: Kysely<T>): Promise<{ child: string; parent: string }[]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await rawRead(
      [],
      sql<{ child: string; parent: string }>`
      select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and k.confdeltype = 'c' and n.nspname = current_schema()`,
    ).execute(db);
    return rows;
  }
  const { rows } = await rawRead(
    [],
    sql<{ child: string; parent: string }>`
    select m.name as child, k."table" as parent from sqlite_master m join pragma_foreign_key_list(m.name) k
    where m.type = 'table' and upper(k.on_delete) = 'CASCADE'`,
  ).execute(db);
  return rows;
}

/** The database's own tables (not the migrator's, not SQLite's or FTS5's internals). */
export async function readTableNames<T>(db: Kysely<T>): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await rawRead(
          [],
          sql<{ name: string }>`
          select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        ).execute(db)
      : await rawRead([], sql<{ name: string }>`select name from pragma_table_list where schema = 'main' and type = 'table'`).execute(db);
  return rows.map((r) => r.name).filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_'));
}
