import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. State that several app processes on one
// PostgreSQL database share (docs/decisions/018-shared-state.md); on SQLite (one process) the
// tables are created too, so both dialects keep one schema, and stay empty.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  // Throttle counters (D8's write throttle, D20's login throttle): one row per key and fixed
  // window, counted by one atomic upsert; `expiresAt` in milliseconds since 1970 (the database's clock).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', w.text, (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expiresAt').execute();
  // The read cache's shared version: one row (id 1), made by the first write and bumped by every
  // write to a table that public reads show, in that write's own transaction.
  await db.schema
    .createTable('cache_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_version').execute();
  await db.schema.dropTable('rate_limits').execute();
}
