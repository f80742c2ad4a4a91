import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { UPGRADE_FROM } from '../helpers/old-build';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from '../helpers/postgres-databases';
import { upgradeScenario } from '../helpers/upgrade-scenario';

// Upgrades (docs/decisions/022-operations.md), on PostgreSQL (the `postgres` Vitest project): as tests/ops/upgrade.test.ts,
// on a fresh database of the test server; the rollback restores the pg_dump taken before the upgrade into a second,
// empty database, as docs/deploy/README.md says (docs/decisions/041).
it(
  `upgrades a PostgreSQL club made by ${UPGRADE_FROM} without losing a row or a page, and rolls back to it`,
  { timeout: 600_000 },
  async () => {
    const server = postgresTestTarget();
    if (!server) throw new Error('runs in the postgres project only');
    const key = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-upgrade-pg-'));
    const name = testDatabaseName(key);
    const rollbackName = testDatabaseName(`${key}-rollback`);
    try {
      const report = await upgradeScenario({
        postgresUrl: await createDatabase(server, name),
        rollbackUrl: await createDatabase(server, rollbackName),
      });
      console.log(`upgrade (postgres): ${JSON.stringify(report)}`);
      expect(report.rows).toBeGreaterThan(50);
      expect(report.rollback.lostComments).toBe(1);
    } finally {
      await dropDatabase(server, name);
      await dropDatabase(server, rollbackName);
      fs.rmSync(key, { recursive: true, force: true });
    }
  },
);
