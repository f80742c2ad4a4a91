import {
  createRecognition,
  deleteRecognition,
  listRecognition,
  listRecognitionPage,
  updateRecognition,
} from '../../server/services/recognition';
import { recognitionCreateInput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import { catalogueRouter } from './catalogue';

export const adminRecognitionRouter = catalogueRouter(
  { kind: 'recognition', table: 'recognition_items' },
  { create: recognitionCreateInput, update: recognitionUpdateInput },
  { list: listRecognition, page: listRecognitionPage, create: createRecognition, update: updateRecognition, remove: deleteRecognition },
);
