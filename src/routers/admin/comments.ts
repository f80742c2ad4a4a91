import { idInput } from '../../shared/schemas/fields';
import { approveComment, listPendingComments, rejectComment } from '../../server/services/comments';
import { adminProcedure, router } from '../trpc';

export const adminCommentsRouter = router({
  pending: adminProcedure.query(({ ctx }) => listPendingComments(ctx.db)),
  approve: adminProcedure.input(idInput).mutation(({ ctx, input }) => approveComment(ctx.db, input.id)),
  reject: adminProcedure.input(idInput).mutation(({ ctx, input }) => rejectComment(ctx.db, input.id)),
});
