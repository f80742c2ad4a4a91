import type { z } from 'zod';
import { isBot } from '~/shared/schemas/fields';
import type { commentCreateInput } from '~/shared/schemas/comments';
import { fromFlag, toFlag } from '../db/columns';
import { type DB, inTransaction, isForeignKeyViolation } from '../db/database';
import { type Page, countOf, countsByKind, pageOf, searchWhere } from '../db/pagination';
import { notFound } from '../errors';
import { inChunks } from '../db/public-lists';
import type { ReactionKind } from '~/shared/reactions';
import type { PublicPage } from '~/shared/public-lists';
import { COMMENTS_PAGE_SIZE } from '~/shared/public-lists';
import { commentsWaitingMail, type MailDeps, queueMail } from './mail';
import type { ModerationRules } from './moderation';
import { type AuditActor, recordAudit } from './audit-log';
import { normaliseEmail } from '~/shared/schemas/fields';
import { type ClubEvents, noEvents } from './club-events';

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
    () => countOf(approvedOf(db, query.contentItemId)),
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
  const count = await countsByKind(db, 'comment_reactions', 'commentId', 'reaction', page.items);
  const reactions = (id: number): Record<ReactionKind, number> => ({ thumbs_up: count(id, 'thumbs_up'), heart: count(id, 'heart') });
  return { ...page, items: page.items.map((c) => ({ ...c, reactions: reactions(c.id) })) };
}

/**
 * New comments wait for an administrator (D6). A blocked email or address is refused, a refused
 * word too; a held word marks the comment in the queue (docs/decisions/027). The rules are read
 * from memory ({@link ModerationRules}) and the comment is one insert: the committee's notice that
 * comments wait is the scheduler's ({@link notifyCommentsWaiting}), not the comment's (docs/decisions/027).
 */
export async function submitComment(
  db: DB,
  moderation: ModerationRules,
  input: z.output<typeof commentCreateInput>,
  clientIp: string,
  events: ClubEvents = noEvents,
): Promise<{ id: number | null; isApproved: false; message: string }> {
  const message = 'Your comment has been submitted and awaits approval by the Fellowship.';
  const missing = () => notFound('Exhibition not found');
  if (isBot(input)) {
    // Nothing is stored for a bot, so its exhibition is looked up here; a visitor's insert is its own check.
    const item = await db.selectFrom('content_items').select('id').where('id', '=', input.contentItemId).executeTakeFirst();
    if (!item) throw missing();
    return { id: null, isApproved: false, message };
  }
  const authorEmail = normaliseEmail(input.authorEmail);
  await moderation.assertNotBlocked({ email: authorEmail, ip: clientIp });
  const heldFor = await moderation.screenWords(`${input.authorName}\n${input.comment}`);
  const now = new Date().toISOString();
  const row = await db
    .insertInto('comments')
    .values({
      contentItemId: input.contentItemId,
      authorName: input.authorName,
      authorEmail,
      comment: input.comment,
      isApproved: toFlag(false),
      createdAt: now,
      updatedAt: now,
      authorIp: clientIp.slice(0, 100),
      heldFor,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? missing() : error;
    });
  events({ kind: 'comment', held: heldFor !== null });
  return { id: row.id, isApproved: false, message };
}

const HOUR_MS = 3_600_000;

/** How often the scheduler looks for waiting comments: the committee hears of a first one within this. */
export const COMMENTS_WAITING_CHECK_MS = 60_000;

/**
 * Queues the committee's notice that comments wait (MAIL_ADMIN_TO), unless one was queued in the
 * last hour or no comment has come since the last one, and wakes the mail worker. Run by the scheduler every {@link COMMENTS_WAITING_CHECK_MS}
 * in every process (and at start): the check and the letter are one transaction, and the dedupe
 * key names the clock hour, so processes looking at the same moment queue one. Nothing is lost to
 * a crash: the comments are in the database, and the next run (at the latest, the next start)
 * sees them.
 */
