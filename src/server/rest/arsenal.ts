import { arsenalCreateInput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import { catalogueRows } from './catalogue';
import { idParams, restRoute } from './mirror';

/** Arsenal: the public rows (part 2 section 7) and the admin rows (part 2 section 7). */
export const arsenalRoutes = [
  restRoute({ method: 'GET', url: '/api/arsenal', summary: 'Brain Arsenal items, featured first', tags: ['arsenal'], call: (c) => c.public.arsenal.list() }),
  restRoute({
    method: 'GET',
    url: '/api/arsenal/:id',
    summary: "One Brain Arsenal item",
    tags: ['arsenal'],
    params: idParams,
    call: (c, { params }) => c.public.arsenal.byId({ id: params.id }),
  }),
  ...catalogueRows('arsenal', 'arsenal item', { create: arsenalCreateInput, update: arsenalUpdateInput.omit({ id: true }) }, (c) => c.admin.arsenal),
];
