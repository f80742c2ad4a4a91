import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailField, honeypot, idField, nameField, requiredText } from './fields';
import { rowId, timestamp } from './answers';

export const commentListInput = z.object({ contentItemId: idField('contentItemId') });

export const commentCreateInput = z.object({
  contentItemId: idField('contentItemId'),
  authorName: nameField('Name'),
  authorEmail: emailField('Email'),
  comment: requiredText('Comment', LIMITS.comment),
  ...honeypot,
});

// --- Answers ---

/** D6: a public comment carries no email. */
export const publicCommentOutput = z.object({ id: rowId, authorName: z.string(), comment: z.string(), createdAt: timestamp });

/** A new comment waits for moderation (D6). */
export const commentSubmittedOutput = z.object({
  id: rowId.nullable().describe('null when the submission was recognised as a bot and not stored'),
  isApproved: z.literal(false),
  message: z.string(),
});

/** D6: the admin's pending list: every field of the Comment entity, and the exhibition's title. */
export const pendingCommentOutput = z.object({
  id: rowId,
  contentItemId: rowId,
  exhibitionTitle: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  comment: z.string(),
  isApproved: z.boolean().describe('false: every comment in this list awaits moderation (D6)'),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const commentApprovedOutput = z.object({ id: rowId, isApproved: z.literal(true), message: z.string() });
export const commentRejectedOutput = z.object({ id: rowId, deleted: z.literal(true), message: z.string() });
