import { createContent, deleteContent, listContentForAdmin, listContentPageForAdmin, updateContent } from '../../server/services/content';
import { contentCreateInput, contentUpdateInput } from '../../shared/schemas/content';
import { catalogueRouter } from './catalogue';

export const adminContentRouter = catalogueRouter(
  { kind: 'content', table: 'content_items' },
  { create: contentCreateInput, update: contentUpdateInput },
  { list: listContentForAdmin, page: listContentPageForAdmin, create: createContent, update: updateContent, remove: deleteContent },
);
