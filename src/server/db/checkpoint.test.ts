import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckpointResult, Checkpointer } from './checkpoint';
import { openDatabase } from './database';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fileDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-checkpoint-'));
  dirs.push(dir);
  return openDatabase(path.join(dir, 'club.sqlite'));
}

describe('Checkpointer', () => {
  it('copies the WAL back into the database and says how long it took', async () => {
    const { db } = fileDatabase();
    await sql`create table t (n integer)`.execute(db);
    for (let i = 0; i < 20; i++) await sql`insert into t values (${i})`.execute(db);
    const runs: [number, CheckpointResult][] = [];
    const checkpoints = new Checkpointer(
      db,
      60_000,
      (seconds, result) => runs.push([seconds, result]),
      (error) => {
        throw error;
      },
    );
    await checkpoints.run();
    expect(runs).toHaveLength(1);
    const [seconds, result] = runs[0];
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(5);
    expect(result.busy).toBe(0);
    expect(result.log).toBeGreaterThan(0);
    expect(result.checkpointed).toBe(result.log);
    await checkpoints.stop();
    await db.destroy();
  });

  it('runs on its timer until stopped, then never again (the database may close)', async () => {
    const { db } = fileDatabase();
    let runs = 0;
    const errors: unknown[] = [];
    const checkpoints = new Checkpointer(
      db,
      20,
      () => runs++,
      (error) => errors.push(error),
    );
    checkpoints.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await checkpoints.stop();
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
    await db.destroy();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await checkpoints.run();
    expect(runs).toBe(stoppedAt);
    expect(errors).toEqual([]);
  });
});
