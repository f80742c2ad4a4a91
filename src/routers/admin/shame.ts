import { createShame, deleteShame, listShame, updateShame } from '../../server/services/shame';
import { shameCreateInput, shameUpdateInput } from '../../shared/schemas/shame';
import { catalogueRouter } from './catalogue';

export const adminShameRouter = catalogueRouter(
  { create: shameCreateInput, update: shameUpdateInput },
  { list: listShame, create: createShame, update: updateShame, remove: deleteShame },
);
