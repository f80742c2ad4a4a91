import type { DB } from '../db/database';
import { notFound } from '../errors';

export type PendingComment = {
  id: number;
  contentItemId: number;
  exhibitionTitle: string;
  authorName: string;
  authorEmail: string;
  comment: string;
  createdAt: string;
};

/** D6: comments awaiting moderation, newest first, each with the exhibition it belongs to. */
export async function listPendingComments(db: DB): Promise<PendingComment[]> {
  return db
    .selectFrom('comments')
    .innerJoin('content_items', 'content_items.id', 'comments.contentItemId')
    .select([
      'comments.id',
      'comments.contentItemId',
      'content_items.title as exhibitionTitle',
      'comments.authorName',
      'comments.authorEmail',
      'comments.comment',
      'comments.createdAt',
    ])
    .where('comments.isApproved', '=', 0)
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();
}

export async function approveComment(db: DB, id: number): Promise<{ id: number; isApproved: true; message: string }> {
  const result = await db
    .updateTable('comments')
    .set({ isApproved: 1, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Comment not found');
  return { id, isApproved: true, message: 'Comment updated' };
}

/** Rejecting deletes the comment; its reactions go with it (foreign key cascade). */
export async function rejectComment(db: DB, id: number): Promise<{ id: number; deleted: true; message: string }> {
  const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Comment not found');
  return { id, deleted: true, message: 'Comment updated' };
}
