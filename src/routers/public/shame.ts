import { shameItemOutput } from '~/shared/schemas/shame';
import { listShame, listShamePublicPage, shameChunks, shameCrud } from '~/server/services/shame';
import { publicCatalogueRouter } from './catalogue';

// Hall of Shame.
export const shameRouter = publicCatalogueRouter({
  kind: 'shame',
  summaries: { list: 'List Hall of Shame entries', one: 'One Hall of Shame entry', missing: 'Shame item not found' },
  item: shameItemOutput,
  service: { all: listShame, chunks: shameChunks, byId: shameCrud.get, page: listShamePublicPage },
});
