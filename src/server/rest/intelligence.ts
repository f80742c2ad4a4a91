import { intelligenceCreateInput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import { catalogueRows } from './catalogue';
import { idParams, restRoute } from './mirror';

/** Intelligence: the public rows (part 2 section 7) and the admin rows (part 2 section 7). */
export const intelligenceRoutes = [
  restRoute({ method: 'GET', url: '/api/intelligence', summary: 'Published intelligence reports, featured first', tags: ['intelligence'], call: (c) => c.public.intelligence.list() }),
  restRoute({
    method: 'GET',
    url: '/api/intelligence/:id',
    summary: "One published intelligence report (drafts are 404)",
    tags: ['intelligence'],
    params: idParams,
    call: (c, { params }) => c.public.intelligence.byId({ id: params.id }),
  }),
  ...catalogueRows('intelligence', 'intelligence report (drafts included)', { create: intelligenceCreateInput, update: intelligenceUpdateInput.omit({ id: true }) }, (c) => c.admin.intelligence),
];
