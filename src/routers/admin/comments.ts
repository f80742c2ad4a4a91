import { idInput } from '../../shared/schemas/fields';
import { commentsBulkInput, pendingFilterInput } from '../../shared/schemas/moderation';
import { audited, auditActor, describeRow } from '../../server/services/audit-log';
import {
  approveComment,
  listPendingComments,
  listPendingCommentsPage,
  moderateComments,
  pendingExhibitions,
  rejectComment,
} from '../../server/services/comments';
import type { AdminSession, Context } from '../../server/context';
import type { DB } from '../../server/db/database';
import { moderatorProcedure, router } from '../trpc';

/** Approves or rejects a comment and records it, with its author's name, in the audit log (one transaction). */
function moderate<T>(
  ctx: Context & { session: AdminSession },
  id: number,
  action: 'approve' | 'reject',
  apply: (db: DB, id: number) => Promise<T>,
): Promise<T> {
  let author: string | null = null;
  return audited(
    ctx.db,
    auditActor(ctx.session, ctx.client.ip),
    async (trx) => {
      author = await describeRow(trx, 'comments', 'authorName', id);
      return apply(trx, id);
    },
    () => ({ kind: 'comment', action, entityId: id, detail: author }),
  );
}

// Comment Moderation: Owners and Moderators (docs/decisions/027).
export const adminCommentsRouter = router({
  pending: moderatorProcedure.query(({ ctx }) => listPendingComments(ctx.db)),
  /** A page of the queue, narrowed to an exhibition or to what the word list held. */
  pendingPage: moderatorProcedure.input(pendingFilterInput).query(({ ctx, input }) => listPendingCommentsPage(ctx.db, input)),
  /** The exhibitions with comments in the queue (the queue's filter). */
  pendingExhibitions: moderatorProcedure.query(({ ctx }) => pendingExhibitions(ctx.db)),
  approve: moderatorProcedure.input(idInput).mutation(({ ctx, input }) => moderate(ctx, input.id, 'approve', approveComment)),
  reject: moderatorProcedure.input(idInput).mutation(({ ctx, input }) => moderate(ctx, input.id, 'reject', rejectComment)),
  /** Many at once: one transaction, one audit entry per comment. */
  bulk: moderatorProcedure
    .input(commentsBulkInput)
    .mutation(({ ctx, input }) => moderateComments(ctx.db, auditActor(ctx.session, ctx.client.ip), input)),
});
