import { idInput } from '../../shared/schemas/fields';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { recognitionItemOutput } from '../../shared/schemas/recognition';
import { getRecognition, listRecognition, listRecognitionPublicPage, recognitionChunks } from '../../server/services/recognition';
import { publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';

const rows = publicCatalogueRows(
  { path: 'recognition', tag: 'recognition', operation: 'Recognition' },
  { list: 'List recognition items', one: 'One recognition item', missing: 'Recognition item not found' },
  recognitionItemOutput,
);

// AI recognition items.
export const recognitionRouter = router({
  list: publicProcedure
    .meta(rows.list)
    .query(({ ctx }) => ctx.wholeList({ all: () => listRecognition(ctx.db), chunks: () => recognitionChunks(ctx.db) })),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(publicPageInput)
    .query(({ ctx, input }) => listRecognitionPublicPage(ctx.db, input)),
  byId: publicProcedure
    .meta(rows.byId)
    .input(idInput)
    .query(({ ctx, input }) => getRecognition(ctx.db, input.id)),
});
