import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SqliteDialect } from 'kysely';
import { defineConfig } from 'kysely-ctl';

// `npm run migrate` (kysely-ctl). The server also migrates on start; both use db/migrations.
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
fs.mkdirSync(dataDir, { recursive: true });
const file = process.env.DATABASE_URL
  ? path.resolve(process.env.DATABASE_URL.replace(/^file:(\/\/)?/, ''))
  : path.join(dataDir, 'club.sqlite');

export default defineConfig({
  dialect: new SqliteDialect({ database: () => new SQLite(file) as never }),
  migrations: { migrationFolder: 'db/migrations' },
});
