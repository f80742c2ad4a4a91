import { createShame, deleteShame, listShame, listShamePage, updateShame } from '../../server/services/shame';
import { shameCreateInput, shameUpdateInput } from '../../shared/schemas/shame';
import { catalogueRouter } from './catalogue';

export const adminShameRouter = catalogueRouter(
  { kind: 'shame', table: 'shame_items' },
  { create: shameCreateInput, update: shameUpdateInput },
  { list: listShame, page: listShamePage, create: createShame, update: updateShame, remove: deleteShame },
);
