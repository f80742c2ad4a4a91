import { z } from 'zod';
import { commentCreateInput } from '../../shared/schemas/comments';
import type { MirrorRoute } from './mirror';
import { bodyObject } from './mirror';

const idParams = z.object({ id: z.string() });

/** Part 1 section 7: exhibitions and their comments. */
export const contentRoutes: MirrorRoute[] = [
  {
    method: 'GET',
    url: '/api/content',
    summary: 'List exhibitions (content items)',
    tags: ['content'],
    call: (c) => c.public.content.list(),
  },
  {
    method: 'GET',
    url: '/api/content/:id/comments',
    summary: 'Approved comments of an exhibition',
    tags: ['content'],
    params: idParams,
    call: (c, { params }) => c.public.comments.list({ contentItemId: params.id as never }),
  },
  {
    method: 'POST',
    url: '/api/content/:id/comments',
    summary: 'Submit a comment (pending approval)',
    tags: ['content'],
    params: idParams,
    body: commentCreateInput,
    status: 201,
    // The path names the exhibition; it wins over a contentItemId in the body.
    call: (c, { params, body }) =>
      c.public.comments.create({ ...bodyObject(body), contentItemId: params.id } as never),
  },
];
