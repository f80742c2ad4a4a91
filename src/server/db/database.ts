import fs from 'node:fs';
import path from 'node:path';
import { Kysely, type Migration, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type Dialect, dialectOf } from '../../../db/dialect';
import { migrations } from '../../../db/migrations';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';
import { type MigrationSafety, migrateSafely } from './safe-migrate';
import SQLite, { type SqliteConnection } from './sqlite-driver';
import { type VersionBumps, VersionBumpingDialect } from './shared-version';
import { withStatementCache } from './statement-cache';
import { WriteWatcherPlugin } from './write-watcher';

export type DB = Kysely<Database>;
export { type Dialect, dialectOf };

export type { DatabaseTarget };

type OpenOptions = {
  /** Told about every statement that writes, with the tables it writes (the read cache listens). */
  onWrite?: (tables: string[]) => void;
  /** PostgreSQL: writes that public reads show bump the shared cache version (src/server/db/shared-version.ts). */
  versionBumps?: VersionBumps;
  /** PostgreSQL: handed the pool once made (the metrics report its use). */
  onPool?: (pool: pg.Pool) => void;
};

/**
 * Opens the SQLite file with WAL, foreign keys and a busy timeout (D4); statements are prepared
 * once and reused.
 */
export function openDatabase(file: string, { onWrite }: OpenOptions = {}): { db: DB; sqlite: SqliteConnection } {
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

// count(*) is a bigint (int8) on PostgreSQL, which pg hands over as a string; a count or an id
// never nears 2^53, so these read as numbers, as they do on SQLite. Only this pool's clients see it.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pool of PostgreSQL connections of the given size. */
export function openPostgres(url: string, poolSize: number, { onWrite, versionBumps, onPool }: OpenOptions = {}): { db: DB; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  onPool?.(pool);
  // A connection dropped by the server while idle is replaced on the next checkout; without a
  // listener the pool's 'error' event would end the process.
  pool.on('error', () => {});
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({
    dialect: versionBumps ? new VersionBumpingDialect(dialect, versionBumps) : dialect,
    plugins: onWrite ? [new WriteWatcherPlugin(onWrite)] : [],
  });
  return { db, pool };
}

export function openTarget(target: DatabaseTarget, options: OpenOptions = {}): DB {
  return target.dialect === 'postgres' ? openPostgres(target.url, target.poolSize, options).db : openDatabase(target.file, options).db;
}

/**
 * Applies the migrations not applied yet; answers their names. With `safety` (a SQLite file), a
 * copy is taken first and put back if one fails (src/server/db/safe-migrate.ts).
 */
export async function migrateToLatest(db: DB, { safety = null, list = migrations }: { safety?: MigrationSafety | null; list?: Record<string, Migration> } = {}): Promise<string[]> {
  return migrateSafely(db, list, safety);
}

/** The safety copies' settings for a SQLite target under `dataDir` (null on PostgreSQL or in memory). */
export function migrationSafety(target: DatabaseTarget, dataDir: string, keep: number, onCopy?: (copy: string) => void): MigrationSafety | null {
  if (target.dialect !== 'sqlite' || target.file === ':memory:') return null;
  return { file: target.file, dir: path.join(dataDir, 'backups', 'pre-migration'), keep, ...(onCopy && { onCopy }) };
}

/** Runs `fn` in a transaction, or inside the caller's when `db` is a transaction already. */
export function inTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** One round trip: on PostgreSQL it checks a connection out of the pool (or fails). */
export async function ping(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
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
