import { sql } from 'kysely';
import { type DB, dialectOf, migrateToLatest } from './database';

/**
 * Moving a club from SQLite to PostgreSQL (`npm run db:copy`, docs/decisions/016): every table of
 * the source, row by row with its ids, into an empty PostgreSQL database that is migrated
 * first; then each id sequence is set past the highest id SQLite ever gave (its
 * sqlite_sequence), so new rows never collide with copied ones and deleted ids are not reused.
 * The copy is one transaction: it lands whole or not at all.
 */
type CopyResult = { tables: { table: string; rows: number }[]; seconds: number };

export class CopyRefused extends Error {}

const BATCH_ROWS = 500;
// PostgreSQL takes at most 65535 parameters in one statement.
const MAX_PARAMETERS = 60_000;
const internal = (name: string) => name.startsWith('sqlite_') || name.startsWith('kysely_') || SEARCH_INDEX.test(name);
// SQLite's own search indexes (FTS5 tables and their shadow tables, migrations 0011 and 0013):
// PostgreSQL indexes the copied search_documents and search_words by itself (a generated
// tsvector, GIN indexes).
const SEARCH_INDEX = /^search_(fts|trigram|words_trigram)(_|$)/;

/** The source's tables, parents before the tables whose foreign keys point at them. */
async function tablesInCopyOrder(source: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(source);
  const tables = rows.map((r) => r.name).filter((n) => !internal(n));
  const parents = new Map<string, string[]>();
  for (const table of tables) {
    const fks = await sql<{ table: string }>`select * from pragma_foreign_key_list(${table})`.execute(source);
    parents.set(
      table,
      fks.rows.map((r) => r.table).filter((p) => p !== table),
    );
  }
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    for (const parent of parents.get(table) ?? []) if (tables.includes(parent)) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Why the target is not an empty database, or null when it is (a migrated but empty club counts as empty). */
async function targetContents(target: DB): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(target);
  const filled: string[] = [];
  for (const { name } of rows) {
    if (name.startsWith('kysely_')) continue;
    const { rows: any } = await sql`select 1 from ${sql.table(name)} limit 1`.execute(target);
    if (any.length > 0) filled.push(name);
  }
  return filled.length ? `it already holds rows in ${filled.join(', ')}` : null;
}

export async function copyDatabase(source: DB, target: DB, log: (line: string) => void = () => {}): Promise<CopyResult> {
  if (dialectOf(source) !== 'sqlite') throw new CopyRefused('The source must be a SQLite club.');
  if (dialectOf(target) !== 'postgres') throw new CopyRefused('The target must be a PostgreSQL database (a postgres:// URL).');
  const started = performance.now();
  const before = await targetContents(target);
  if (before)
    throw new CopyRefused(
      `Refusing to copy into a database that is not empty: ${before}. Give an empty database (createdb club) or drop its tables first.`,
    );

  // Both at the same migration: the source as `npm start` would leave it, the target created.
  await migrateToLatest(source);
  await migrateToLatest(target);

  const tables = await tablesInCopyOrder(source);
  const { rows: seqRows } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`
    .execute(source)
    .catch(() => ({ rows: [] }));
  const sqliteSequence = new Map(seqRows.map((r) => [r.name, Number(r.seq)]));

  const counts: { table: string; rows: number }[] = [];
  await target.transaction().execute(async (trx) => {
    for (const table of tables) {
      const targetColumns = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}`.execute(trx);
      if (targetColumns.rows.length === 0)
        throw new Error(`The PostgreSQL schema has no table ${table}: is the source from a newer build?`);
      const known = new Set(targetColumns.rows.map((r) => r.name));
      const { rows: info } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(source);
      const columns = info.map((c) => c.name);
      const missing = columns.filter((c) => !known.has(c));
      if (missing.length) throw new Error(`The PostgreSQL table ${table} lacks the columns ${missing.join(', ')}`);

      const batch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
      let copied = 0;
      let lastRowid = Number.MIN_SAFE_INTEGER;
      for (;;) {
        const { rows } = await sql<Record<string, unknown>>`
          select rowid as "__rowid", ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}
          where rowid > ${lastRowid} order by rowid limit ${batch}`.execute(source);
        if (rows.length === 0) break;
        lastRowid = Number(rows[rows.length - 1].__rowid);
        const values = rows.map((row) => sql`(${sql.join(columns.map((c) => row[c] ?? null))})`);
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)}`.execute(trx);
        copied += rows.length;
      }
      // The id sequence, past every id SQLite gave (sqlite_sequence remembers deleted ones too).
      if (columns.includes('id')) {
        const { rows: seq } = await sql<{ seq: string | null }>`select pg_get_serial_sequence(${`"${table}"`}, 'id') as seq`.execute(trx);
        const sequence = seq[0]?.seq;
        if (sequence) {
          const { rows: top } = await sql<{ top: number | null }>`select max(id) as top from ${sql.table(table)}`.execute(trx);
          const highest = Math.max(Number(top[0]?.top ?? 0), sqliteSequence.get(table) ?? 0);
          // is_called false with 1 on an empty table: the next id is 1, as on a new club.
          await sql`select setval(${sequence}::regclass, ${Math.max(highest, 1)}, ${highest > 0})`.execute(trx);
        }
      }
      counts.push({ table, rows: copied });
      log(`  ${table.padEnd(28)} ${String(copied).padStart(8)} rows`);
    }
    // Counted again inside the transaction: what landed is what was read.
    for (const { table, rows } of counts) {
      const { rows: n } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(trx);
      if (Number(n[0]?.n) !== rows) throw new Error(`${table}: copied ${rows} rows but the target holds ${n[0]?.n}`);
    }
  });
  return { tables: counts, seconds: (performance.now() - started) / 1000 };
}
