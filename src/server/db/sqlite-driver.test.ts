import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import SQLite, { sqliteDriverPackage } from './sqlite-driver';

test('opens a database with the build that suits this Node', () => {
  expect(sqliteDriverPackage).toBe(Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
  const db = new SQLite(':memory:');
  expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
  db.close();
});

// better-sqlite3 12 built against Node 24.19+ headers aborts the process when an idle garbage
// collection finalises statements ("Assertion failed: (env) != nullptr"), a few ms after 20,000 of
// them are dropped. Run under the binary's Node (npm run test:runtime), this keeps the driver honest.
test('statements left to the garbage collector never take the process down', () => {
  const driver = createRequire(import.meta.url).resolve(sqliteDriverPackage);
  const script = `
    const SQLite = require(${JSON.stringify(driver)});
    const db = new SQLite(':memory:');
    const churn = () => { for (let i = 0; i < 20000; i++) db.prepare('select ' + i).get(); };
    churn();
    setTimeout(churn, 50);
    setTimeout(() => console.log('still here'), 1500);
  `;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 30_000 });
  expect(child.stderr).not.toContain('Assertion failed');
  expect({ status: child.status, signal: child.signal, stdout: child.stdout.trim() }).toEqual({
    status: 0,
    signal: null,
    stdout: 'still here',
  });
});
