import { createIntelligence, deleteIntelligence, listAllReports, updateIntelligence } from '../../server/services/intelligence';
import { intelligenceCreateInput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import { catalogueRouter } from './catalogue';

export const adminIntelligenceRouter = catalogueRouter(
  { create: intelligenceCreateInput, update: intelligenceUpdateInput },
  { list: listAllReports, create: createIntelligence, update: updateIntelligence, remove: deleteIntelligence },
);
