import { createContent, deleteContent, listContentForAdmin, listContentPageForAdmin, updateContent } from '../../server/services/content';
import {
  adminContentItemOutput,
  contentCreateInput,
  contentDeletedOutput,
  contentItemOutput,
  contentUpdateInput,
} from '../../shared/schemas/content';
import { catalogueRouter } from './catalogue';

export const adminContentRouter = catalogueRouter(
  { kind: 'content', table: 'content_items' },
  { create: contentCreateInput, update: contentUpdateInput },
  { list: listContentForAdmin, page: listContentPageForAdmin, create: createContent, update: updateContent, remove: deleteContent },
  [
    { path: 'content', tag: 'content', operation: 'Content' },
    'content item',
    { item: contentItemOutput, adminItem: adminContentItemOutput, deleted: contentDeletedOutput },
  ],
);
