import type { z } from 'zod';
import type { contentCreateInput, contentUpdateInput } from '../../shared/schemas/content';
import type { DB } from '../db/database';
import { notFound } from '../errors';
import { type ContentItem, toContentItem } from './content';
import { sanitizeRichText } from './rich-text';

export type AdminContentItem = ContentItem & { approvedComments: number; pendingComments: number };

/** Every content item with its comment counts (shown before a delete, D16). */
export async function listContentForAdmin(db: DB): Promise<AdminContentItem[]> {
  const rows = await db
    .selectFrom('content_items')
    .selectAll('content_items')
    .select((eb) => [
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.contentItemId', '=', 'content_items.id')
        .where('comments.isApproved', '=', 1)
        .as('approvedComments'),
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.contentItemId', '=', 'content_items.id')
        .where('comments.isApproved', '=', 0)
        .as('pendingComments'),
    ])
    .orderBy('content_items.createdAt', 'desc')
    .orderBy('content_items.id', 'desc')
    .execute();
  return rows.map(({ approvedComments, pendingComments, ...row }) => ({
    ...toContentItem(row),
    approvedComments: Number(approvedComments ?? 0),
    pendingComments: Number(pendingComments ?? 0),
  }));
}

async function getRow(db: DB, id: number): Promise<ContentItem> {
  const row = await db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Content item not found');
  return toContentItem(row);
}

export async function createContent(db: DB, input: z.output<typeof contentCreateInput>): Promise<ContentItem> {
  const row = await db
    .insertInto('content_items')
    .values({
      title: input.title,
      description: sanitizeRichText(input.description),
      type: input.type,
      category: input.category,
      imageUrl: input.imageUrl ?? '',
      featured: input.featured ? 1 : 0,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContentItem(row);
}

export async function updateContent(db: DB, input: z.output<typeof contentUpdateInput>): Promise<ContentItem> {
  const { id, description, featured, imageUrl, ...rest } = input;
  const values = {
    ...rest,
    ...(description !== undefined && { description: sanitizeRichText(description) }),
    ...(featured !== undefined && { featured: featured ? 1 : 0 }),
    // An emptied image field clears the image (the column is not nullable).
    ...('imageUrl' in input && { imageUrl: imageUrl ?? '' }),
  };
  if (Object.keys(values).length > 0) {
    const result = await db.updateTable('content_items').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Content item not found');
  }
  return getRow(db, id);
}

/** D16: deleting a content item removes its comments and their reactions (cascades), at once. */
export async function deleteContent(db: DB, id: number): Promise<{ id: number; deleted: true; removedComments: number }> {
  return db.transaction().execute(async (trx) => {
    const counted = await trx
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('contentItemId', '=', id)
      .executeTakeFirstOrThrow();
    const result = await trx.deleteFrom('content_items').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Content item not found');
    return { id, deleted: true as const, removedComments: Number(counted.n) };
  });
}
