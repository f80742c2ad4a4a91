import { createContent, deleteContent, listContentForAdmin, updateContent } from '../../server/services/content';
import { contentCreateInput, contentUpdateInput } from '../../shared/schemas/content';
import { catalogueRouter } from './catalogue';

export const adminContentRouter = catalogueRouter(
  { create: contentCreateInput, update: contentUpdateInput },
  { list: listContentForAdmin, create: createContent, update: updateContent, remove: deleteContent },
);
