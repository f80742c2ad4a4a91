import { contentCreateInput, contentUpdateInput } from '../../shared/schemas/content';
import { catalogueRows } from './catalogue';
import { restRoute } from './mirror';

/** Exhibitions: part 1 section 7 (the list) and part 2 section 7 (admin rows, delete per D16). */
export const contentRoutes = [
  restRoute({ method: 'GET', url: '/api/content', summary: 'List exhibitions (content items)', tags: ['content'], call: (c) => c.public.content.list() }),
  ...catalogueRows('content', 'content item', { create: contentCreateInput, update: contentUpdateInput.omit({ id: true }) }, (c) => c.admin.content),
];
