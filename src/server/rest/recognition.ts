import { recognitionCreateInput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import { catalogueRows } from './catalogue';
import { idParams, restRoute } from './mirror';

/** Recognition: the public rows (part 1 section 7) and the admin rows (part 2 section 7). */
export const recognitionRoutes = [
  restRoute({ method: 'GET', url: '/api/recognition', summary: 'List recognition items', tags: ['recognition'], call: (c) => c.public.recognition.list() }),
  restRoute({
    method: 'GET',
    url: '/api/recognition/:id',
    summary: "One recognition item",
    tags: ['recognition'],
    params: idParams,
    call: (c, { params }) => c.public.recognition.byId({ id: params.id }),
  }),
  ...catalogueRows('recognition', 'recognition item', { create: recognitionCreateInput, update: recognitionUpdateInput.omit({ id: true }) }, (c) => c.admin.recognition),
];
