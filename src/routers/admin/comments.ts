import { listPageInput } from '../../shared/schemas/admin-lists';
import { idInput } from '../../shared/schemas/fields';
import { audited, auditActor, describeRow } from '../../server/services/audit-log';
import { approveComment, listPendingComments, listPendingCommentsPage, rejectComment } from '../../server/services/comments';
import type { AdminSession, Context } from '../../server/context';
import type { DB } from '../../server/db/database';
import { adminProcedure, router } from '../trpc';

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

export const adminCommentsRouter = router({
  pending: adminProcedure.query(({ ctx }) => listPendingComments(ctx.db)),
  pendingPage: adminProcedure.input(listPageInput).query(({ ctx, input }) => listPendingCommentsPage(ctx.db, input)),
  approve: adminProcedure.input(idInput).mutation(({ ctx, input }) => moderate(ctx, input.id, 'approve', approveComment)),
  reject: adminProcedure.input(idInput).mutation(({ ctx, input }) => moderate(ctx, input.id, 'reject', rejectComment)),
});
