import { z } from 'zod';
import {
  myReactionsInput,
  reactionAddedOutput,
  reactionAddInput,
  reactionListInput,
  reactionOutput,
  reactionRemovedOutput,
  reactionRemoveInput,
} from '../../shared/schemas/reactions';
import { addReaction, listMyReactions, listReactions, removeReaction } from '../../server/services/reactions';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

const tags = ['reactions'];

// Comment reactions (D6): thumbs_up and heart, toggled per visitor email; a pending or missing comment is a 404.
export const reactionsRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/reactions/{commentId}',
        output: z.array(reactionOutput),
        operationId: 'listReactions',
        summary: 'Reactions of an approved comment (reaction and userEmail)',
        tags,
        errors: [404],
      },
    })
    .input(reactionListInput)
    .query(({ ctx, input }) => listReactions(ctx.db, input.commentId)),
  /** Which of an exhibition's reactions are this visitor's (the pressed buttons), in one query (docs/decisions/020). */
  mine: publicProcedure.input(myReactionsInput).query(({ ctx, input }) => listMyReactions(ctx.db, input)),
  add: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/reactions',
        output: reactionAddedOutput,
        operationId: 'addReaction',
        summary: 'Add a reaction (thumbs_up or heart) to an approved comment',
        description: 'One row per comment, email and kind: adding it again answers the existing row.',
        tags,
        status: 201,
        errors: [404],
      },
    })
    .input(reactionAddInput)
    .mutation(({ ctx, input }) => addReaction(ctx.db, input, ctx.client.ip)),
  remove: publicWriteProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/reactions/{commentId}/{email}/{reaction}',
        // The path names the visitor's userEmail `email`.
        params: { email: 'userEmail' },
        output: reactionRemovedOutput,
        operationId: 'removeReaction',
        summary: 'Remove a reaction',
        description: '404 when there is no such reaction.',
        tags,
        errors: [404],
      },
    })
    .input(reactionRemoveInput)
    .mutation(({ ctx, input }) => removeReaction(ctx.db, input)),
});
