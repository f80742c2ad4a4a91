import { z } from 'zod';
import { idField } from '../../shared/schemas/fields';
import {
  reactionAddedOutput,
  reactionAddInput,
  reactionOutput,
  reactionRemoveInput,
  reactionRemovedOutput,
} from '../../shared/schemas/reactions';
import { restRoute } from './mirror';

/** Reactions on approved comments (part 1 section 7, D6); a pending or missing comment is a 404. */
export const reactionRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/reactions/:commentId',
    operationId: 'listReactions',
    summary: 'Reactions of an approved comment (reaction and userEmail)',
    tags: ['reactions'],
    access: 'public',
    params: z.object({ commentId: idField('commentId') }),
    response: z.array(reactionOutput),
    errors: [404],
    call: (c, { params }) => c.public.reactions.list({ commentId: params.commentId }),
  }),
  restRoute({
    method: 'POST',
    url: '/api/reactions',
    operationId: 'addReaction',
    summary: 'Add a reaction (thumbs_up or heart) to an approved comment',
    description: 'One row per comment, email and kind: adding it again answers the existing row.',
    tags: ['reactions'],
    access: 'publicWrite',
    body: reactionAddInput,
    status: 201,
    response: reactionAddedOutput,
    errors: [404],
    call: (c, { body }) => c.public.reactions.add(body),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/reactions/:commentId/:email/:reaction',
    operationId: 'removeReaction',
    summary: 'Remove a reaction',
    description: '404 when there is no such reaction.',
    tags: ['reactions'],
    access: 'publicWrite',
    // The procedure's own schema, its userEmail named `email` in the path.
    params: reactionRemoveInput.omit({ userEmail: true }).extend({ email: reactionRemoveInput.shape.userEmail }),
    response: reactionRemovedOutput,
    errors: [404],
    call: (c, { params }) => c.public.reactions.remove({ commentId: params.commentId, userEmail: params.email, reaction: params.reaction }),
  }),
];
