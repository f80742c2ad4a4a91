import { recognitionCrud, listRecognition } from '~/server/services/recognition';
import { recognitionCreateInput, recognitionItemOutput, recognitionUpdateInput } from '~/shared/schemas/recognition';
import { catalogueRouter } from './catalogue';

export const adminRecognitionRouter = catalogueRouter({
  kind: 'recognition',
  schemas: { create: recognitionCreateInput, update: recognitionUpdateInput, item: recognitionItemOutput },
  service: { ...recognitionCrud, list: listRecognition },
});
