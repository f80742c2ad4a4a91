import { shameCreateInput, shameUpdateInput } from '../../shared/schemas/shame';
import { catalogueRows, publicCatalogueRows } from './catalogue';

/** Shame: the public rows (part 1 section 7) and the admin rows (part 2 section 7). */
export const shameRoutes = [
  ...publicCatalogueRows('shame', 'shame', { list: 'List Hall of Shame entries', one: "One Hall of Shame entry ('Shame item not found' when missing)" }, (c) => c.public.shame),
  ...catalogueRows('shame', 'shame item', { create: shameCreateInput, update: shameUpdateInput.omit({ id: true }) }, (c) => c.admin.shame),
];
