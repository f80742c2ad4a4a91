import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DB, migrateToLatest, openDatabase, openPostgres } from '~/server/db/database';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from './postgres-databases';

/**
 * A migrated database for a unit test of the database layer: SQLite in memory, or in the
 * `postgres` Vitest project a new database on the test server, dropped by `close`.
 */
export async function openTestDatabase(): Promise<{ db: DB; dialect: 'sqlite' | 'postgres'; close: () => Promise<void> }> {
  const server = postgresTestTarget();
  if (!server) {
    const db = openDatabase(':memory:').db;
    await migrateToLatest(db);
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const key = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-db-'));
  const name = testDatabaseName(key);
  const { db } = openPostgres(await createDatabase(server, name), 2);
  await migrateToLatest(db);
  return {
    db,
    dialect: 'postgres',
    close: async () => {
      await db.destroy();
      await dropDatabase(server, name);
      fs.rmSync(key, { recursive: true, force: true });
    },
  };
}
