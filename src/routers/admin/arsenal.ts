import { createArsenal, deleteArsenal, listArsenal, listArsenalPage, updateArsenal } from '../../server/services/arsenal';
import { arsenalCreateInput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import { catalogueRouter } from './catalogue';

export const adminArsenalRouter = catalogueRouter(
  { kind: 'arsenal', table: 'arsenal_items' },
  { create: arsenalCreateInput, update: arsenalUpdateInput },
  { list: listArsenal, page: listArsenalPage, create: createArsenal, update: updateArsenal, remove: deleteArsenal },
);
