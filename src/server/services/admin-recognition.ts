import type { z } from 'zod';
import type { recognitionCreateInput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { sanitizeRichText } from './rich-text';

export type AdminRecognitionItem = Omit<Row<'recognition_items'>, 'featured'> & { featured: boolean };
const toItem = (row: Row<'recognition_items'>): AdminRecognitionItem => ({ ...row, featured: row.featured === 1 });

export async function listRecognitionForAdmin(db: DB): Promise<AdminRecognitionItem[]> {
  const rows = await db.selectFrom('recognition_items').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toItem);
}

export async function createRecognition(db: DB, input: z.output<typeof recognitionCreateInput>): Promise<AdminRecognitionItem> {
  const row = await db
    .insertInto('recognition_items')
    .values({
      title: input.title,
      company: input.company,
      description: sanitizeRichText(input.description),
      category: input.category,
      imageUrl: input.imageUrl ?? null,
      websiteUrl: input.websiteUrl ?? null,
      featured: input.featured ? 1 : 0,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toItem(row);
}

export async function updateRecognition(db: DB, input: z.output<typeof recognitionUpdateInput>): Promise<AdminRecognitionItem> {
  const { id, description, featured, imageUrl, websiteUrl, ...rest } = input;
  const values = {
    ...rest,
    ...(description !== undefined && { description: sanitizeRichText(description) }),
    ...(featured !== undefined && { featured: featured ? 1 : 0 }),
    ...('imageUrl' in input && { imageUrl: imageUrl ?? null }),
    ...('websiteUrl' in input && { websiteUrl: websiteUrl ?? null }),
  };
  if (Object.keys(values).length > 0) {
    const result = await db.updateTable('recognition_items').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Recognition item not found');
  }
  const row = await db.selectFrom('recognition_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Recognition item not found');
  return toItem(row);
}

export async function deleteRecognition(db: DB, id: number): Promise<{ id: number; deleted: true }> {
  const result = await db.deleteFrom('recognition_items').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Recognition item not found');
  return { id, deleted: true };
}
