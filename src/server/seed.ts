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
  return seedOnce(db, SEEDED, async (trx) => {
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
      if (row) return { seeded: false, mark: 'existing-content' };
    }
    await seedDatabase(trx);
    return { seeded: true, mark: new Date().toISOString() };
  });
}

const EVENTS_SEEDED = 'eventsSeededAt';

/**
 * The spec's events (docs/decisions/057) go in once, into an empty events table: on a new club with
 * the rest of the seed, and on a club seeded before events were in the database, which would
 * otherwise show an empty events page. Marked in its own transaction, as above.
 */
export async function seedEventsIfNever(db: DB, now = new Date()): Promise<boolean> {
  return seedOnce(db, EVENTS_SEEDED, async (trx) => {
    if (await trx.selectFrom('events').select('id').limit(1).executeTakeFirst()) return { seeded: false };
    await insertSeedEvents(trx, now);
    return { seeded: true, mark: now.toISOString() };
  });
}

/**
 * Runs `seed` once under the mark `key` of app_meta: only the process that writes the mark (as
 * "seeding") runs it, in the same transaction; the mark then becomes what `seed` answers, or stays.
 */
async function seedOnce(db: DB, key: string, seed: (trx: DB) => Promise<{ seeded: boolean; mark?: string }>): Promise<boolean> {
  const mark = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  if (mark) return false;
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key, value: 'seeding' })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const done = await seed(trx);
    if (done.mark !== undefined) await trx.updateTable('app_meta').set({ value: done.mark }).where('key', '=', key).execute();
    return done.seeded;
  });
}
