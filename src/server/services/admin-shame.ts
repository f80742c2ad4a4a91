import type { z } from 'zod';
import type { shameCreateInput, shameUpdateInput } from '../../shared/schemas/shame';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';

export type AdminShameItem = Omit<Row<'shame_items'>, 'featured'> & { featured: boolean };
const toItem = (row: Row<'shame_items'>): AdminShameItem => ({ ...row, featured: row.featured === 1 });

export async function listShameForAdmin(db: DB): Promise<AdminShameItem[]> {
  const rows = await db.selectFrom('shame_items').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toItem);
}

export async function createShame(db: DB, input: z.output<typeof shameCreateInput>): Promise<AdminShameItem> {
  const row = await db
    .insertInto('shame_items')
    .values({
      title: input.title,
      category: input.category,
      description: input.description,
      example: input.example,
      sourceUrl: input.sourceUrl ?? null,
      imageUrl: input.imageUrl ?? null,
      featured: input.featured ? 1 : 0,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toItem(row);
}

export async function updateShame(db: DB, input: z.output<typeof shameUpdateInput>): Promise<AdminShameItem> {
  const { id, featured, imageUrl, sourceUrl, ...rest } = input;
  const values = {
    ...rest,
    ...(featured !== undefined && { featured: featured ? 1 : 0 }),
    ...('imageUrl' in input && { imageUrl: imageUrl ?? null }),
    ...('sourceUrl' in input && { sourceUrl: sourceUrl ?? null }),
  };
  if (Object.keys(values).length > 0) {
    const result = await db.updateTable('shame_items').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Shame item not found');
  }
  const row = await db.selectFrom('shame_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Shame item not found');
  return toItem(row);
}

export async function deleteShame(db: DB, id: number): Promise<{ id: number; deleted: true }> {
  const result = await db.deleteFrom('shame_items').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Shame item not found');
  return { id, deleted: true };
}
