import { createArsenal, deleteArsenal, listArsenal, updateArsenal } from '../../server/services/arsenal';
import { arsenalCreateInput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import { catalogueRouter } from './catalogue';

export const adminArsenalRouter = catalogueRouter(
  { create: arsenalCreateInput, update: arsenalUpdateInput },
  { list: listArsenal, create: createArsenal, update: updateArsenal, remove: deleteArsenal },
);
