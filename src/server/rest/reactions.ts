import { z } from 'zod';
import { reactionAddInput } from '../../shared/schemas/reactions';
import { restRoute } from './mirror';

/** Reactions on approved comments (part 1 section 7, D6). */
export const reactionRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/reactions/:commentId',
    summary: 'Reactions of an approved comment (reaction and userEmail)',
    tags: ['reactions'],
    params: z.object({ commentId: z.string() }),
    call: (c, { params }) => c.public.reactions.list({ commentId: params.commentId }),
  }),
  restRoute({
    method: 'POST',
    url: '/api/reactions',
    summary: 'Add a reaction (thumbs_up or heart) to an approved comment',
    tags: ['reactions'],
    body: reactionAddInput,
    status: 201,
    call: (c, { body }) => c.public.reactions.add(body),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/reactions/:commentId/:email/:reaction',
    summary: 'Remove a reaction',
    tags: ['reactions'],
    params: z.object({ commentId: z.string(), email: z.string(), reaction: z.string() }),
    call: (c, { params }) => c.public.reactions.remove({ commentId: params.commentId, userEmail: params.email, reaction: params.reaction }),
  }),
];
