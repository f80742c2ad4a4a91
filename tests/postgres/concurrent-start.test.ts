import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations as allMigrations } from '../../db/migrations';
import { server as serverUnderTest } from '../helpers/server-under-test';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from '../helpers/postgres-databases';

// Several processes started at once on one new PostgreSQL database (docs/scale-out.md): the
// migrations run once (Kysely's lock) and the seed content goes in once, not once per process.
const server = postgresTestTarget();
if (!server) throw new Error('tests/postgres/ runs in the postgres Vitest project (TEST_DATABASE=postgres)');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-start-'));
const name = testDatabaseName(dataDir);
afterAll(async () => {
  await dropDatabase(server, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('three app processes starting together on an empty PostgreSQL database', () => {
  it('migrate it once, seed it once and create the ADMIN_EMAIL administrator once', async () => {
    const url = await createDatabase(server, name);
    const config = serverUnderTest.loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '2',
        ADMIN_EMAIL: 'keeper@club.example',
        ADMIN_PASSWORD: 'a-very-long-password',
      },
      { client: 'none' },
    );
    const apps = await Promise.all([1, 2, 3].map(() => serverUnderTest.buildApp(config)));
    try {
      const db = apps[0].services.db;
      const count = async (table: 'content_items' | 'shame_items' | 'comments') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('content_items')).toBe(14);
      expect(await count('shame_items')).toBe(5);
      expect(await count('comments')).toBe(9);
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(migrations.rows.map((r) => r.name)).toEqual(Object.keys(allMigrations));
      expect(await db.selectFrom('admin_users').select('email').execute()).toEqual([{ email: 'keeper@club.example' }]);
      for (const app of apps) expect((await app.inject({ method: 'GET', url: '/api/content' })).json()).toHaveLength(14);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
