import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/test-database';
import type { DB } from '~/server/db/database';
import { Cascades, isPrivateTable, undeclaredTables } from './rules';
import { readCascadingKeys, readTableNames } from './schema';

// On SQLite and on PostgreSQL (vitest.config.ts): what the cache tags take from the schema.
let db: DB;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

describe('tables declared private or public beside their schema', () => {
  it('declares every table of the database, one way or the other', async () => {
    const tables = await readTableNames(db);
    expect(tables).toContain('content_items');
    expect(undeclaredTables(tables)).toEqual([]);
  });

  it('names a table a later migration adds without declaring it', async () => {
    await sql`create table undeclared_notes (id integer primary key)`.execute(db);
    try {
      expect(undeclaredTables(await readTableNames(db))).toEqual(['undeclared_notes']);
    } finally {
      await sql`drop table undeclared_notes`.execute(db);
    }
  });

  it('treats an undeclared table as public (a write to it is a change), and declared private ones as private', () => {
    expect(isPrivateTable('admin_sessions')).toBe(true);
    expect(isPrivateTable('content_items')).toBe(false);
    expect(isPrivateTable('undeclared_notes')).toBe(false);
  });

  it('keeps staff-only tables private, and the moderation lists public for their in-memory copy', () => {
    for (const table of ['members', 'payment_refunds', 'app_meta', 'staff_invitations', 'scheduled_jobs'])
      expect(isPrivateTable(table)).toBe(true);
    for (const table of ['moderation_blocks', 'moderation_words', 'search_documents', 'ego_reports'])
      expect(isPrivateTable(table)).toBe(false);
  });
});

describe('cascades read from the foreign keys', () => {
  it('knows what the migrations cascade, through every level', async () => {
    const cascades = new Cascades();
    cascades.learn(await readCascadingKeys(db));
    expect(cascades.of('content_items')).toEqual(['comments', 'comment_reactions']);
    expect(cascades.of('comments')).toEqual(['comment_reactions']);
    expect(cascades.of('job_title_translations')).toEqual(['ego_reports']);
    expect(cascades.of('shame_items')).toEqual([]);
  });

  it('follows children before grandchildren, each once, even in a cycle', () => {
    const cascades = new Cascades();
    cascades.learn([
      { child: 'b', parent: 'a' },
      { child: 'c', parent: 'b' },
      { child: 'd', parent: 'a' },
      { child: 'a', parent: 'c' },
    ]);
    expect(cascades.of('a')).toEqual(['b', 'd', 'c']);
    expect(cascades.of('c')).toEqual(['a', 'b', 'd']);
    expect(cascades.of('x')).toEqual([]);
  });
});
