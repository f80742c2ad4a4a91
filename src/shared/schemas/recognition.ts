import { z } from 'zod';
import { optionalUrl } from './fields';
import { catalogueInputs, mediaUrlField, requiredLine } from './fields';
import { richTextField } from './fields';
import { catalogueItemOutput, imageUrlOutput, legacyImageDataOutput } from './answers';

/** Admin recognition form: part 2 section 5; websiteUrl is a URL or empty (shared server rule). */
export const { create: recognitionCreateInput, update: recognitionUpdateInput } = catalogueInputs({
  company: requiredLine('Company', 'Company is required'),
  description: richTextField('Description', 'Description is required'),
  category: requiredLine('Category', 'Category is required', 100),
  imageUrl: mediaUrlField('Image URL'),
  websiteUrl: optionalUrl('Website URL'),
});

// --- Answers ---

/** A recognition item as the API answers it; the description is sanitised rich text (D7). */
export const recognitionItemOutput = catalogueItemOutput({
  company: z.string(),
  description: z.string().describe('Sanitised HTML (D7)'),
  category: z.string(),
  imageUrl: imageUrlOutput,
  imageData: legacyImageDataOutput,
  websiteUrl: z.string().nullable(),
});