export async function notifyCommentsWaiting(db: DB, mail: MailDeps, now = new Date()): Promise<boolean> {
  if (!mail.settings.adminTo) return false;
  const queued = await inTransaction(db, async (trx) => {
    const last = await trx
      .selectFrom('mail_outbox')
      .select('createdAt')
      .where('dedupeKey', 'like', 'comments-waiting:%')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && last.createdAt > new Date(now.getTime() - HOUR_MS).toISOString()) return false;
    const waiting = await pendingComments(trx)
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('comments.createdAt').as('newest')])
      .executeTakeFirstOrThrow();
    const count = Number(waiting.n);
    // Only news: comments that came after the last notice (the committee is not told again, hourly, of the same ones).
    if (count === 0 || (last && (waiting.newest ?? '') <= last.createdAt)) return false;
    return (await queueMail(trx, mail, commentsWaitingMail(mail.settings, { count, hour: now.toISOString().slice(0, 13) }))) > 0;
  });
  if (queued) mail.notify();
  return queued;
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

/** How the queue is narrowed (docs/decisions/027): one exhibition, or only the comments the word list held. */
type PendingFilter = { q?: string; contentItemId?: number; held?: boolean };

/**
 * The pending comments (D6) with their exhibition, without those a block hides; `q` searches
 * author, email, comment and exhibition title.
 */
const pendingComments = (db: DB, filter: PendingFilter = {}) => {
  let query = db
    .selectFrom('comments')
    .innerJoin('content_items', 'content_items.id', 'comments.contentItemId')
    .where('comments.isApproved', '=', toFlag(false))
    .where('comments.hidden', '=', 0)
    .where(searchWhere(['comments.authorName', 'comments.authorEmail', 'comments.comment', 'content_items.title'], filter.q));
  if (filter.contentItemId !== undefined) query = query.where('comments.contentItemId', '=', filter.contentItemId);
  if (filter.held === true) query = query.where('comments.heldFor', 'is not', null);
  if (filter.held === false) query = query.where('comments.heldFor', 'is', null);
  return query;
};

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

/** A page of the pending comments (docs/decisions/015), newest first, with the word that held each. */
export async function listPendingCommentsPage(
  db: DB,
  query: PendingFilter & { page?: number },
): Promise<Page<PendingComment & { heldFor: string | null }>> {
  return pageOf(
    query.page,
    () => countOf(pendingComments(db, query)),
    (limit, offset) =>
      pendingComments(db, query)
        .select([...PENDING_COLUMNS, 'comments.heldFor'])
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

/** The exhibitions that have comments in the queue, for its filter (docs/decisions/027). */
export async function pendingExhibitions(db: DB): Promise<{ id: number; title: string; pending: number }[]> {
  const rows = await pendingComments(db)
    .select((eb) => ['content_items.id', 'content_items.title', eb.fn.countAll<number | string>().as('pending')])
    .groupBy(['content_items.id', 'content_items.title'])
    .orderBy('content_items.title')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, pending: Number(r.pending) }));
}

/**
 * Many comments approved or rejected at once (docs/decisions/027): in one transaction, each with its
 * audit entry. When any of them is gone (another moderator was quicker) nothing changes: the
 * moderator sees the queue again and decides on what is there.
 */
export async function moderateComments(
  db: DB,
  actor: AuditActor,
  input: { ids: number[]; action: 'approve' | 'reject' },
): Promise<{ count: number; action: 'approve' | 'reject'; message: string }> {
  const ids = [...new Set(input.ids)];
  return inTransaction(db, async (trx) => {
    const rows = await trx.selectFrom('comments').select(['id', 'authorName']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.id));
      throw notFound(`Comment not found: ${ids.filter((id) => !found.has(id)).join(', ')}. Nothing was changed.`);
    }
    if (input.action === 'approve') {
      await trx
        .updateTable('comments')
        .set({ isApproved: toFlag(true), hidden: 0, updatedAt: new Date().toISOString() })
        .where('id', 'in', ids)
        .execute();
    } else {
      await trx.deleteFrom('comments').where('id', 'in', ids).execute();
    }
    for (const row of rows) {
      await recordAudit(trx, actor, { kind: 'comment', action: input.action, entityId: row.id, detail: row.authorName });
    }
    const n = ids.length;
    return {
      count: n,
      action: input.action,
      message: `${n} comment${n === 1 ? '' : 's'} ${input.action === 'approve' ? 'approved' : 'rejected'}`,
    };
  });
}
