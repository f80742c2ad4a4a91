import fs from 'node:fs';
import path from 'node:path';
import SQLite from './src/server/db/sqlite-driver';
import { PostgresDialect, SqliteDialect } from 'kysely';
import { defineConfig } from 'kysely-ctl';
import pg from 'pg';

// `npm run migrate` (kysely-ctl). The server also migrates on start; both use db/migrations.
// DATABASE_URL=postgres://... migrates that PostgreSQL database instead (docs/decisions/016).
const url = process.env.DATABASE_URL;
const dialect = url?.startsWith('postgres')
  ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) })
  : new SqliteDialect({
      database: () => {
        const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
        fs.mkdirSync(dataDir, { recursive: true });
        return new SQLite(url ? path.resolve(url.replace(/^file:(\/\/)?/, '')) : path.join(dataDir, 'club.sqlite')) as never;
      },
    });

export default defineConfig({
  dialect,
  migrations: { migrationFolder: 'db/migrations' },
});
