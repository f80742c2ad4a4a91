import { idInput } from '../../shared/schemas/fields';
import { arsenalPageInput, publicPageInput } from '../../shared/schemas/public-lists';
import { arsenalItemOutput } from '../../shared/schemas/arsenal';
import { arsenalChunks, getArsenalItem, listArsenal, listArsenalPublicPage } from '../../server/services/arsenal';
import { publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';

const rows = publicCatalogueRows(
  { path: 'arsenal', tag: 'arsenal', operation: 'Arsenal' },
  { list: 'Brain Arsenal items, featured first', one: 'One Brain Arsenal item', missing: 'Arsenal item not found.' },
  arsenalItemOutput,
  publicPageInput,
);

/** Brain Arsenal: free resources, featured first (D13). */
export const arsenalRouter = router({
  list: publicProcedure
    .meta(rows.list)
    .query(({ ctx }) => ctx.wholeList({ all: () => listArsenal(ctx.db), chunks: () => arsenalChunks(ctx.db) })),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(arsenalPageInput)
    .query(({ ctx, input }) => listArsenalPublicPage(ctx.db, input)),
  byId: publicProcedure
    .meta(rows.byId)
    .input(idInput)
    .query(({ ctx, input }) => getArsenalItem(ctx.db, input.id)),
});
