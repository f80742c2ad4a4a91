/**
 * `npm run db:copy -- --to postgres://USER:PASS@HOST/DB [--from FILE]` (docs/decisions/016): copies the
 * SQLite club (DATA_DIR/club.sqlite, a file: DATABASE_URL, or --from) into an empty PostgreSQL
 * database, migrating it first; ids and sequences are kept. A database that already holds rows
 * is refused, and so is a copy while a server runs on the SQLite folder: writes made during the
 * copy would not be in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { CopyRefused, copyDatabase } from '../src/server/db/copy';
import { openDatabase, openPostgres, redactUrl } from '../src/server/db/database';
import { privateByDefault } from '../src/server/private-files';
import { FolderBusy, lockFolders, sqliteFolders } from '../src/server/server-lock';

function argument(name: string): string | undefined {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === name) return argv[i + 1];
    if (argv[i].startsWith(`${name}=`)) return argv[i].slice(name.length + 1);
  }
  return undefined;
}

async function main(): Promise<number> {
  privateByDefault();
  const to = argument('--to');
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error('Usage: npm run db:copy -- --to postgres://USER:PASSWORD@HOST:5432/DATABASE [--from path/to/club.sqlite]');
    return 1;
  }
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const fromArg = argument('--from');
  let file: string;
  if (fromArg) file = path.resolve(fromArg);
  else if (config.database.dialect === 'sqlite') file = config.database.file;
  else {
    console.error('DATABASE_URL is already a PostgreSQL server: give the SQLite file to copy with --from.');
    return 1;
  }
  if (file === ':memory:' || !fs.existsSync(file)) {
    console.error(`No SQLite database at ${file}: nothing to copy.`);
    return 1;
  }
  // Writes made during the copy would not be in it: refused while a server runs on the file's
  // folder, which cannot start until the copy ends (docs/decisions/039).
  try {
    lockFolders(fromArg ? [path.dirname(file)] : sqliteFolders(config.dataDir, file), 'db:copy');
  } catch (error) {
    if (error instanceof FolderBusy) {
      console.error(`Not copied: ${error.message} Stop it first, then copy.`);
      return 1;
    }
    // A --from file in a folder this user cannot write (a mounted backup) has no server either.
    if (!fromArg) throw error;
  }
  const source = openDatabase(file).db;
  const target = openPostgres(to, 2).db;
  try {
    console.log(`Copying ${file} into ${redactUrl(to)}`);
    const result = await copyDatabase(source, target, (line) => console.log(line));
    const total = result.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Copied ${total} rows in ${result.tables.length} tables in ${result.seconds.toFixed(2)} s; id sequences set past the highest ids.`,
    );
    console.log(
      `Start the club on it with DATABASE_URL=${redactUrl(to)} (uploaded files stay where they are: copy DATA_DIR/uploads too, or into the S3 bucket).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CopyRefused) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
