import { myReactionsInput, reactionAddInput, reactionListInput, reactionRemoveInput } from '../../shared/schemas/reactions';
import { addReaction, listMyReactions, listReactions, removeReaction } from '../../server/services/reactions';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

// Comment reactions (D6): thumbs_up and heart, one per email, owned by the browser token that made them (docs/decisions/029).
export const reactionsRouter = router({
  list: publicProcedure.input(reactionListInput).query(({ ctx, input }) => listReactions(ctx.db, input)),
  /**
   * Which of an exhibition's reactions are this browser's (the pressed buttons), in one query (issue 22).
   * A POST, so the token never sits in a URL nor in the shared read cache (docs/decisions/029).
   */
  mine: publicProcedure.input(myReactionsInput).mutation(({ ctx, input }) => listMyReactions(ctx.db, input)),
  add: publicWriteProcedure.input(reactionAddInput).mutation(({ ctx, input }) => addReaction(ctx.db, input)),
  remove: publicWriteProcedure.input(reactionRemoveInput).mutation(({ ctx, input }) => removeReaction(ctx.db, input)),
});
