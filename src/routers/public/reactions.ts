import { myReactionsInput, reactionAddInput, reactionListInput, reactionRemoveInput } from '../../shared/schemas/reactions';
import { addReaction, listMyReactions, listReactions, removeReaction } from '../../server/services/reactions';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

// Comment reactions (D6): thumbs_up and heart, toggled per visitor email.
export const reactionsRouter = router({
  list: publicProcedure.input(reactionListInput).query(({ ctx, input }) => listReactions(ctx.db, input.commentId)),
  /** Which of an exhibition's reactions are this visitor's (the pressed buttons), in one query (issue 22). */
  mine: publicProcedure.input(myReactionsInput).query(({ ctx, input }) => listMyReactions(ctx.db, input)),
  add: publicWriteProcedure.input(reactionAddInput).mutation(({ ctx, input }) => addReaction(ctx.db, input, ctx.client.ip)),
  remove: publicWriteProcedure.input(reactionRemoveInput).mutation(({ ctx, input }) => removeReaction(ctx.db, input)),
});
