import { shameCrud, listShame } from '~/server/services/shame';
import { shameCreateInput, shameItemOutput, shameUpdateInput } from '~/shared/schemas/shame';
import { catalogueRouter } from './catalogue';

export const adminShameRouter = catalogueRouter({
  kind: 'shame',
  schemas: { create: shameCreateInput, update: shameUpdateInput, item: shameItemOutput },
  service: { ...shameCrud, list: listShame },
});
