import { idInput } from '../../shared/schemas/fields';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { shameItemOutput } from '../../shared/schemas/shame';
import { getShame, listShame, listShamePublicPage, shameChunks } from '../../server/services/shame';
import { publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';

const rows = publicCatalogueRows(
  { path: 'shame', tag: 'shame', operation: 'Shame' },
  { list: 'List Hall of Shame entries', one: 'One Hall of Shame entry', missing: 'Shame item not found' },
  shameItemOutput,
);

// Hall of Shame.
export const shameRouter = router({
  list: publicProcedure
    .meta(rows.list)
    .query(({ ctx }) => ctx.wholeList({ all: () => listShame(ctx.db), chunks: () => shameChunks(ctx.db) })),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(publicPageInput)
    .query(({ ctx, input }) => listShamePublicPage(ctx.db, input)),
  byId: publicProcedure
    .meta(rows.byId)
    .input(idInput)
    .query(({ ctx, input }) => getShame(ctx.db, input.id)),
});
