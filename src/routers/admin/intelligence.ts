import { intelligenceCrud, listAllReports } from '~/server/services/intelligence';
import { intelligenceCreateInput, intelligenceReportOutput, intelligenceUpdateInput } from '~/shared/schemas/intelligence';
import { catalogueRouter } from './catalogue';

export const adminIntelligenceRouter = catalogueRouter({
  kind: 'intelligence',
  label: 'intelligence report (drafts included)',
  schemas: { create: intelligenceCreateInput, update: intelligenceUpdateInput, item: intelligenceReportOutput },
  service: { ...intelligenceCrud, list: listAllReports },
});
