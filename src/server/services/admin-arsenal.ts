import type { z } from 'zod';
import type { arsenalCreateInput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { arsenalRowsInListOrder } from './arsenal';

export type AdminArsenalItem = Omit<Row<'arsenal_items'>, 'featured'> & { featured: boolean };
const toItem = (row: Row<'arsenal_items'>): AdminArsenalItem => ({ ...row, featured: row.featured === 1 });

/** Featured first, then newest: the order of the public list (D13). */
export async function listArsenalForAdmin(db: DB): Promise<AdminArsenalItem[]> {
  return (await arsenalRowsInListOrder(db)).map(toItem);
}

export async function createArsenal(db: DB, input: z.output<typeof arsenalCreateInput>): Promise<AdminArsenalItem> {
  const row = await db
    .insertInto('arsenal_items')
    .values({
      title: input.title,
      description: input.description,
      type: input.type,
      category: input.category,
      content: input.content,
      previewUrl: input.previewUrl ?? null,
      sourceCredits: input.sourceCredits ?? null,
      featured: input.featured ? 1 : 0,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toItem(row);
}

export async function updateArsenal(db: DB, input: z.output<typeof arsenalUpdateInput>): Promise<AdminArsenalItem> {
  const { id, featured, previewUrl, sourceCredits, ...rest } = input;
  const values = {
    ...rest,
    ...(featured !== undefined && { featured: featured ? 1 : 0 }),
    ...('previewUrl' in input && { previewUrl: previewUrl ?? null }),
    ...('sourceCredits' in input && { sourceCredits: sourceCredits ?? null }),
  };
  if (Object.keys(values).length > 0) {
    const result = await db.updateTable('arsenal_items').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Arsenal item not found');
  }
  const row = await db.selectFrom('arsenal_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Arsenal item not found');
  return toItem(row);
}

export async function deleteArsenal(db: DB, id: number): Promise<{ id: number; deleted: true }> {
  const result = await db.deleteFrom('arsenal_items').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Arsenal item not found');
  return { id, deleted: true };
}
