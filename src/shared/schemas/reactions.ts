import { z } from 'zod';
import { LIMITS } from '../limits';
import { REACTION_KINDS } from '../reactions';
import { emailField, honeypot, idField } from './fields';

/** thumbs_up or heart (spec: reaction text at most 50 characters). */
const reactionKind = z
  .string({ error: 'reaction is required' })
  .trim()
  .max(LIMITS.reaction, `reaction must be at most ${LIMITS.reaction} characters`)
  .pipe(z.enum(REACTION_KINDS, { error: `reaction must be one of: ${REACTION_KINDS.join(', ')}` }));

export const reactionListInput = z.object({ commentId: idField('commentId') });

export const reactionAddInput = z.object({
  commentId: idField('commentId'),
  reaction: reactionKind,
  userEmail: emailField('userEmail'),
  ...honeypot,
});

export const reactionRemoveInput = z.object({
  commentId: idField('commentId'),
  userEmail: emailField('userEmail'),
  reaction: reactionKind,
});
