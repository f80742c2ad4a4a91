import fs from 'node:fs';
import path from 'node:path';
import { type Dialect as KyselyDialect, Kysely, type Migration, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type Dialect, dialectOf } from '../../../db/dialect';
import { migrations } from '../../../db/migrations';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';
import { rawRead } from './raw-sql';
import type { ReadDep } from '../cache/tags/effects';
import { type MigrationSafety, migrateSafely } from './safe-migrate';
import { type WriteWatch, WriteWatchingDialect } from './write-watching';
import SQLite, { type SqliteConnection } from './sqlite-driver';
import { type SqliteBusyCode, countingBusy } from './sqlite-busy';
import { withStatementCache } from './statement-cache';
import { ReadRecorderPlugin } from './write-watcher';

export type DB = Kysely<Database>;
export { type Dialect, dialectOf };

export type { DatabaseTarget };

type OpenOptions = {
  /**
   * Told what every write changed, after it ran and after its transaction committed (and, on
   * PostgreSQL with `shared`, the shared versions bumped): the read cache listens.
   */
  watch?: WriteWatch;
  /** Told what every read shows, in the async context of the code that runs it (the read cache listens). */
  onRead?: (deps: ReadDep[]) => void;
  /** PostgreSQL: handed the pool once made (the metrics report its use). */
  onPool?: (pool: pg.Pool) => void;
  /** SQLite: told of each statement refused as busy or locked after the busy timeout (the metrics count them). */
  onBusy?: (code: SqliteBusyCode) => void;
};

/**
 * Opens the SQLite file with WAL, foreign keys and a busy timeout (D4); statements are prepared
 * once and reused.
 */
export function openDatabase(file: string, { watch, onRead, onBusy }: OpenOptions = {}): { db: DB; sqlite: SqliteConnection } {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({
    dialect: watchedDialect(new SqliteDialect({ database: onBusy ? countingBusy(statements, onBusy) : statements }), watch),
    plugins: onRead ? [new ReadRecorderPlugin(onRead)] : [],
  });
  return { db, sqlite };
}

// count(*) is a bigint (int8) on PostgreSQL, which pg hands over as a string; a count or an id
// never nears 2^53, so these read as numbers, as they do on SQLite. Only this pool's clients see it.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
};

/** A pool of PostgreSQL connections of the given size. */
export function openPostgres(url: string, poolSize: number, { watch, onRead, onPool }: OpenOptions = {}): { db: DB; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  onPool?.(pool);
  // A connection dropped by the server while idle is replaced on the next checkout; without a
  // listener the pool's 'error' event would end the process.
  pool.on('error', () => {});
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({
    dialect: watchedDialect(dialect, watch),
    plugins: onRead ? [new ReadRecorderPlugin(onRead)] : [],
  });
  return { db, pool };
}

const watchedDialect = (dialect: KyselyDialect, watch: WriteWatch | undefined): KyselyDialect =>
  watch ? new WriteWatchingDialect(dialect, watch) : dialect;

export function openTarget(target: DatabaseTarget, options: OpenOptions = {}): DB {
  return target.dialect === 'postgres' ? openPostgres(target.url, target.poolSize, options).db : openDatabase(target.file, options).db;
}

/**
 * Applies the migrations not applied yet; answers their names. With `safety` (a SQLite file), a
 * copy is taken first and put back if one fails (src/server/db/safe-migrate.ts).
 */
export async function migrateToLatest(
  db: DB,
  { safety = null, list = migrations }: { safety?: MigrationSafety | null; list?: Record<string, Migration> } = {},
): Promise<string[]> {
  return migrateSafely(db, list, safety);
}

/** The safety copies' settings for a SQLite target under `dataDir` (null on PostgreSQL or in memory). */
export function migrationSafety(
  target: DatabaseTarget,
  dataDir: string,
  keep: number,
  onCopy?: (copy: string) => void,
): MigrationSafety | null {
  if (target.dialect !== 'sqlite' || target.file === ':memory:') return null;
  return { file: target.file, dir: path.join(dataDir, 'backups', 'pre-migration'), keep, ...(onCopy && { onCopy }) };
}

/** Runs `fn` in a transaction, or inside the caller's when `db` is a transaction already. */
export function inTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/**
 * Hands `rows` to `write` a batch of `size` at a time, in order: one statement per batch keeps
 * its bound values under PostgreSQL's 65535 parameters.
 */
export async function inBatches<R>(rows: readonly R[], size: number, write: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * A statement refused because a row it references is not there (PostgreSQL's 23503, SQLite's
 * foreign key constraint): a write can then be its own existence check, one round trip fewer.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** One round trip: on PostgreSQL it checks a connection out of the pool (or fails). */
export async function ping(db: DB): Promise<void> {
  await rawRead([], sql`select 1`).execute(db);
}

/** A postgres:// URL with its password hidden, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
