import { z } from 'zod';
import { pageOutput } from '~/shared/schemas/admin-lists';
import { commentCreateInput, commentListInput, commentSubmittedOutput, publicCommentOutput } from '~/shared/schemas/comments';
import { commentsPageInput } from '~/shared/schemas/public-lists';
import { approvedCommentChunks, listApprovedComments, listApprovedCommentsPage, submitComment } from '~/server/services/comments';
import { PUBLIC_PAGED_DESCRIPTION, publicPageRow } from '../rest-rows';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

/** The path names the exhibition: `{id}` fills `contentItemId`. */
const comments = '/api/content/{id}/comments';
const params = { id: 'contentItemId' };

// Comments of an exhibition (part 1 section 7); their moderation is in admin/comments.ts.
export const commentsRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: comments,
        params,
        output: z.array(publicCommentOutput),
        operationId: 'listComments',
        summary: 'Approved comments of an exhibition',
        description: `${PUBLIC_PAGED_DESCRIPTION} The whole list is oldest first; pages are newest first (as the exhibition page shows them), each comment with its reaction counts.`,
        tags: ['content'],
      },
    })
    .input(commentListInput)
    .query(({ ctx, input }) =>
      ctx.wholeList({
        all: () => listApprovedComments(ctx.db, input.contentItemId),
        chunks: () => approvedCommentChunks(ctx.db, input.contentItemId),
      }),
    ),
  /** A page of approved comments, newest first, with reaction counts (docs/decisions/020). */
  page: publicProcedure
    .meta(
      publicPageRow(
        comments,
        pageOutput(publicCommentOutput.extend({ reactions: z.object({ thumbs_up: z.number().int(), heart: z.number().int() }) })),
        undefined,
        params,
      ),
    )
    .input(commentsPageInput)
    .query(({ ctx, input }) => listApprovedCommentsPage(ctx.db, input)),
  create: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: comments,
        params,
        output: commentSubmittedOutput,
        operationId: 'createComment',
        summary: 'Submit a comment (pending approval)',
        description: '404 "Exhibition not found" when the exhibition does not exist.',
        tags: ['content'],
        status: 201,
        errors: [404],
      },
    })
    .input(commentCreateInput)
    .mutation(({ ctx, input }) => submitComment(ctx.db, ctx.moderation, input, ctx.client.ip, ctx.events)),
});
