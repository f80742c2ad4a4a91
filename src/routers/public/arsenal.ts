import { arsenalPageInput, publicPageInput } from '~/shared/schemas/public-lists';
import { arsenalItemOutput } from '~/shared/schemas/arsenal';
import { arsenalChunks, getArsenalItem, listArsenal, listArsenalPublicPage } from '~/server/services/arsenal';
import { publicProcedure, router } from '../trpc';
import { publicCatalogueReads } from './catalogue';

const { rows, procedures } = publicCatalogueReads({
  kind: 'arsenal',
  summaries: { list: 'Brain Arsenal items, featured first', one: 'One Brain Arsenal item', missing: 'Arsenal item not found.' },
  item: arsenalItemOutput,
  pageQuery: publicPageInput,
  service: { all: listArsenal, chunks: arsenalChunks, byId: getArsenalItem },
});

/** Brain Arsenal: free resources, featured first (D13). */
export const arsenalRouter = router({
  ...procedures,
  /** One page of the public list, of one type or all (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(arsenalPageInput)
    .query(({ ctx, input }) => listArsenalPublicPage(ctx.db, input)),
});
