import { listPageInput } from '../../shared/schemas/admin-lists';
import { idInput } from '../../shared/schemas/fields';
import { audited, auditActor, describeRow } from '../../server/services/audit-log';
import { approveComment, listPendingComments, listPendingCommentsPage, rejectComment } from '../../server/services/comments';
import { adminProcedure, router } from '../trpc';

export const adminCommentsRouter = router({
  pending: adminProcedure.query(({ ctx }) => listPendingComments(ctx.db)),
  pendingPage: adminProcedure.input(listPageInput).query(({ ctx, input }) => listPendingCommentsPage(ctx.db, input)),
  approve: adminProcedure.input(idInput).mutation(({ ctx, input }) => {
    let author: string | null = null;
    return audited(
      ctx.db,
      auditActor(ctx.session, ctx.client.ip),
      async (trx) => {
        author = await describeRow(trx, 'comments', 'authorName', input.id);
        return approveComment(trx, input.id);
      },
      () => ({ kind: 'comment', action: 'approve', entityId: input.id, detail: author }),
    );
  }),
  reject: adminProcedure.input(idInput).mutation(({ ctx, input }) => {
    let author: string | null = null;
    return audited(
      ctx.db,
      auditActor(ctx.session, ctx.client.ip),
      async (trx) => {
        author = await describeRow(trx, 'comments', 'authorName', input.id);
        return rejectComment(trx, input.id);
      },
      () => ({ kind: 'comment', action: 'reject', entityId: input.id, detail: author }),
    );
  }),
});
