import { z } from 'zod';
import { LIMITS } from '../limits';
import { REACTION_KINDS } from '../reactions';
import { emailField, honeypot, idField } from './fields';
import { rowId, timestamp } from './answers';

/** thumbs_up or heart (spec: reaction text at most 50 characters). */
const reactionKind = z
  .string({ error: 'reaction is required' })
  .trim()
  .max(LIMITS.reaction, `reaction must be at most ${LIMITS.reaction} characters`)
  .pipe(z.enum(REACTION_KINDS, { error: `reaction must be one of: ${REACTION_KINDS.join(', ')}` }));

export const reactionListInput = z.object({ commentId: idField('commentId') });

/** The reactions one visitor (by email) holds on one exhibition's comments: which buttons are pressed. */
export const myReactionsInput = z.object({ contentItemId: idField('contentItemId'), userEmail: emailField('userEmail') });

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

// --- Answers ---

/** A reaction row (D6). `reaction` is one of the kinds; emails are stored lower-case. */
export const reactionOutput = z.object({
  id: rowId,
  commentId: rowId,
  reaction: z.enum(REACTION_KINDS),
  userEmail: z.string(),
  createdAt: timestamp,
});

/** Adding answers the (existing or new) row; id is null when a bot was recognised and nothing stored. */
export const reactionAddedOutput = reactionOutput.extend({ id: rowId.nullable() });

export const reactionRemovedOutput = z.object({ removed: z.literal(true) });
