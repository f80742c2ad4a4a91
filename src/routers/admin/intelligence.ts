import {
  createIntelligence,
  deleteIntelligence,
  listAllReports,
  listReportsPage,
  updateIntelligence,
} from '../../server/services/intelligence';
import { intelligenceCreateInput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import { catalogueRouter } from './catalogue';

export const adminIntelligenceRouter = catalogueRouter(
  { kind: 'intelligence', table: 'intelligence_reports' },
  { create: intelligenceCreateInput, update: intelligenceUpdateInput },
  { list: listAllReports, page: listReportsPage, create: createIntelligence, update: updateIntelligence, remove: deleteIntelligence },
);
