import { createContent, deleteContent, listContentForAdmin, listContentPageForAdmin, updateContent } from '~/server/services/content';
import {
  adminContentItemOutput,
  contentCreateInput,
  contentDeletedOutput,
  contentItemOutput,
  contentUpdateInput,
} from '~/shared/schemas/content';
import { catalogueRouter } from './catalogue';

// The admin list carries each item's comment counts; a delete counts the comments it removed (D16).
export const adminContentRouter = catalogueRouter({
  kind: 'content',
  schemas: {
    create: contentCreateInput,
    update: contentUpdateInput,
    item: contentItemOutput,
    adminItem: adminContentItemOutput,
    deleted: contentDeletedOutput,
  },
  service: {
    list: listContentForAdmin,
    listPage: listContentPageForAdmin,
    create: createContent,
    update: updateContent,
    remove: deleteContent,
  },
});
