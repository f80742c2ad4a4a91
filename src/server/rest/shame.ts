import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { shameCreateInput, shameItemOutput, shameUpdateInput } from '../../shared/schemas/shame';
import { shameChunks } from '../services/shame';
import { catalogueRows, publicCatalogueRows } from './catalogue';

const names = { tag: 'shame', operation: 'Shame' };

/** Shame: the public rows (part 1 section 7) and the admin rows (part 2 section 7). */
export const shameRoutes = [
  ...publicCatalogueRows(
    'shame',
    names,
    { list: 'List Hall of Shame entries', one: 'One Hall of Shame entry', missing: 'Shame item not found' },
    shameItemOutput,
    (c) => c.public.shame,
    shameChunks,
  ),
  ...catalogueRows(
    'shame',
    'shame item',
    names,
    {
      create: shameCreateInput,
      update: shameUpdateInput.omit({ id: true }),
      item: shameItemOutput,
      adminItem: shameItemOutput,
      deleted: catalogueDeletedOutput,
    },
    (c) => c.admin.shame,
  ),
];
