import { createRecognition, deleteRecognition, listRecognition, updateRecognition } from '../../server/services/recognition';
import { recognitionCreateInput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import { catalogueRouter } from './catalogue';

export const adminRecognitionRouter = catalogueRouter(
  { create: recognitionCreateInput, update: recognitionUpdateInput },
  { list: listRecognition, create: createRecognition, update: updateRecognition, remove: deleteRecognition },
);
