import { z } from 'zod';
import {
  commentListInput,
  commentApprovedOutput,
  commentCreateInput,
  commentRejectedOutput,
  commentSubmittedOutput,
  pendingCommentOutput,
  publicCommentOutput,
} from '../../shared/schemas/comments';
import { pageOutput } from '../../shared/schemas/admin-lists';
import { listOrPage, PAGED_LIST_DESCRIPTION, pagedListQuery, pageQuery, wantsPage } from './admin-lists';
import { idParams, restRoute } from './mirror';
import { approvedCommentChunks } from '../services/comments';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { PUBLIC_PAGED_DESCRIPTION, publicPageQuery, wantsPublicPage, wholeList } from './public-lists';

/** Comments of an exhibition (part 1 section 7) and their moderation (part 2 section 7, D6). */
export const commentRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/content/:id/comments',
    operationId: 'listComments',
    summary: 'Approved comments of an exhibition',
    description: `${PUBLIC_PAGED_DESCRIPTION} The whole list is oldest first; pages are newest first (as the exhibition page shows them), each comment with its reaction counts.`,
    tags: ['content'],
    access: 'public',
    params: idParams,
    querystring: publicPageInput,
    response: z.union([
      z.array(publicCommentOutput),
      pageOutput(publicCommentOutput.extend({ reactions: z.object({ thumbs_up: z.number().int(), heart: z.number().int() }) })),
    ]),
    call: async (c, { params, query, reply, services }) => {
      if (wantsPublicPage(query)) return c.public.comments.page({ contentItemId: params.id, ...publicPageQuery(query) });
      // The id as the procedure reads it; a bad one gets the procedure's own 400.
      const parsed = commentListInput.safeParse({ contentItemId: params.id });
      if (!parsed.success) return c.public.comments.list({ contentItemId: params.id });
      return wholeList(reply, await approvedCommentChunks(services.db, parsed.data.contentItemId));
    },
  }),
  restRoute({
    method: 'POST',
    url: '/api/content/:id/comments',
    operationId: 'createComment',
    summary: 'Submit a comment (pending approval)',
    description: '404 "Exhibition not found" when the exhibition does not exist.',
    tags: ['content'],
    access: 'publicWrite',
    params: idParams,
    body: commentCreateInput.omit({ contentItemId: true }),
    status: 201,
    response: commentSubmittedOutput,
    errors: [404],
    // The path names the exhibition.
    call: (c, { params, body }) => c.public.comments.create({ ...body, contentItemId: params.id }),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/comments/pending',
    operationId: 'listPendingComments',
    summary: 'Comments awaiting moderation, with their exhibition',
    description: PAGED_LIST_DESCRIPTION,
    tags: ['admin'],
    access: 'admin',
    querystring: pagedListQuery,
    response: listOrPage(pendingCommentOutput),
    call: (c, { query }) => (wantsPage(query) ? c.admin.comments.pendingPage(pageQuery(query)) : c.admin.comments.pending()),
  }),
  restRoute({
    method: 'PATCH',
    url: '/api/admin/comments/:id/approve',
    operationId: 'approveComment',
    summary: 'Approve a comment',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: commentApprovedOutput,
    errors: [404],
    call: (c, { params }) => c.admin.comments.approve({ id: params.id }),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/comments/:id',
    operationId: 'rejectComment',
    summary: 'Reject (delete) a comment',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: commentRejectedOutput,
    errors: [404],
    call: (c, { params }) => c.admin.comments.reject({ id: params.id }),
  }),
];
