import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, type Migration, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { type DB, migrateToLatest, migrationSafety, openDatabase } from '~/server/db/database';
import { MigrationFailed } from '~/server/db/safe-migrate';
import { openTestDatabase } from '../helpers/test-database';

// Upgrades (docs/decisions/022-operations.md): a failed migration leaves the database
// as it was; on SQLite a copy is taken before pending migrations run, the newest few kept.

/** A migration that changes things, then fails halfway. */
const broken: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
    await sql`insert into half_done (id) values (1)`.execute(db);
    await sql`update content_items set title = 'CLOBBERED'`.execute(db);
    throw new Error('this migration fails on purpose');
  },
};
const adds = (table: string): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createTable(table).addColumn('id', 'integer').execute();
  },
});

const titles = async (db: DB) => (await db.selectFrom('content_items').select('title').orderBy('id').execute()).map((r) => r.title);
const tableExists = async (db: DB, table: string, dialect: 'sqlite' | 'postgres') =>
  dialect === 'sqlite'
    ? (await sql`select 1 from sqlite_master where name = ${table}`.execute(db)).rows.length > 0
    : (await sql`select 1 from information_schema.tables where table_name = ${table}`.execute(db)).rows.length > 0;
const applied = async (db: DB) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function seedSome(db: DB) {
  await db
    .insertInto('content_items')
    .values({ title: 'Kept A', description: 'd', type: 'article', imageData: null, category: 'science', featured: 0 })
    .execute();
}

// Each dialect's half is declared only in its own project, so neither counts as a skip in the other.
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const declareIf = (declare: boolean, name: string, body: () => void) => declare && describe(name, body);

declareIf(!onPostgres, 'SQLite: a copy first, put back on failure', () => {
  const fresh = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-upgrade-'));
    dirs.push(dataDir);
    const file = path.join(dataDir, 'club.sqlite');
    return { dataDir, file, safety: migrationSafety({ dialect: 'sqlite', file }, dataDir, 3) };
  };

  it('copies the database before a pending migration, and a failing one leaves it exactly as it was', async () => {
    const { dataDir, file, safety } = fresh();
    const first = openDatabase(file).db;
    // A new file: nothing to copy.
    await migrateToLatest(first, { safety });
    expect(fs.existsSync(path.join(dataDir, 'backups', 'pre-migration'))).toBe(false);
    await seedSome(first);
    const before = await titles(first);
    // The copy (VACUUM INTO) leaves out the free pages a dropped table left (migration 0013 drops one).
    const free = (
      await sql<{ n: number }>`select freelist_count * page_size as n from pragma_freelist_count, pragma_page_size`.execute(first)
    ).rows[0].n;
    await first.destroy();
    const bytesBefore = fs.readFileSync(file);

    const second = openDatabase(file).db;
    const copies: string[] = [];
    const failure = await migrateToLatest(second, {
      safety: safety && { ...safety, onCopy: (c) => copies.push(c) },
      list: { ...migrations, '9999_broken': broken },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MigrationFailed);
    expect(String(failure)).toContain('put back as it was');
    expect(copies).toHaveLength(1);
    // Named from the newest migration applied to the one that failed.
    const newest = Object.keys(migrations).sort().at(-1)!;
    expect(path.basename(copies[0])).toMatch(new RegExp(`^pre-migration-.*-${newest}-to-9999_broken\\.sqlite$`));

    const after = openDatabase(file).db;
    expect(await titles(after)).toEqual(before);
    expect(await tableExists(after, 'half_done', 'sqlite')).toBe(false);
    expect(await applied(after)).toEqual(Object.keys(migrations).sort());
    expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(after)).rows[0]?.integrity_check).toBe('ok');
    await after.destroy();
    expect(fs.readFileSync(file).length).toBe(bytesBefore.length - free);
  });

  it('keeps the newest copies only', async () => {
    const { dataDir, file, safety } = fresh();
    const db = openDatabase(file).db;
    await migrateToLatest(db, { safety });
    let list: Record<string, Migration> = { ...migrations };
    for (let i = 1; i <= 5; i++) {
      list = { ...list, [`90${i}0_step`]: adds(`step_${i}`) };
      expect(await migrateToLatest(db, { safety, list })).toEqual([`90${i}0_step`]);
    }
    const kept = fs.readdirSync(path.join(dataDir, 'backups', 'pre-migration')).sort();
    expect(kept).toHaveLength(3);
    expect(kept.map((f) => /\d+_step-to-\d+_step\.sqlite$/.exec(f)?.[0])).toEqual([
      '9020_step-to-9030_step.sqlite',
      '9030_step-to-9040_step.sqlite',
      '9040_step-to-9050_step.sqlite',
    ]);
    // Each copy is a database as it was before its step.
    const oldest = openDatabase(path.join(dataDir, 'backups', 'pre-migration', kept[0])).db;
    expect(await applied(oldest)).toContain('9020_step');
    expect(await applied(oldest)).not.toContain('9030_step');
    await oldest.destroy();
    await db.destroy();
  });
});

declareIf(onPostgres, 'PostgreSQL: pending migrations run in one transaction', () => {
  it('rolls a failing migration back whole', async () => {
    const t = await openTestDatabase();
    try {
      await seedSome(t.db);
      const before = await titles(t.db);
      const failure = await migrateToLatest(t.db, {
        list: { ...migrations, '9998_adds': adds('added_first'), '9999_broken': broken },
      }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(MigrationFailed);
      expect(await titles(t.db)).toEqual(before);
      expect(await tableExists(t.db, 'half_done', 'postgres')).toBe(false);
      expect(await tableExists(t.db, 'added_first', 'postgres')).toBe(false);
      expect(await applied(t.db)).toEqual(Object.keys(migrations).sort());
    } finally {
      await t.close();
    }
  });
});
