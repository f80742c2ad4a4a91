import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from '../helpers/postgres-databases';
import { LIBRARY_LINT, promtoolCheck, promtoolMissing, scrapeBuiltServer } from '../helpers/promtool';

// As metrics-promtool.test.ts, with the compiled server on a fresh database of the test PostgreSQL
// server (the `postgres` Vitest project): the pool's families, and none of SQLite's.

describe.skipIf(promtoolMissing !== null)('promtool check metrics (PostgreSQL)', () => {
  it('finds nothing wrong with the club_ families, and nothing but the known prom-client defaults', { timeout: 60_000 }, async () => {
    const target = postgresTestTarget();
    if (!target) throw new Error('runs in the postgres project only');
    const key = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-promtool-pg-'));
    const name = testDatabaseName(key);
    try {
      const text = await scrapeBuiltServer({ DATABASE_URL: await createDatabase(target, name) });
      expect(text).toContain('# TYPE club_db_pool_connections gauge');
      expect(text).toContain('# TYPE club_payments_total counter');
      expect(text).not.toContain('club_sqlite_');
      const { problems } = promtoolCheck(text);
      expect(problems.filter((p) => p.includes('club_'))).toEqual([]);
      expect(problems.filter((p) => !LIBRARY_LINT.includes(p))).toEqual([]);
    } finally {
      await dropDatabase(target, name);
      fs.rmSync(key, { recursive: true, force: true });
    }
  });
});
