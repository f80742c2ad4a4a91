import { recognitionCreateInput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import { catalogueRows, publicCatalogueRows } from './catalogue';

/** Recognition: the public rows (part 1 section 7) and the admin rows (part 2 section 7). */
export const recognitionRoutes = [
  ...publicCatalogueRows('recognition', 'recognition', { list: 'List recognition items', one: 'One recognition item' }, (c) => c.public.recognition),
  ...catalogueRows('recognition', 'recognition item', { create: recognitionCreateInput, update: recognitionUpdateInput.omit({ id: true }) }, (c) => c.admin.recognition),
];
