import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. The read cache's versions per tag
// (docs/decisions/019-read-cache-tags.md), beside the one version row of 0005: one row per tag a
// write changed (a table, or one part of it), with the version of the last transaction that
// changed it. Processes on one PostgreSQL database read the rows newer than the version they last
// saw; on SQLite (one process) the table is created too, so both dialects keep one schema, and stays empty.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('cache_tags')
    .addColumn('tag', w.text, (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cache_tags_version').on('cache_tags').column('version').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_tags').execute();
}
