import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { arsenalCreateInput, arsenalItemOutput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import { arsenalChunks } from '../services/arsenal';
import { catalogueRows, publicCatalogueRows } from './catalogue';

const names = { tag: 'arsenal', operation: 'Arsenal' };

/** Arsenal: the public rows (part 2 section 7) and the admin rows (part 2 section 7). */
export const arsenalRoutes = [
  ...publicCatalogueRows(
    'arsenal',
    names,
    { list: 'Brain Arsenal items, featured first', one: 'One Brain Arsenal item', missing: 'Arsenal item not found.' },
    arsenalItemOutput,
    (c) => c.public.arsenal,
    arsenalChunks,
  ),
  ...catalogueRows(
    'arsenal',
    'arsenal item',
    names,
    {
      create: arsenalCreateInput,
      update: arsenalUpdateInput.omit({ id: true }),
      item: arsenalItemOutput,
      adminItem: arsenalItemOutput,
      deleted: catalogueDeletedOutput,
    },
    (c) => c.admin.arsenal,
  ),
];
