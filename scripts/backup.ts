import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from '../src/server/config';

/**
 * `npm run backup [-- --out FILE]` (D22): a consistent online copy of the SQLite database,
 * taken with SQLite's backup API, so it is safe while the site is serving requests.
 */
async function main() {
  const config = loadConfig();
  if (!fs.existsSync(config.databaseFile)) {
    console.error(`No database at ${config.databaseFile}: nothing to back up.`);
    process.exit(1);
  }
  const outIndex = process.argv.indexOf('--out');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(outIndex > -1 ? process.argv[outIndex + 1] : path.join(config.dataDir, 'backups', `club-${stamp}.sqlite`));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const db = new SQLite(config.databaseFile, { readonly: true, fileMustExist: true });
  try {
    await db.backup(out);
  } finally {
    db.close();
  }
  const check = new SQLite(out, { readonly: true });
  const ok = check.pragma('integrity_check', { simple: true });
  check.close();
  if (ok !== 'ok') {
    console.error(`Backup written to ${out} but its integrity check said: ${ok}`);
    process.exit(1);
  }
  console.log(`Backup written to ${out} (${(fs.statSync(out).size / 1024).toFixed(0)} KB, integrity ok)`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
