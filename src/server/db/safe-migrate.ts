import fs from 'node:fs';
import path from 'node:path';
import { type Migration, Migrator, sql } from 'kysely';
import { rawRead, rawWrite } from './raw-sql';
import { migrations as allMigrations } from '../../../db/migrations';
import type { DB } from './database';

/**
 * Upgrades without fear (docs/decisions/022-operations.md). On SQLite, before any pending
 * migration runs on a database that has data, a consistent copy is taken with `VACUUM INTO`
 * (into DATA_DIR/backups/pre-migration/, the newest `keep` kept); when a migration then fails, the
 * database file is put back from that copy, so it is exactly as it was. Kysely runs SQLite's
 * migrations without a transaction; PostgreSQL's run in one transaction (DDL is transactional
 * there), so a failure there rolls every pending migration back by itself.
 */
export type MigrationSafety = {
  /** The SQLite file (not ':memory:'). */
  file: string;
  /** Where the copies go. */
  dir: string;
  /** How many copies to keep (0: the copy is still taken, and removed once the migrations succeeded). */
  keep: number;
  /** Told where the copy was written. */
  onCopy?: (copy: string) => void;
};

export class MigrationFailed extends Error {}

/** Names of the migrations known to this build, in order. */
export const knownMigrations = (list: Record<string, Migration> = allMigrations) => Object.keys(list).sort();

/** The migrations this database has run (none for a new file). */
async function executedMigrations(db: DB): Promise<string[]> {
  const tables = await rawRead(
    [],
    sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`,
  ).execute(db);
  if (tables.rows.length === 0) return [];
  const rows = await rawRead([], sql<{ name: string }>`select name from kysely_migration order by name`).execute(db);
  return rows.rows.map((r) => r.name);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Keeps the newest `keep` files named `pre-migration-*.sqlite` in `dir`. */
function prune(dir: string, keep: number, prefix = 'pre-migration-'): string[] {
  if (!fs.existsSync(dir)) return [];
  const copies = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.sqlite'))
    .sort();
  const gone = copies.slice(0, Math.max(0, copies.length - keep));
  for (const f of gone) fs.rmSync(path.join(dir, f), { force: true });
  return gone;
}

/** Replaces `file` (and its WAL) with `copy`, through a temporary file renamed into place. */
export function putBack(copy: string, file: string): void {
  const temporary = `${file}.restoring-${process.pid}`;
  fs.copyFileSync(copy, temporary);
  const fd = fs.openSync(temporary, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.renameSync(temporary, file);
}

/**
 * Runs the pending migrations; on SQLite with `safety`, with the copy before and the putting
 * back after a failure (the database handle is then closed: the caller cannot go on anyway).
 */
export async function migrateSafely(db: DB, list: Record<string, Migration>, safety: MigrationSafety | null): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => list } });
  let copy: string | null = null;
  let wasNew = false;
  if (safety) {
    const done = await executedMigrations(db);
    const pending = knownMigrations(list).filter((name) => !done.includes(name));
    wasNew = done.length === 0;
    if (pending.length > 0 && !wasNew) {
      fs.mkdirSync(safety.dir, { recursive: true });
      copy = path.join(safety.dir, `pre-migration-${stamp()}-${done.at(-1)}-to-${pending.at(-1)}.sqlite`);
      // A consistent copy even while another connection writes (none should: this is start-up).
      await rawWrite([], sql`vacuum into ${copy}`).execute(db);
      safety.onCopy?.(copy);
    }
  }
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const what = `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`;
    if (safety && (copy || wasNew)) {
      await db.destroy();
      if (copy) {
        putBack(copy, safety.file);
        throw new MigrationFailed(`${what}\nThe database was put back as it was before the upgrade (from ${copy}).`);
      }
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${safety.file}${suffix}`, { force: true });
      throw new MigrationFailed(`${what}\nThe new database file was removed; the next start creates it again.`);
    }
    throw new MigrationFailed(what);
  }
  if (copy && safety) prune(safety.dir, safety.keep);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
