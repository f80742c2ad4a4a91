import { createArsenal, deleteArsenal, listArsenal, listArsenalPage, updateArsenal } from '../../server/services/arsenal';
import { arsenalCreateInput, arsenalItemOutput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { catalogueRouter } from './catalogue';

export const adminArsenalRouter = catalogueRouter(
  { kind: 'arsenal', table: 'arsenal_items' },
  { create: arsenalCreateInput, update: arsenalUpdateInput },
  { list: listArsenal, page: listArsenalPage, create: createArsenal, update: updateArsenal, remove: deleteArsenal },
  [
    { path: 'arsenal', tag: 'arsenal', operation: 'Arsenal' },
    'arsenal item',
    { item: arsenalItemOutput, adminItem: arsenalItemOutput, deleted: catalogueDeletedOutput },
  ],
);
