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

/**
 * The reacting browser's secret (docs/decisions/029): unguessable, kept by the browser that
 * reacted, the proof a removal needs and the key of "which reactions are mine". The server keeps
 * only its SHA-256.
 */
export const reactionTokenField = z
  .string({ error: 'token is required' })
  .regex(/^[A-Za-z0-9_-]{22,128}$/, 'token must be 22 to 128 letters, digits, - or _')
  .meta({
    description: 'The reacting browser’s secret token (22 to 128 characters of A-Z a-z 0-9 - _)',
    examples: ['kq3V9yXo1bS0m2Qe7WcZp4Lr8Tn6Hj5Ag'],
  });

/** The header a REST client sends its token in on GET /api/reactions/{commentId}. */
export const REACTION_TOKEN_HEADER = 'x-reaction-token';

export const reactionListInput = z.object({ commentId: idField('commentId'), token: reactionTokenField.optional() });

/** The reactions one browser (by its token) holds on one exhibition's comments: which buttons are pressed. */
export const myReactionsInput = z.object({ contentItemId: idField('contentItemId'), token: reactionTokenField });

export const reactionAddInput = z.object({
  commentId: idField('commentId'),
  reaction: reactionKind,
  userEmail: emailField('userEmail'),
  /** Without one, the server makes a token and answers it (once). */
  token: reactionTokenField.optional(),
  ...honeypot,
});

/** Removal needs the token the reaction was made with; the email, when given, narrows it to that address's reaction. */
export const reactionRemoveInput = z.object({
  commentId: idField('commentId'),
  reaction: reactionKind,
  // Or in the x-reaction-token header (REST clients); the procedure refuses a removal with neither.
  token: reactionTokenField.optional(),
  userEmail: emailField('userEmail').optional(),
});

// --- Answers ---

/** A reaction as anyone may see it (docs/decisions/029): no address; `mine` is true only for the browser that made it. */
export const reactionOutput = z.object({
  id: rowId,
  commentId: rowId,
  reaction: z.enum(REACTION_KINDS),
  createdAt: timestamp,
  mine: z.boolean().describe('Whether the asking browser (its token) made this reaction'),
});

/**
 * Adding answers the (existing or new) reaction; id is null when a bot was recognised and
 * nothing stored. `token` is the removal token the server made when the request carried none,
 * and null otherwise: it is shown this once.
 */
export const reactionAddedOutput = reactionOutput.extend({
  id: rowId.nullable(),
  token: z.string().nullable().describe('The token to remove this reaction with, when the server made it; null otherwise'),
});

export const reactionRemovedOutput = z.object({ removed: z.literal(true) });

/**
 * The reaction email prompt's form: the reaction request's email rule (the shared builder), with the
 * field named as the prompt labels it.
 */
export const reactionEmailPromptInput = z.object({ userEmail: emailField('Email') });
