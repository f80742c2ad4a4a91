import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { intelligenceCreateInput, intelligenceReportOutput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import { intelligenceChunks } from '../services/intelligence';
import { catalogueRows, publicCatalogueRows } from './catalogue';

const names = { tag: 'intelligence', operation: 'Intelligence' };

/** Intelligence: the public rows (part 2 section 7) and the admin rows (part 2 section 7). */
export const intelligenceRoutes = [
  ...publicCatalogueRows(
    'intelligence',
    names,
    {
      list: 'Published intelligence reports, featured first',
      one: 'One published intelligence report (drafts are 404)',
      missing: 'Intelligence report not found',
    },
    intelligenceReportOutput,
    (c) => c.public.intelligence,
    intelligenceChunks,
  ),
  ...catalogueRows(
    'intelligence',
    'intelligence report (drafts included)',
    names,
    {
      create: intelligenceCreateInput,
      update: intelligenceUpdateInput.omit({ id: true }),
      item: intelligenceReportOutput,
      adminItem: intelligenceReportOutput,
      deleted: catalogueDeletedOutput,
    },
    (c) => c.admin.intelligence,
  ),
];
