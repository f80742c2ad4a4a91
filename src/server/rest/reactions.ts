import { z } from 'zod';
import { idField } from '../../shared/schemas/fields';
import {
  REACTION_TOKEN_HEADER,
  reactionAddedOutput,
  reactionAddInput,
  reactionOutput,
  reactionRemoveInput,
  reactionRemovedOutput,
} from '../../shared/schemas/reactions';
import { restRoute } from './mirror';

/** A header's one value, or undefined. */
const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The removal proof of the DELETE rows: the body's token, or the header's. */
const removalFields = reactionRemoveInput.pick({ token: true, userEmail: true }).partial();
// Optional: a client may send its token in the header alone, with no body.
const removalBody = removalFields.optional();
const tokenOf = (body: unknown, header: string | string[] | undefined): string | undefined => {
  const fromBody = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
  return typeof fromBody === 'string' ? fromBody : headerValue(header);
};

/**
 * Reactions on approved comments (part 1 section 7, D6); a pending or missing comment is a 404.
 * Nobody's address is ever answered, and a removal needs the token of the browser that reacted
 * (issue 25, docs/decisions/029: the change to the spec's rows).
 */
export const reactionRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/reactions/:commentId',
    operationId: 'listReactions',
    summary: 'Reactions of an approved comment (reaction, and whether it is yours; never an address)',
    description: `Send your token in the \`${REACTION_TOKEN_HEADER}\` header to have your own reactions marked \`mine\` (the answer is then private).`,
    tags: ['reactions'],
    access: 'public',
    params: z.object({ commentId: idField('commentId') }),
    response: z.array(reactionOutput),
    errors: [404],
    call: (c, { params, req, reply }) => {
      const token = headerValue(req.headers[REACTION_TOKEN_HEADER]);
      // One browser's view: never kept by the read cache nor by a shared proxy.
      if (token !== undefined) reply.header('cache-control', 'private, no-store');
      return c.public.reactions.list({ commentId: params.commentId, ...(token !== undefined && { token }) });
    },
  }),
  restRoute({
    method: 'POST',
    url: '/api/reactions',
    operationId: 'addReaction',
    summary: 'Add a reaction (thumbs_up or heart) to an approved comment',
    description:
      'One row per comment, email and kind. Send your own `token` (kept by your browser), or read the one answered: it is the only way to remove the reaction.',
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
    url: '/api/reactions/:commentId/:reaction',
    operationId: 'removeReaction',
    summary: 'Remove your reaction (the token it was made with in the body)',
    description: '404 when there is no such reaction made with this token.',
    tags: ['reactions'],
    access: 'publicWrite',
    params: reactionRemoveInput.pick({ commentId: true, reaction: true }),
    body: removalBody,
    response: reactionRemovedOutput,
    errors: [404],
    call: (c, { params, body, req }) =>
      c.public.reactions.remove({
        commentId: params.commentId,
        reaction: params.reaction,
        token: tokenOf(body, req.headers[REACTION_TOKEN_HEADER]) ?? '',
        ...(body?.userEmail !== undefined && { userEmail: body.userEmail }),
      }),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/reactions/:commentId/:email/:reaction',
    operationId: 'removeReactionOfEmail',
    summary: 'Remove your reaction (the spec’s row): the token it was made with in the body or header',
    description: `The address alone proves nothing: send the token in the body or the \`${REACTION_TOKEN_HEADER}\` header. Prefer DELETE /api/reactions/{commentId}/{reaction}, which keeps the address out of the URL.`,
    tags: ['reactions'],
    access: 'publicWrite',
    params: reactionRemoveInput.pick({ commentId: true, reaction: true }).extend({ email: z.string() }),
    body: removalFields.pick({ token: true }).optional(),
    response: reactionRemovedOutput,
    errors: [404],
    call: (c, { params, body, req }) =>
      c.public.reactions.remove({
        commentId: params.commentId,
        userEmail: params.email,
        reaction: params.reaction,
        token: tokenOf(body, req.headers[REACTION_TOKEN_HEADER]) ?? '',
      }),
  }),
];
