import type { z } from 'zod';
import { isBot } from '../../shared/schemas/fields';
import type { commentCreateInput } from '../../shared/schemas/comments';
import type { DB } from '../db/database';
import { notFound } from '../errors';

export type PublicComment = { id: number; authorName: string; comment: string; createdAt: string };

/** D6: only approved comments are public; emails never leave the server. */
export async function listApprovedComments(db: DB, contentItemId: number): Promise<PublicComment[]> {
  return db
    .selectFrom('comments')
    .select(['id', 'authorName', 'comment', 'createdAt'])
    .where('contentItemId', '=', contentItemId)
    .where('isApproved', '=', 1)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** New comments wait for an administrator (D6). */
export async function submitComment(
  db: DB,
  input: z.output<typeof commentCreateInput>,
): Promise<{ id: number | null; isApproved: false; message: string }> {
  const message = 'Your comment has been submitted and awaits approval by the Fellowship.';
  const item = await db.selectFrom('content_items').select('id').where('id', '=', input.contentItemId).executeTakeFirst();
  if (!item) throw notFound('Exhibition not found');
  if (isBot(input)) return { id: null, isApproved: false, message };
  const now = new Date().toISOString();
  const row = await db
    .insertInto('comments')
    .values({
      contentItemId: input.contentItemId,
      authorName: input.authorName,
      authorEmail: input.authorEmail.toLowerCase(),
      comment: input.comment,
      isApproved: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, isApproved: false, message };
}
