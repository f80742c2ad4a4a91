import type { z } from 'zod';
import { isBot } from '../../shared/schemas/fields';
import type { commentCreateInput } from '../../shared/schemas/comments';
import { fromFlag, toFlag } from '../db/columns';
import type { DB } from '../db/database';
import { type Page, pageOf, searchWhere } from '../db/pagination';
import { notFound } from '../errors';

type PublicComment = { id: number; authorName: string; comment: string; createdAt: string };

/** D6: only approved comments are public; emails never leave the server. */
export async function listApprovedComments(db: DB, contentItemId: number): Promise<PublicComment[]> {
  return db
    .selectFrom('comments')
    .select(['id', 'authorName', 'comment', 'createdAt'])
    .where('contentItemId', '=', contentItemId)
    .where('isApproved', '=', toFlag(true))
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
      isApproved: toFlag(false),
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, isApproved: false, message };
}

type PendingComment = {
  id: number;
  contentItemId: number;
  exhibitionTitle: string;
  authorName: string;
  authorEmail: string;
  comment: string;
  /** Every field of the Comment entity (part 1 section 3): always false in this list. */
  isApproved: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The pending comments (D6) with their exhibition; `q` searches author, email, comment and exhibition title. */
const pendingComments = (db: DB, q?: string) =>
  db
    .selectFrom('comments')
    .innerJoin('content_items', 'content_items.id', 'comments.contentItemId')
    .where('comments.isApproved', '=', toFlag(false))
    .where(searchWhere(['comments.authorName', 'comments.authorEmail', 'comments.comment', 'content_items.title'], q));

const PENDING_COLUMNS = [
  'comments.id',
  'comments.contentItemId',
  'content_items.title as exhibitionTitle',
  'comments.authorName',
  'comments.authorEmail',
  'comments.comment',
  'comments.isApproved',
  'comments.createdAt',
  'comments.updatedAt',
] as const;

/** D6: comments awaiting moderation, newest first, each with the exhibition it belongs to. */
export async function listPendingComments(db: DB): Promise<PendingComment[]> {
  const rows = await pendingComments(db).select(PENDING_COLUMNS).orderBy('comments.createdAt', 'desc').orderBy('comments.id', 'desc').execute();
  return rows.map(pendingComment);
}

const pendingComment = <Row extends { isApproved: number }>(row: Row) => ({ ...row, isApproved: fromFlag(row.isApproved) });

/** A page of the pending comments (docs/decisions/015), newest first. */
export async function listPendingCommentsPage(db: DB, query: { page?: number; q?: string }): Promise<Page<PendingComment>> {
  return pageOf(
    query.page,
    async () => (await pendingComments(db, query.q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      pendingComments(db, query.q)
        .select(PENDING_COLUMNS)
        .orderBy('comments.createdAt', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
        .then((rows) => rows.map(pendingComment)),
  );
}

export async function approveComment(db: DB, id: number): Promise<{ id: number; isApproved: true; message: string }> {
  const result = await db
    .updateTable('comments')
    .set({ isApproved: toFlag(true), updatedAt: new Date().toISOString() })
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
