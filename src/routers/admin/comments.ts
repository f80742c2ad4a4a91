import { commentApprovedOutput, commentRejectedOutput, pendingCommentOutput } from '~/shared/schemas/comments';
import { idInput } from '~/shared/schemas/fields';
import { commentsBulkInput, pendingFilterInput } from '~/shared/schemas/moderation';
import {
  approveComment,
  listPendingComments,
  listPendingCommentsPage,
  moderateComments,
  pendingExhibitions,
  rejectComment,
} from '~/server/services/comments';
import type { DB } from '~/server/db/database';
import { type ProcedureMeta, rowLabel } from '../meta';
import { adminDeleteRow, adminListRow, adminPageRow, adminUpdateRow } from '../rest-rows';
import { moderatorProcedure, recordedByService, router } from '../trpc';

const pending = '/api/admin/comments/pending';
/** Moderation names the comment's author in the audit log. */
const author = rowLabel('comments', 'authorName');

/** One comment's approval or rejection, by id: its REST row, audited with the comment's author. */
const decideOne = <R>(action: 'approve' | 'reject', row: ProcedureMeta, decide: (db: DB, id: number) => Promise<R>) =>
  moderatorProcedure
    .meta({ ...row, audit: { kind: 'comment', action, before: author } })
    .input(idInput)
    .mutation(({ ctx, input }) => decide(ctx.db, input.id));

// Comment moderation (part 2 section 7, D6): Owners and Moderators (docs/decisions/027).
export const adminCommentsRouter = router({
  pending: moderatorProcedure
    .meta(
      adminListRow(pending, pendingCommentOutput, {
        operationId: 'listPendingComments',
        summary: 'Comments awaiting moderation, with their exhibition',
      }),
    )
    .query(({ ctx }) => listPendingComments(ctx.db)),
  pendingPage: moderatorProcedure
    .meta(adminPageRow(pending, pendingCommentOutput))
    // A page of the queue, narrowed to an exhibition or to what the word list held.
    .input(pendingFilterInput)
    .query(({ ctx, input }) => listPendingCommentsPage(ctx.db, input)),
  /** The exhibitions with comments in the queue (the queue's filter). */
  pendingExhibitions: moderatorProcedure.query(({ ctx }) => pendingExhibitions(ctx.db)),
  approve: decideOne(
    'approve',
    adminUpdateRow('/api/admin/comments/{id}/approve', commentApprovedOutput, {
      operationId: 'approveComment',
      summary: 'Approve a comment',
    }),
    approveComment,
  ),
  reject: decideOne(
    'reject',
    adminDeleteRow('/api/admin/comments/{id}', commentRejectedOutput, {
      operationId: 'rejectComment',
      summary: 'Reject (delete) a comment',
    }),
    rejectComment,
  ),
  /** Many at once: one transaction, one audit entry per comment (written by the service). */
  bulk: recordedByService(moderatorProcedure, 'comment', 'approve')
    .input(commentsBulkInput)
    .mutation(({ ctx, input }) => moderateComments(ctx.db, ctx.actor, input)),
});
