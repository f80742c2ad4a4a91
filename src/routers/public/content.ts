import { z } from 'zod';
import { pageOutput } from '~/shared/schemas/admin-lists';
import { contentItemOutput } from '~/shared/schemas/content';
import { idInput } from '~/shared/schemas/fields';
import { publicPageInput } from '~/shared/schemas/public-lists';
import { contentChunks, getContent, listContent, listContentPage } from '~/server/services/content';
import { PUBLIC_PAGED_DESCRIPTION, publicPageRow } from '../rest-rows';
import { publicProcedure, router } from '../trpc';

// Exhibitions (part 1 section 7); their admin rows are in admin/content.ts. One exhibition has no REST row.
export const contentRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/content',
        output: z.array(contentItemOutput),
        operationId: 'listContent',
        summary: 'List exhibitions (content items)',
        description: PUBLIC_PAGED_DESCRIPTION,
        tags: ['content'],
      },
    })
    .query(({ ctx }) => ctx.wholeList({ all: () => listContent(ctx.db), chunks: () => contentChunks(ctx.db) })),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(publicPageRow('/api/content', pageOutput(contentItemOutput)))
    .input(publicPageInput)
    .query(({ ctx, input }) => listContentPage(ctx.db, input)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getContent(ctx.db, input.id)),
});
