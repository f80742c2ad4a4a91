import { commentCreateInput, commentListInput } from '../../shared/schemas/comments';
import { commentsPageInput } from '../../shared/schemas/public-lists';
import { listApprovedComments, listApprovedCommentsPage, submitComment } from '../../server/services/comments';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

export const commentsRouter = router({
  list: publicProcedure.input(commentListInput).query(({ ctx, input }) => listApprovedComments(ctx.db, input.contentItemId)),
  /** A page of approved comments, newest first, with reaction counts (issue 22). */
  page: publicProcedure.input(commentsPageInput).query(({ ctx, input }) => listApprovedCommentsPage(ctx.db, input)),
  create: publicWriteProcedure
    .input(commentCreateInput)
    .mutation(({ ctx, input }) => submitComment(ctx.db, ctx.mail, input, ctx.client.ip)),
});
