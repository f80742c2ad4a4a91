import { commentCreateInput } from '../../shared/schemas/comments';
import { idParams, restRoute } from './mirror';

/** Comments of an exhibition (part 1 section 7) and their moderation (part 2 section 7, D6). */
export const commentRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/content/:id/comments',
    summary: 'Approved comments of an exhibition',
    tags: ['content'],
    params: idParams,
    call: (c, { params }) => c.public.comments.list({ contentItemId: params.id }),
  }),
  restRoute({
    method: 'POST',
    url: '/api/content/:id/comments',
    summary: 'Submit a comment (pending approval)',
    tags: ['content'],
    params: idParams,
    body: commentCreateInput.omit({ contentItemId: true }),
    status: 201,
    // The path names the exhibition.
    call: (c, { params, body }) => c.public.comments.create({ ...body, contentItemId: params.id }),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/comments/pending',
    summary: 'Comments awaiting moderation, with their exhibition',
    tags: ['admin'],
    call: (c) => c.admin.comments.pending(),
  }),
  restRoute({
    method: 'PATCH',
    url: '/api/admin/comments/:id/approve',
    summary: 'Approve a comment',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.comments.approve({ id: params.id }),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/comments/:id',
    summary: 'Reject (delete) a comment',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.comments.reject({ id: params.id }),
  }),
];
