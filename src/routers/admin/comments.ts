import { listPageInput } from '../../shared/schemas/admin-lists';
import { commentApprovedOutput, commentRejectedOutput, pendingCommentOutput } from '../../shared/schemas/comments';
import { idInput } from '../../shared/schemas/fields';
import { approveComment, listPendingComments, listPendingCommentsPage, rejectComment } from '../../server/services/comments';
import { rowLabel } from '../meta';
import { adminListRow, adminPageRow } from '../rest-rows';
import { adminProcedure, router } from '../trpc';

const pending = '/api/admin/comments/pending';
/** Moderation names the comment's author in the audit log. */
const author = rowLabel('comments', 'authorName');

// Comment moderation (part 2 section 7, D6).
export const adminCommentsRouter = router({
  pending: adminProcedure
    .meta(
      adminListRow(pending, pendingCommentOutput, {
        operationId: 'listPendingComments',
        summary: 'Comments awaiting moderation, with their exhibition',
      }),
    )
    .query(({ ctx }) => listPendingComments(ctx.db)),
  pendingPage: adminProcedure
    .meta(adminPageRow(pending, pendingCommentOutput))
    .input(listPageInput)
    .query(({ ctx, input }) => listPendingCommentsPage(ctx.db, input)),
  approve: adminProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/comments/{id}/approve',
        output: commentApprovedOutput,
        operationId: 'approveComment',
        summary: 'Approve a comment',
        tags: ['admin'],
        errors: [404],
      },
      audit: { kind: 'comment', action: 'approve', before: author },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => approveComment(ctx.db, input.id)),
  reject: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/comments/{id}',
        output: commentRejectedOutput,
        operationId: 'rejectComment',
        summary: 'Reject (delete) a comment',
        tags: ['admin'],
        errors: [404],
      },
      audit: { kind: 'comment', action: 'reject', before: author },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => rejectComment(ctx.db, input.id)),
});
