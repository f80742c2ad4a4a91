import { z } from 'zod';
import { adminContentItemOutput, contentCreateInput, contentDeletedOutput, contentItemOutput, contentUpdateInput } from '../../shared/schemas/content';
import { catalogueRows } from './catalogue';
import { restRoute } from './mirror';

/** Exhibitions: part 1 section 7 (the list) and part 2 section 7 (admin rows, delete per D16). */
export const contentRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/content',
    operationId: 'listContent',
    summary: 'List exhibitions (content items)',
    tags: ['content'],
    access: 'public',
    response: z.array(contentItemOutput),
    call: (c) => c.public.content.list(),
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
