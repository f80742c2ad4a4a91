import type { z } from 'zod';
import { isBot } from '../../shared/schemas/fields';
import type { commentCreateInput } from '../../shared/schemas/comments';
import { fromFlag, toFlag } from '../db/columns';
import type { DB } from '../db/database';
import { type Page, pageOf, searchWhere } from '../db/pagination';
import { notFound } from '../errors';
import { inChunks } from '../db/public-lists';
import { REACTION_KINDS, type ReactionKind } from '../../shared/reactions';
import type { PublicPage } from '../../shared/public-lists';
import { COMMENTS_PAGE_SIZE } from '../../shared/public-lists';

type PublicComment = { id: number; authorName: string; comment: string; createdAt: string };

/**
 * D6: only approved comments are public; emails never leave the server. One exhibition's
 * approved comments, with the query builder rather than orderedList's SQL text:
 * the read cache reads from this statement that it shows only approved comments of this
 * exhibition, so a pending comment or one on another exhibition leaves the answer kept
 * (docs/decisions/019).
 */
const approvedOf = (db: DB, contentItemId: number) =>
  db.selectFrom('comments').where('contentItemId', '=', contentItemId).where('isApproved', '=', toFlag(true));

/** GET /api/content/{id}/comments: every approved comment, oldest first (the spec's list). */
export async function listApprovedComments(db: DB, contentItemId: number): Promise<PublicComment[]> {
  return approvedOf(db, contentItemId)
    .select(['id', 'authorName', 'comment', 'createdAt'])
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The same list in chunks, for the `/api` row of a large discussion (docs/decisions/020). */
export async function approvedCommentChunks(db: DB, contentItemId: number) {
  const ids = await approvedOf(db, contentItemId).select('id').orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
  return inChunks(
    ids.map((r) => r.id),
    async (slice) => {
      const rows = await approvedOf(db, contentItemId)
        .select(['id', 'authorName', 'comment', 'createdAt'])
        .where('id', 'in', slice)
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },
  );
}

type CommentWithReactions = PublicComment & { reactions: Record<ReactionKind, number> };

/**
 * A page of an exhibition's approved comments, newest first ("Show more" asks for the next),
 * each with its count of reactions per kind: one statement counts them for the whole page.
 */
export async function listApprovedCommentsPage(
  db: DB,
  query: { contentItemId: number; page?: number; pageSize?: number },
): Promise<PublicPage<CommentWithReactions>> {
  const pageSize = query.pageSize ?? COMMENTS_PAGE_SIZE;
  const page = await pageOf(
    query.page,
    async () =>
      (
        await approvedOf(db, query.contentItemId)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    (limit, offset) =>
      approvedOf(db, query.contentItemId)
        .select(['id', 'authorName', 'comment', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    pageSize,
  );
  const ids = page.items.map((c) => c.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('comment_reactions')
          .select((eb) => ['commentId', 'reaction', eb.fn.countAll<number | string>().as('n')])
          .where('commentId', 'in', ids)
          .groupBy(['commentId', 'reaction'])
          .execute();
  const none = (): Record<ReactionKind, number> => ({ thumbs_up: 0, heart: 0 });
  const byComment = new Map(ids.map((id) => [id, none()]));
  for (const c of counts) {
    const entry = byComment.get(c.commentId);
    if (entry && (REACTION_KINDS as readonly string[]).includes(c.reaction)) entry[c.reaction] = Number(c.n);
  }
  return { ...page, items: page.items.map((c) => ({ ...c, reactions: byComment.get(c.id) ?? none() })) };
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
  const rows = await pendingComments(db)
    .select(PENDING_COLUMNS)
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();
  return rows.map(pendingComment);
}

const pendingComment = <Row extends { isApproved: number }>(row: Row) => ({ ...row, isApproved: fromFlag(row.isApproved) });

/** A page of the pending comments (docs/decisions/015), newest first. */
export async function listPendingCommentsPage(db: DB, query: { page?: number; q?: string }): Promise<Page<PendingComment>> {
  return pageOf(
    query.page,
    async () =>
      (
        await pendingComments(db, query.q)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
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
