import {
  createIntelligence,
  deleteIntelligence,
  listAllReports,
  listReportsPage,
  updateIntelligence,
} from '../../server/services/intelligence';
import { intelligenceCreateInput, intelligenceReportOutput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { catalogueRouter } from './catalogue';

export const adminIntelligenceRouter = catalogueRouter(
  { kind: 'intelligence', table: 'intelligence_reports' },
  { create: intelligenceCreateInput, update: intelligenceUpdateInput },
  { list: listAllReports, page: listReportsPage, create: createIntelligence, update: updateIntelligence, remove: deleteIntelligence },
  [
    { path: 'intelligence', tag: 'intelligence', operation: 'Intelligence' },
    'intelligence report (drafts included)',
    { item: intelligenceReportOutput, adminItem: intelligenceReportOutput, deleted: catalogueDeletedOutput },
  ],
);
