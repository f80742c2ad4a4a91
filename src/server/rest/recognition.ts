import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { recognitionCreateInput, recognitionItemOutput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import { recognitionChunks } from '../services/recognition';
import { catalogueRows, publicCatalogueRows } from './catalogue';

const names = { tag: 'recognition', operation: 'Recognition' };

/** Recognition: the public rows (part 1 section 7) and the admin rows (part 2 section 7). */
export const recognitionRoutes = [
  ...publicCatalogueRows(
    'recognition',
    names,
    { list: 'List recognition items', one: 'One recognition item', missing: 'Recognition item not found' },
    recognitionItemOutput,
    (c) => c.public.recognition,
    recognitionChunks,
  ),
  ...catalogueRows(
    'recognition',
    'recognition item',
    names,
    {
      create: recognitionCreateInput,
      update: recognitionUpdateInput.omit({ id: true }),
      item: recognitionItemOutput,
      adminItem: recognitionItemOutput,
      deleted: catalogueDeletedOutput,
    },
    (c) => c.admin.recognition,
  ),
];
