import { createShame, deleteShame, listShame, listShamePage, updateShame } from '../../server/services/shame';
import { shameCreateInput, shameItemOutput, shameUpdateInput } from '../../shared/schemas/shame';
import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { catalogueRouter } from './catalogue';

export const adminShameRouter = catalogueRouter(
  { kind: 'shame', table: 'shame_items' },
  { create: shameCreateInput, update: shameUpdateInput },
  { list: listShame, page: listShamePage, create: createShame, update: updateShame, remove: deleteShame },
  [
    { path: 'shame', tag: 'shame', operation: 'Shame' },
    'shame item',
    { item: shameItemOutput, adminItem: shameItemOutput, deleted: catalogueDeletedOutput },
  ],
);
