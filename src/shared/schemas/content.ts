import { z } from 'zod';
import { catalogueInputs, mediaUrlField, requiredLine } from './fields';
import { richTextField } from './fields';
import { catalogueDeletedOutput, catalogueItemOutput, legacyImageDataOutput } from './answers';

/** Admin content (exhibition) form: part 2 section 5. */
export const { create: contentCreateInput, update: contentUpdateInput } = catalogueInputs({
  description: richTextField('Description', 'Description is required'),
  type: requiredLine('Type', 'Type is required', 100),
  category: requiredLine('Category', 'Category is required', 100),
  imageUrl: mediaUrlField('Image URL'),
});

// --- Answers ---

/** An exhibition as the API answers it. The description is sanitised rich text (D7). */
export const contentItemOutput = catalogueItemOutput({
  description: z.string().describe('Sanitised HTML (D7)'),
  type: z.string(),
  imageUrl: z.string().describe('A site path (/uploads/...) or an http(s) URL; empty when there is no image'),
  imageData: legacyImageDataOutput,
  category: z.string(),
});

/** The admin list adds the comment counts shown before a delete (D16). */
export const adminContentItemOutput = contentItemOutput.extend({
  approvedComments: z.number().int().nonnegative(),
  pendingComments: z.number().int().nonnegative(),
});

/** D16: deleting an exhibition removes its comments (and their reactions). */
export const contentDeletedOutput = catalogueDeletedOutput.extend({ removedComments: z.number().int().nonnegative() });
