import { publicPageInput } from '../../shared/schemas/public-lists';
import { recognitionItemOutput } from '../../shared/schemas/recognition';
import { getRecognition, listRecognition, listRecognitionPublicPage, recognitionChunks } from '../../server/services/recognition';
import { publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';
import { publicCatalogueReads } from './catalogue';

const rows = publicCatalogueRows(
  { path: 'recognition', tag: 'recognition', operation: 'Recognition' },
  { list: 'List recognition items', one: 'One recognition item', missing: 'Recognition item not found' },
  recognitionItemOutput,
);

// AI recognition items.
export const recognitionRouter = router({
  ...publicCatalogueReads({ rows, all: listRecognition, chunks: recognitionChunks, byId: getRecognition }),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(publicPageInput)
    .query(({ ctx, input }) => listRecognitionPublicPage(ctx.db, input)),
});
