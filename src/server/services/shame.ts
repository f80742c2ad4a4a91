import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';

export type ShameItem = Omit<Row<'shame_items'>, 'featured'> & { featured: boolean };

export const toShameItem = (row: Row<'shame_items'>): ShameItem => ({ ...row, featured: row.featured === 1 });

/** All Hall of Shame entries, newest first (the home page shows the first three). */
export async function listShame(db: DB): Promise<ShameItem[]> {
  const rows = await db.selectFrom('shame_items').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toShameItem);
}

/** Spec: a missing entry answers 'Shame item not found'. */
export async function getShame(db: DB, id: number): Promise<ShameItem> {
  const row = await db.selectFrom('shame_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Shame item not found');
  return toShameItem(row);
}
