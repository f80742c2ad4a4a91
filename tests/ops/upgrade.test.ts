import { expect, it } from 'vitest';
import { UPGRADE_FROM } from '../helpers/old-build';
import { upgradeScenario } from '../helpers/upgrade-scenario';

// Upgrades (docs/decisions/022-operations.md), on SQLite: the build of commit 3c9af83 makes and fills a club; this
// checkout's build starts on the same folder and finds every row and page; then it rolls back (the new build's `restore`
// of its pre-migration copy, then the old build), and the old build serves every row it had (tests/helpers/upgrade-scenario.ts).
// The old commit is built once per machine (tests/helpers/old-build.ts); this checkout must be built (npm run build).
it(
  `upgrades a SQLite club made by ${UPGRADE_FROM} without losing a row or a page, and rolls back to it`,
  { timeout: 600_000 },
  async () => {
    const report = await upgradeScenario(null);
    console.log(`upgrade (sqlite): ${JSON.stringify(report)}`);
    expect(report.rows).toBeGreaterThan(50);
    expect(report.rollback.lostComments).toBe(1);
  },
);
