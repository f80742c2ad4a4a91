/** The moderation tools' inputs (docs/decisions/027): bulk decisions, the queue's filters, blocks and the word list. */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { isAddressRange } from '../moderation';
import { listPageInput } from './admin-lists';
import { idField, optionalText } from './fields';

/** Many comments approved or rejected at once (one transaction). */
export const commentsBulkInput = z.object({
  ids: z
    .array(idField(), { error: 'Choose the comments to moderate' })
    .min(1, 'Choose at least one comment')
    .max(100, 'At most 100 comments at once'),
  action: z.enum(['approve', 'reject'], { error: 'Action must be approve or reject' }),
});

/** The pending queue's page, narrowed to one exhibition and/or to the comments the word list held. */
export const pendingFilterInput = listPageInput.extend({
  contentItemId: idField('contentItemId').optional(),
  held: z.boolean({ error: 'held must be true or false' }).optional(),
});

export const blockInput = z
  .object({
    kind: z.enum(['email', 'address'], { error: 'Block an email or an address' }),
    value: z.string({ error: 'Value is required' }).trim().min(1, 'Value is required').max(LIMITS.email, 'Value is too long'),
    note: optionalText('Note', 200),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'email' && !z.email().safeParse(b.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Please enter a valid email address' });
    }
    if (b.kind === 'address' && !isAddressRange(b.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Enter an address (203.0.113.7) or a range (203.0.113.0/24, 2001:db8::/32)',
      });
    }
  })
  .transform((b) => ({ ...b, value: b.value.toLowerCase() }));

export const wordInput = z.object({
  word: z
    .string({ error: 'Word is required' })
    .trim()
    .min(2, 'A word must be at least 2 characters')
    .max(100, 'A word must be at most 100 characters')
    .transform((w) => w.toLowerCase()),
  action: z.enum(['hold', 'refuse'], { error: 'Action must be hold or refuse' }),
});
