import { recognitionItemOutput } from '~/shared/schemas/recognition';
import { listRecognition, listRecognitionPublicPage, recognitionChunks, recognitionCrud } from '~/server/services/recognition';
import { publicCatalogueRouter } from './catalogue';

// AI recognition items.
export const recognitionRouter = publicCatalogueRouter({
  kind: 'recognition',
  summaries: { list: 'List recognition items', one: 'One recognition item', missing: 'Recognition item not found' },
  item: recognitionItemOutput,
  service: { all: listRecognition, chunks: recognitionChunks, byId: recognitionCrud.get, page: listRecognitionPublicPage },
});
