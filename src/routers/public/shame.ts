import { publicPageInput } from '../../shared/schemas/public-lists';
import { shameItemOutput } from '../../shared/schemas/shame';
import { getShame, listShame, listShamePublicPage, shameChunks } from '../../server/services/shame';
import { publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';
import { publicCatalogueReads } from './catalogue';

const rows = publicCatalogueRows(
  { path: 'shame', tag: 'shame', operation: 'Shame' },
  { list: 'List Hall of Shame entries', one: 'One Hall of Shame entry', missing: 'Shame item not found' },
  shameItemOutput,
);

// Hall of Shame.
export const shameRouter = router({
  ...publicCatalogueReads({ rows, all: listShame, chunks: shameChunks, byId: getShame }),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(publicPageInput)
    .query(({ ctx, input }) => listShamePublicPage(ctx.db, input)),
});
