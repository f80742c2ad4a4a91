import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalUrl } from './fields';
import { catalogueInputs, mediaUrlField, requiredLine } from './fields';
import { catalogueItemOutput, imageUrlOutput } from './answers';

/** Admin shame form: part 2 section 5; sourceUrl is a URL or empty (shared server rule). */
export const { create: shameCreateInput, update: shameUpdateInput } = catalogueInputs({
  category: requiredLine('Category', 'Category is required', 100),
  description: requiredLine('Description', 'Description is required', LIMITS.message),
  example: requiredLine('Example', 'Example is required', LIMITS.message),
  sourceUrl: optionalUrl('Source URL'),
  imageUrl: mediaUrlField('Image URL'),
});

// --- Answers ---

/** A Hall of Shame entry as the API answers it. */
export const shameItemOutput = catalogueItemOutput({
  description: z.string(),
  category: z.string(),
  example: z.string(),
  sourceUrl: z.string().nullable(),
  imageUrl: imageUrlOutput,
});
