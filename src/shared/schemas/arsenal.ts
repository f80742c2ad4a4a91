import { z } from 'zod';
import { ARSENAL_TYPES } from '../arsenal';
import { LIMITS } from '../limits';
import { catalogueInputs, mediaUrlField, optionalText, requiredLine } from './fields';
import { rowId, timestamp } from './answers';

/** Admin arsenal form: part 2 section 5. Content is plain text or JSON, copied as-is by visitors. */
export const { create: arsenalCreateInput, update: arsenalUpdateInput } = catalogueInputs({
  description: requiredLine('Description', 'Description is required', LIMITS.message),
  type: z.enum(ARSENAL_TYPES, { error: `Type must be one of ${ARSENAL_TYPES.join(', ')}` }),
  category: requiredLine('Category', 'Category is required', 100),
  content: requiredLine('Content', 'Content is required', LIMITS.richText),
  previewUrl: mediaUrlField('Preview URL'),
  sourceCredits: optionalText('Source credits', LIMITS.shortText),
});

// --- Answers ---

/** An arsenal item as the API answers it (part 2 section 3). */
export const arsenalItemOutput = z.object({
  id: rowId,
  type: z.enum(ARSENAL_TYPES),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  content: z.string().describe('Plain text or JSON, copied as-is by visitors'),
  previewUrl: z.string().nullable(),
  featured: z.boolean(),
  sourceCredits: z.string().nullable(),
  createdAt: timestamp,
});
