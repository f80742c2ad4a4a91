import { shameCreateInput, shameUpdateInput } from '../../shared/schemas/shame';
import { catalogueRows } from './catalogue';
import { idParams, restRoute } from './mirror';

/** Shame: the public rows (part 1 section 7) and the admin rows (part 2 section 7). */
export const shameRoutes = [
  restRoute({ method: 'GET', url: '/api/shame', summary: 'List Hall of Shame entries', tags: ['shame'], call: (c) => c.public.shame.list() }),
  restRoute({
    method: 'GET',
    url: '/api/shame/:id',
    summary: "One Hall of Shame entry ('Shame item not found' when missing)",
    tags: ['shame'],
    params: idParams,
    call: (c, { params }) => c.public.shame.byId({ id: params.id }),
  }),
  ...catalogueRows('shame', 'shame item', { create: shameCreateInput, update: shameUpdateInput.omit({ id: true }) }, (c) => c.admin.shame),
];
