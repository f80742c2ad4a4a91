import { publicPageInput } from '../../shared/schemas/public-lists';
import { intelligenceReportOutput } from '../../shared/schemas/intelligence';
import { getPublishedReport, intelligenceChunks, listPublishedReports, listPublishedReportsPage } from '../../server/services/intelligence';
import { publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';
import { publicCatalogueReads } from './catalogue';

const rows = publicCatalogueRows(
  { path: 'intelligence', tag: 'intelligence', operation: 'Intelligence' },
  {
    list: 'Published intelligence reports, featured first',
    one: 'One published intelligence report (drafts are 404)',
    missing: 'Intelligence report not found',
  },
  intelligenceReportOutput,
);

/** Intelligence reports: published only, featured first (D13). */
export const intelligenceRouter = router({
  ...publicCatalogueReads({ rows, all: listPublishedReports, chunks: intelligenceChunks, byId: getPublishedReport }),
  /** One page of the public list (docs/decisions/020). */
  page: publicProcedure
    .meta(rows.page)
    .input(publicPageInput)
    .query(({ ctx, input }) => listPublishedReportsPage(ctx.db, input)),
});
