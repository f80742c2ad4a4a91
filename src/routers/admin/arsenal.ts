import { arsenalCrud, listArsenal } from '~/server/services/arsenal';
import { arsenalCreateInput, arsenalItemOutput, arsenalUpdateInput } from '~/shared/schemas/arsenal';
import { catalogueRouter } from './catalogue';

export const adminArsenalRouter = catalogueRouter({
  kind: 'arsenal',
  schemas: { create: arsenalCreateInput, update: arsenalUpdateInput, item: arsenalItemOutput },
  service: { ...arsenalCrud, list: listArsenal },
});
