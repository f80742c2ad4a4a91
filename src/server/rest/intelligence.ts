import { intelligenceCreateInput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import { catalogueRows, publicCatalogueRows } from './catalogue';

/** Intelligence: the public rows (part 2 section 7) and the admin rows (part 2 section 7). */
export const intelligenceRoutes = [
  ...publicCatalogueRows('intelligence', 'intelligence', { list: 'Published intelligence reports, featured first', one: 'One published intelligence report (drafts are 404)' }, (c) => c.public.intelligence),
  ...catalogueRows('intelligence', 'intelligence report (drafts included)', { create: intelligenceCreateInput, update: intelligenceUpdateInput.omit({ id: true }) }, (c) => c.admin.intelligence),
];
