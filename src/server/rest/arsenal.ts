import { arsenalCreateInput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import { catalogueRows, publicCatalogueRows } from './catalogue';

/** Arsenal: the public rows (part 2 section 7) and the admin rows (part 2 section 7). */
export const arsenalRoutes = [
  ...publicCatalogueRows('arsenal', 'arsenal', { list: 'Brain Arsenal items, featured first', one: 'One Brain Arsenal item' }, (c) => c.public.arsenal),
  ...catalogueRows('arsenal', 'arsenal item', { create: arsenalCreateInput, update: arsenalUpdateInput.omit({ id: true }) }, (c) => c.admin.arsenal),
];
