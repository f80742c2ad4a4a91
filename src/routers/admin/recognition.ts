import {
  createRecognition,
  deleteRecognition,
  listRecognition,
  listRecognitionPage,
  updateRecognition,
} from '../../server/services/recognition';
import { recognitionCreateInput, recognitionItemOutput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import { catalogueDeletedOutput } from '../../shared/schemas/answers';
import { catalogueRouter } from './catalogue';

export const adminRecognitionRouter = catalogueRouter(
  { kind: 'recognition', table: 'recognition_items' },
  { create: recognitionCreateInput, update: recognitionUpdateInput },
  { list: listRecognition, page: listRecognitionPage, create: createRecognition, update: updateRecognition, remove: deleteRecognition },
  [
    { path: 'recognition', tag: 'recognition', operation: 'Recognition' },
    'recognition item',
    { item: recognitionItemOutput, adminItem: recognitionItemOutput, deleted: catalogueDeletedOutput },
  ],
);
