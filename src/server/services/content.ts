import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';

export type ContentItem = Omit<Row<'content_items'>, 'featured'> & { featured: boolean };

export const toContentItem = (row: Row<'content_items'>): ContentItem => ({ ...row, featured: row.featured === 1 });

/** All exhibitions, newest first (the order the galleries show). */
export async function listContent(db: DB): Promise<ContentItem[]> {
  const rows = await db.selectFrom('content_items').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toContentItem);
}

export async function findContent(db: DB, id: number): Promise<ContentItem | undefined> {
  const row = await db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toContentItem(row);
}

export async function getContent(db: DB, id: number): Promise<ContentItem> {
  const item = await findContent(db, id);
  if (!item) throw notFound('Exhibition not found');
  return item;
}
