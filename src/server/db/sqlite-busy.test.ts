import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { busyCodeOf, type SqliteBusyCode } from './sqlite-busy';
import SQLite from './sqlite-driver';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('busyCodeOf', () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });
  it('reads SQLITE_BUSY and SQLITE_LOCKED with their extended codes, and nothing else', () => {
    expect(busyCodeOf(failure('SQLITE_BUSY'))).toBe('busy');
    expect(busyCodeOf(failure('SQLITE_BUSY_SNAPSHOT'))).toBe('busy');
    expect(busyCodeOf(failure('SQLITE_LOCKED_SHAREDCACHE'))).toBe('locked');
    expect(busyCodeOf(failure('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(busyCodeOf(new Error('SQLITE_BUSY'))).toBeNull();
    expect(busyCodeOf('SQLITE_BUSY')).toBeNull();
  });
});

describe('openDatabase({ onBusy })', () => {
  it('is told of a statement refused because another connection holds the write lock, and of nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-busy-'));
    dirs.push(dir);
    const file = path.join(dir, 'club.sqlite');
    const told: SqliteBusyCode[] = [];
    const { db, sqlite } = openDatabase(file, { onBusy: (code) => told.push(code) });
    await sql`create table t (n integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);
    expect(told).toEqual([]);
    // The test waits 20 ms, not the server's 5 s, for the lock another process holds.
    sqlite.pragma('busy_timeout = 20');
    const other = new SQLite(file);
    other.exec('begin immediate');
    try {
      await expect(sql`insert into t values (2)`.execute(db)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(told).toEqual(['busy']);
      // Reads go on under WAL while the other connection writes.
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0].n).toBe(1);
    } finally {
      other.exec('rollback');
      other.close();
    }
    await sql`insert into t values (3)`.execute(db);
    await expect(sql`insert into missing values (1)`.execute(db)).rejects.toThrow(/no such table/);
    expect(told).toEqual(['busy']);
    await db.destroy();
  });
});
