import type { ArsenalItem } from '../../shared/arsenal';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';

/** The public (and admin) shape of a row: featured as a boolean. */
export const toArsenalItem = (row: Row<'arsenal_items'>): ArsenalItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  description: row.description,
  category: row.category,
  content: row.content,
  previewUrl: row.previewUrl,
  featured: row.featured === 1,
  sourceCredits: row.sourceCredits,
  createdAt: row.createdAt,
});

/** D13: featured items head the list, then newest first (the public and admin lists alike). */
export function arsenalRowsInListOrder(db: DB): Promise<Row<'arsenal_items'>[]> {
  return db
    .selectFrom('arsenal_items')
    .selectAll()
    .orderBy('featured', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listArsenal(db: DB): Promise<ArsenalItem[]> {
  return (await arsenalRowsInListOrder(db)).map(toArsenalItem);
}

export async function getArsenalItem(db: DB, id: number): Promise<ArsenalItem> {
  const row = await db.selectFrom('arsenal_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Arsenal item not found.');
  return toArsenalItem(row);
}
