import { reactionAddInput, reactionListInput, reactionRemoveInput } from '../../shared/schemas/reactions';
import { addReaction, listReactions, removeReaction } from '../../server/services/reactions';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

// Comment reactions (D6): thumbs_up and heart, toggled per visitor email.
export const reactionsRouter = router({
  list: publicProcedure.input(reactionListInput).query(({ ctx, input }) => listReactions(ctx.db, input.commentId)),
  add: publicWriteProcedure.input(reactionAddInput).mutation(({ ctx, input }) => addReaction(ctx.db, input)),
  remove: publicWriteProcedure.input(reactionRemoveInput).mutation(({ ctx, input }) => removeReaction(ctx.db, input)),
});
