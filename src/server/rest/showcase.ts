import { z } from 'zod';
import { membershipApplicationInput } from '../../shared/schemas/contact';
import { reactionAddInput } from '../../shared/schemas/reactions';
import { viralShareInput } from '../../shared/schemas/support';
import type { MirrorRoute } from './mirror';
import { bodyObject } from './mirror';

const idParams = z.object({ id: z.string() });
const commentIdParams = z.object({ commentId: z.string() });

/**
 * Part 1 section 7, every row other than content/comments (content.ts) and the two payment
 * rows (payments.ts): latest content, reactions, recognition, shame, viral share, membership.
 */
export const showcaseRoutes: MirrorRoute[] = [
  {
    method: 'GET',
    url: '/api/latest-content',
    summary: 'The newest item across exhibitions, recognition, shame and arsenal (D14)',
    tags: ['showcase'],
    call: (c) => c.public.latestContent.get(),
  },
  {
    method: 'GET',
    url: '/api/reactions/:commentId',
    summary: 'Reactions of an approved comment (reaction and userEmail)',
    tags: ['reactions'],
    params: commentIdParams,
    call: (c, { params }) => c.public.reactions.list({ commentId: params.commentId as never }),
  },
  {
    method: 'POST',
    url: '/api/reactions',
    summary: 'Add a reaction (thumbs_up or heart) to an approved comment',
    tags: ['reactions'],
    body: reactionAddInput,
    status: 201,
    call: (c, { body }) => c.public.reactions.add(bodyObject(body) as never),
  },
  {
    method: 'DELETE',
    url: '/api/reactions/:commentId/:email/:reaction',
    summary: 'Remove a reaction',
    tags: ['reactions'],
    params: z.object({ commentId: z.string(), email: z.string(), reaction: z.string() }),
    call: (c, { params }) =>
      c.public.reactions.remove({ commentId: params.commentId as never, userEmail: params.email, reaction: params.reaction as never }),
  },
  {
    method: 'GET',
    url: '/api/recognition',
    summary: 'List recognition items',
    tags: ['recognition'],
    call: (c) => c.public.recognition.list(),
  },
  {
    method: 'GET',
    url: '/api/recognition/:id',
    summary: 'One recognition item',
    tags: ['recognition'],
    params: idParams,
    call: (c, { params }) => c.public.recognition.byId({ id: params.id as never }),
  },
  {
    method: 'GET',
    url: '/api/shame',
    summary: 'List Hall of Shame entries',
    tags: ['shame'],
    call: (c) => c.public.shame.list(),
  },
  {
    method: 'GET',
    url: '/api/shame/:id',
    summary: "One Hall of Shame entry ('Shame item not found' when missing)",
    tags: ['shame'],
    params: idParams,
    call: (c, { params }) => c.public.shame.byId({ id: params.id as never }),
  },
  {
    method: 'POST',
    url: '/api/viral-share',
    summary: 'Record a supporter and where they shared (certificationClaimed only for linkedin)',
    tags: ['support'],
    body: viralShareInput,
    status: 201,
    call: (c, { body }) => c.public.support.share(bodyObject(body) as never),
  },
  {
    method: 'POST',
    url: '/api/membership',
    summary: 'Send a contact / fellowship application',
    tags: ['membership'],
    body: membershipApplicationInput,
    status: 201,
    call: (c, { body }) => c.public.contact.submit(bodyObject(body) as never),
  },
];
