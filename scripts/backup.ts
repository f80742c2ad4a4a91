import fs from 'node:fs';
import path from 'node:path';
import SQLite from '../src/server/db/sqlite-driver';
import { ConfigError, loadConfig } from '../src/server/config';
import { privateByDefault } from '../src/server/private-files';
import { SECRETS_KEY_FILE } from '../src/server/auth/secret-box';

/**
 * `npm run backup [-- --out FILE]` (D22): a consistent online copy of the SQLite database,
 * taken with SQLite's backup API, so it is safe while the site is serving requests.
 */
async function main() {
  privateByDefault();
  const config = loadConfig();
  if (config.database.dialect === 'postgres') {
    console.error(
      [
        'DATABASE_URL is a PostgreSQL server: npm run backup copies the SQLite file only.',
        'Back up PostgreSQL with its own tool, pg_dump, which takes a consistent copy while the club serves:',
        '  pg_dump --format=custom --file=club-$(date +%F).dump "$DATABASE_URL"',
        'and restore with pg_restore --clean --dbname="$DATABASE_URL" club-DATE.dump (docs/scale-out.md).',
        'The dump does not hold the secrets key (SECRETS_KEY, docs/decisions/037): keep a copy of it apart.',
        config.uploads.s3 ? "Uploads are in the S3 bucket: back them up with the storage service's own versioning or replication." : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    process.exit(2);
  }
  const databaseFile = config.database.file;
  if (!fs.existsSync(databaseFile)) {
    console.error(`No database at ${databaseFile}: nothing to back up.`);
    process.exit(1);
  }
  const outIndex = process.argv.indexOf('--out');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(outIndex > -1 ? process.argv[outIndex + 1] : path.join(config.dataDir, 'backups', `club-${stamp}.sqlite`));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const db = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await db.backup(out);
  } finally {
    db.close();
  }
  const check = new SQLite(out, { readonly: true });
  const ok = check.pragma('integrity_check', { simple: true });
  check.close();
  if (ok !== 'ok') {
    console.error(`Backup written to ${out} but its integrity check said: ${String(ok)}`);
    process.exit(1);
  }
  console.log(`Backup written to ${out} (${(fs.statSync(out).size / 1024).toFixed(0)} KB, integrity ok)`);
  // The key stays out of the backup, or the backup would hand over what it seals (docs/decisions/037).
  console.log(
    `The secrets key is not in it (${config.secrets.key ? 'SECRETS_KEY' : path.join(config.dataDir, SECRETS_KEY_FILE)}): keep a copy of the key apart from the backups; ` +
      'a restore without it cannot check authenticator apps.',
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
