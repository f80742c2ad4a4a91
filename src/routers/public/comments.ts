import { commentCreateInput, commentListInput } from '../../shared/schemas/comments';
import { listApprovedComments, submitComment } from '../../server/services/comments';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

export const commentsRouter = router({
  list: publicProcedure.input(commentListInput).query(({ ctx, input }) => listApprovedComments(ctx.db, input.contentItemId)),
  create: publicWriteProcedure.input(commentCreateInput).mutation(({ ctx, input }) => submitComment(ctx.db, input)),
});
