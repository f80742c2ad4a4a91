import { seedDatabase } from '../../db/seeds';
import { insertSeedEvents } from '../../db/seeds/events';
import { type DB, inTransaction } from './db/database';

const SEEDED = 'seededAt';

/**
 * D5: seed content goes into an empty database once. A database that ever held content (or
 * was seeded before and then emptied by an admin) is left alone. The mark is written first, in
 * the seeding's own transaction: processes starting together on one PostgreSQL database
 * (docs/scale-out.md) wait on it, and only the one that wrote it seeds.
 */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const mark = await db.selectFrom('app_meta').select('value').where('key', '=', SEEDED).executeTakeFirst();
  if (mark) return false;
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: SEEDED, value: 'seeding' })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    // Quiz videos count too: clips an administrator uploaded are not joined by the seed's.
    const tables = [
      'content_items',
      'recognition_items',
      'shame_items',
      'arsenal_items',
      'intelligence_reports',
      'reality_readiness_videos',
    ] as const;
    for (const table of tables) {
      const row = await trx.selectFrom(table).select('id').limit(1).executeTakeFirst();
      if (row) {
        await trx.updateTable('app_meta').set({ value: 'existing-content' }).where('key', '=', SEEDED).execute();
        return false;
      }
    }
    await seedDatabase(trx);
    await trx.updateTable('app_meta').set({ value: new Date().toISOString() }).where('key', '=', SEEDED).execute();
    return true;
  });
}

const EVENTS_SEEDED = 'eventsSeededAt';

/**
 * The spec's events (docs/decisions/057) go in once, into an empty events table: on a new club with
 * the rest of the seed, and on a club seeded before events were in the database, which would
 * otherwise show an empty events page. Marked in its own transaction, as above.
 */
export async function seedEventsIfNever(db: DB, now = new Date()): Promise<boolean> {
  const mark = await db.selectFrom('app_meta').select('value').where('key', '=', EVENTS_SEEDED).executeTakeFirst();
  if (mark) return false;
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: EVENTS_SEEDED, value: 'seeding' })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if (await trx.selectFrom('events').select('id').limit(1).executeTakeFirst()) return false;
    await insertSeedEvents(trx, now);
    await trx.updateTable('app_meta').set({ value: now.toISOString() }).where('key', '=', EVENTS_SEEDED).execute();
    return true;
  });
}
