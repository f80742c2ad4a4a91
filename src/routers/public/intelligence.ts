import { intelligenceReportOutput } from '~/shared/schemas/intelligence';
import { getPublishedReport, intelligenceChunks, listPublishedReports, listPublishedReportsPage } from '~/server/services/intelligence';
import { publicCatalogueRouter } from './catalogue';

/** Intelligence reports: published only, featured first (D13). */
export const intelligenceRouter = publicCatalogueRouter({
  kind: 'intelligence',
  summaries: {
    list: 'Published intelligence reports, featured first',
    one: 'One published intelligence report (drafts are 404)',
    missing: 'Intelligence report not found',
  },
  item: intelligenceReportOutput,
  service: { all: listPublishedReports, chunks: intelligenceChunks, byId: getPublishedReport, page: listPublishedReportsPage },
});
