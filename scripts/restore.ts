import fs from 'node:fs';
import path from 'node:path';
import SQLite, { type SqliteConnection } from '../src/server/db/sqlite-driver';
import { ConfigError, loadConfig } from '../src/server/config';
import { knownMigrations, putBack } from '../src/server/db/safe-migrate';
import { FolderBusy, lockFolders, sqliteFolders } from '../src/server/server-lock';
import { privateByDefault } from '../src/server/private-files';
import { existingSecretsKey, secretBox, SECRETS_KEY_FILE } from '../src/server/auth/secret-box';

/**
 * `npm run restore -- FILE` (and `brain-appreciation-club restore FILE`): puts a backup
 * made by `backup` (or a pre-migration copy) back as the SQLite database
 * (docs/decisions/022-operations.md). Refuses while a server (or any command holding the folder,
 * docs/decisions/039) runs on DATA_DIR, and refuses a
 * file that fails SQLite's integrity check, is not the club's database, or was made by a newer
 * build. The database it replaces is kept first, as DATA_DIR/backups/pre-restore-<time>.sqlite.
 */
function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** Why `file` cannot be restored, or null when it can. */
function checkBackup(file: string): string | null {
  let db: SqliteConnection;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return `cannot be opened as a SQLite database (${(error as Error).message})`;
  }
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') return `failed SQLite's integrity check: ${String(result)}`;
    const tables = db
      .prepare(`select name from sqlite_master where type = 'table' and name in ('kysely_migration', 'content_items')`)
      .all();
    if (tables.length < 2) return "is not the club's database (no kysely_migration or content_items table)";
    const applied = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name);
    const known = knownMigrations();
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0) return `was made by a newer build (migrations this build does not know: ${unknown.join(', ')}): upgrade first`;
    return null;
  } catch (error) {
    return `cannot be read (${(error as Error).message})`;
  } finally {
    db.close();
  }
}

async function main() {
  privateByDefault();
  const config = loadConfig();
  const args = process.argv.slice(2);
  const source = args.find((a) => !a.startsWith('--'));
  if (config.database.dialect === 'postgres') {
    fail(
      [
        'DATABASE_URL is a PostgreSQL server: restore puts back a SQLite file only.',
        "Restore a pg_dump with PostgreSQL's own tool, with every club process stopped:",
        '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" club-DATE.dump',
      ].join('\n'),
      2,
    );
  }
  if (!source) fail('Usage: restore FILE   (FILE: a backup made by `backup`, such as DATA_DIR/backups/club-<time>.sqlite)', 2);
  const file = path.resolve(source);
  const target = config.database.file;
  if (target === ':memory:') fail('DATABASE_URL is :memory:: there is no file to restore into.', 2);
  if (!fs.existsSync(file)) fail(`No file at ${file}`);
  if (path.resolve(target) === file) fail(`${file} is the database itself: name a backup.`);

  // Held until the process exits: no server can start on the folder while the file is swapped.
  try {
    lockFolders(sqliteFolders(config.dataDir, target), 'restore');
  } catch (error) {
    if (error instanceof FolderBusy) fail(`Not restored: ${error.message} Stop it first, then restore. The database was not touched.`);
    throw error;
  }

  const problem = checkBackup(file);
  if (problem) fail(`Not restored: ${file} ${problem}. The database was not touched.`);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    kept = path.join(config.dataDir, 'backups', `pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`);
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    const current = new SQLite(target, { fileMustExist: true });
    try {
      await current.backup(kept);
    } finally {
      current.close();
    }
  }
  putBack(file, target);
  const check = new SQLite(target, { readonly: true });
  const ok = check.pragma('integrity_check', { simple: true });
  check.close();
  if (ok !== 'ok')
    fail(
      `Restored ${file} into ${target}, but the result failed its integrity check (${String(ok)})${kept ? `; the previous database is at ${kept}` : ''}.`,
    );
  console.log(
    `Restored ${file} into ${target} (${(fs.statSync(target).size / 1024).toFixed(0)} KB, integrity ok).` +
      (kept ? ` The database it replaced is kept at ${kept}.` : '') +
      ' Start the server: pending migrations, if any, run then.',
  );
  const keyWarning = secretsKeyWarning(target, config);
  if (keyWarning) console.log(keyWarning);
}

/**
 * The backup does not hold the secrets key (docs/decisions/037): said at once when the key here is
 * not the one its secrets were sealed with, rather than at the server's start.
 */
function secretsKeyWarning(database: string, config: ReturnType<typeof loadConfig>): string | null {
  const db = new SQLite(database, { readonly: true, fileMustExist: true });
  let sealedWith: string | undefined;
  try {
    const hasMeta = db.prepare(`select 1 from sqlite_master where type = 'table' and name = 'app_meta'`).get();
    sealedWith = hasMeta
      ? (db.prepare(`select value from app_meta where key = 'secrets-key'`).get() as { value: string } | undefined)?.value
      : undefined;
  } finally {
    db.close();
  }
  if (!sealedWith) return null;
  const key = existingSecretsKey(config);
  if (key && secretBox(key).fingerprint === sealedWith) return null;
  return (
    `Note: its secrets (authenticator apps, waiting reset and invitation links) were sealed with the key of fingerprint ${sealedWith}, ` +
    `and ${key ? 'this server has another' : `there is no key here yet (SECRETS_KEY unset, no ${path.join(config.dataDir, SECRETS_KEY_FILE)})`}. ` +
    `Put that key back (its file as DATA_DIR/${SECRETS_KEY_FILE}, or SECRETS_KEY) before starting; the server refuses to start with another key ` +
    `when anything is sealed, and SECRETS_KEY_LOST=${sealedWith} gives those secrets up.`
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
