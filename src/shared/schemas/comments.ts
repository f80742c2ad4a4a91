import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailField, honeypot, idField, nameField, requiredText } from './fields';

export const commentListInput = z.object({ contentItemId: idField('contentItemId') });

export const commentCreateInput = z.object({
  contentItemId: idField('contentItemId'),
  authorName: nameField('Name'),
  authorEmail: emailField('Email'),
  comment: requiredText('Comment', LIMITS.comment),
  ...honeypot,
});
