import { seedDatabase } from '../../db/seeds';
import type { DB } from './db/database';

const SEEDED = 'seededAt';

/**
 * D5: seed content goes into an empty database once. A database that ever held content (or
 * was seeded before and then emptied by an admin) is left alone.
 */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const mark = await db.selectFrom('app_meta').select('value').where('key', '=', SEEDED).executeTakeFirst();
  if (mark) return false;
  const tables = ['content_items', 'recognition_items', 'shame_items', 'arsenal_items', 'intelligence_reports'] as const;
  for (const table of tables) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) {
      await db.insertInto('app_meta').values({ key: SEEDED, value: 'existing-content' }).execute();
      return false;
    }
  }
  await seedDatabase(db);
  await db.insertInto('app_meta').values({ key: SEEDED, value: new Date().toISOString() }).execute();
  return true;
}
