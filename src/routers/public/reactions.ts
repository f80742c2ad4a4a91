import { z } from 'zod';
import {
  myReactionsInput,
  REACTION_TOKEN_HEADER,
  reactionAddedOutput,
  reactionAddInput,
  reactionListInput,
  reactionOutput,
  reactionRemovedOutput,
  reactionRemoveInput,
} from '~/shared/schemas/reactions';
import { addReaction, listMyReactions, listReactions, removeReaction } from '~/server/services/reactions';
import type { Context } from '~/server/context';
import { badRequest } from '~/server/errors';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

const tags = ['reactions'];

/** The token of the browser asking: in the input, or (REST clients) in the `x-reaction-token` header. */
const tokenOf = (ctx: Context, input: { token?: string | undefined }) => input.token ?? ctx.request.reactionToken ?? undefined;

/** A removal needs the token the reaction was made with (docs/decisions/029). */
const removal = (ctx: Context, input: z.output<typeof reactionRemoveInput>) => {
  const token = tokenOf(ctx, input);
  if (!token) throw badRequest('token is required');
  return removeReaction(ctx.db, { ...input, token });
};

const removed = {
  deleteBody: true as const,
  output: reactionRemovedOutput,
  tags,
  errors: [404 as const],
};

// Comment reactions (D6): thumbs_up and heart, one per email, owned by the browser token that made
// them; nobody's address is ever answered (docs/decisions/029, the change to the spec's rows).
export const reactionsRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/reactions/{commentId}',
        output: z.array(reactionOutput),
        operationId: 'listReactions',
        summary: 'Reactions of an approved comment (reaction, and whether it is yours; never an address)',
        description: `Send your token in the \`${REACTION_TOKEN_HEADER}\` header to have your own reactions marked \`mine\` (the answer is then private).`,
        tags,
        errors: [404],
      },
    })
    .input(reactionListInput)
    .query(({ ctx, input }) => {
      const token = tokenOf(ctx, input);
      // One browser's view: never kept by the read cache nor by a shared proxy.
      if (token) ctx.setResponseHeader('cache-control', 'private, no-store');
      return listReactions(ctx.db, { commentId: input.commentId, ...(token && { token }) });
    }),
  /**
   * Which of an exhibition's reactions are this browser's (the pressed buttons), in one query (docs/decisions/020).
   * A POST, so the token never sits in a URL nor in the shared read cache (docs/decisions/029).
   */
  mine: publicProcedure.input(myReactionsInput).mutation(({ ctx, input }) => listMyReactions(ctx.db, input)),
  add: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/reactions',
        output: reactionAddedOutput,
        operationId: 'addReaction',
        summary: 'Add a reaction (thumbs_up or heart) to an approved comment',
        description:
          'One row per comment, email and kind. Send your own `token` (kept by your browser), or read the one answered: it is the only way to remove the reaction. The row belongs to the token that made it: the same reaction with the same email from another token is a 409.',
        tags,
        status: 201,
        errors: [404, 409],
      },
    })
    .input(reactionAddInput)
    .mutation(({ ctx, input }) => addReaction(ctx.db, input, ctx.client.ip)),
  remove: publicWriteProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/reactions/{commentId}/{reaction}',
        operationId: 'removeReaction',
        summary: 'Remove your reaction (the token it was made with, in the body or the header)',
        description: '404 when there is no such reaction made with this token.',
        ...removed,
      },
    })
    .input(reactionRemoveInput)
    .mutation(({ ctx, input }) => removal(ctx, input)),
  /** The spec's row, with the address in the path: the address alone proves nothing (docs/decisions/029). */
  removeOfEmail: publicWriteProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/reactions/{commentId}/{email}/{reaction}',
        params: { email: 'userEmail' },
        operationId: 'removeReactionOfEmail',
        summary: 'Remove your reaction (the spec’s row): the token it was made with in the body or header',
        description: `The address alone proves nothing: send the token in the body or the \`${REACTION_TOKEN_HEADER}\` header. Prefer DELETE /api/reactions/{commentId}/{reaction}, which keeps the address out of the URL.`,
        ...removed,
      },
    })
    .input(reactionRemoveInput)
    .mutation(({ ctx, input }) => removal(ctx, input)),
});
