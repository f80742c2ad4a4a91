import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';

export type RecognitionItem = Omit<Row<'recognition_items'>, 'featured'> & { featured: boolean };

export const toRecognitionItem = (row: Row<'recognition_items'>): RecognitionItem => ({ ...row, featured: row.featured === 1 });

/** All recognition items, newest first (the home page shows the first three). */
export async function listRecognition(db: DB): Promise<RecognitionItem[]> {
  const rows = await db.selectFrom('recognition_items').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toRecognitionItem);
}

export async function getRecognition(db: DB, id: number): Promise<RecognitionItem> {
  const row = await db.selectFrom('recognition_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Recognition item not found');
  return toRecognitionItem(row);
}
