import {
  adminContentItemOutput,
  contentCreateInput,
  contentDeletedOutput,
  contentItemOutput,
  contentUpdateInput,
} from '../../shared/schemas/content';
import { catalogueRows } from './catalogue';
import { listOrPage } from './admin-lists';
import { contentChunks } from '../services/content';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { PUBLIC_PAGED_DESCRIPTION, publicPageQuery, wantsPublicPage, wholeList } from './public-lists';
import { restRoute } from './mirror';

/** Exhibitions: part 1 section 7 (the list) and part 2 section 7 (admin rows, delete per D16). */
export const contentRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/content',
    operationId: 'listContent',
    summary: 'List exhibitions (content items)',
    description: PUBLIC_PAGED_DESCRIPTION,
    tags: ['content'],
    access: 'public',
    querystring: publicPageInput,
    response: listOrPage(contentItemOutput),
    call: async (c, { query, reply, services }) =>
      wantsPublicPage(query) ? c.public.content.page(publicPageQuery(query)) : wholeList(reply, await contentChunks(services.db)),
  }),
  ...catalogueRows(
    'content',
    'content item',
    { tag: 'content', operation: 'Content' },
    {
      create: contentCreateInput,
      update: contentUpdateInput.omit({ id: true }),
      item: contentItemOutput,
      adminItem: adminContentItemOutput,
      deleted: contentDeletedOutput,
    },
    (c) => c.admin.content,
  ),
];
