import { arsenalPageInput, publicPageInput } from '../../shared/schemas/public-lists';
import { arsenalItemOutput } from '../../shared/schemas/arsenal';
import { arsenalChunks, getArsenalItem, listArsenal, listArsenalPublicPage } from '../../server/services/arsenal';
import { publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';
import { publicCatalogueReads } from './catalogue';

const rows = publicCatalogueRows(
  { path: 'arsenal', tag: 'arsenal', operation: 'Arsenal' },
  { list: 'Brain Arsenal items, featured first', one: 'One Brain Arsenal item', missing: 'Arsenal item not found.' },
  arsenalItemOutput,
  publicPageInput,
);

/** Brain Arsenal: free resources, featured first (D13). */
export const arsenalRouter = router({
  ...publicCatalogueReads({ rows, all: listArsenal, chunks: arsenalChunks, byId: getArsenalItem }),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(arsenalPageInput)
    .query(({ ctx, input }) => listArsenalPublicPage(ctx.db, input)),
});
