import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Purges of a shared cache or CDN in front of
// the club (docs/decisions/058-edge-cache.md) that failed when a write was acknowledged: kept here
// and sent again by the app until the edge takes them, so none is lost with the process.
// - target: where it goes ('varnish http://host:port', 'fastly', 'cloudflare');
// - tags: the tags to purge, space-separated;
// - attempts, nextAttemptAt (ms since 1970): the retry schedule; lastError: the last failure, for operators.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('edge_purges')
    .addColumn('id', w.idType, w.id)
    .addColumn('target', w.text, (c) => c.notNull())
    .addColumn('tags', w.text, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'bigint', (c) => c.notNull())
    .addColumn('lastError', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('edge_purges_next').on('edge_purges').column('nextAttemptAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('edge_purges').execute();
}
