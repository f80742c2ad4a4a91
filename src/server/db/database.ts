import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from '../../../db/migrations';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { WriteWatcherPlugin } from './write-watcher';

export type DB = Kysely<Database>;

type OpenOptions = {
  /** Told about every statement that writes, with the tables it writes (the read cache listens). */
  onWrite?: (tables: string[]) => void;
};

/**
 * Opens the SQLite file with WAL, foreign keys and a busy timeout (D4); statements are prepared
 * once and reused.
 */
export function openDatabase(file: string, { onWrite }: OpenOptions = {}): { db: DB; sqlite: SQLite.Database } {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: onWrite ? [new WriteWatcherPlugin(onWrite)] : [],
  });
  return { db, sqlite };
}

/** Applies the migrations not applied yet; answers their names. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs `fn` in a transaction, or inside the caller's when `db` is a transaction already. */
export function inTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

export async function ping(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
