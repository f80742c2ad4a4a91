import { z } from 'zod';
import { optionalUrl } from './fields';
import { featuredField, mediaUrlField, requiredLine, withId } from './fields';
import { richTextField } from './fields';
import { catalogueItemOutput, imageUrlOutput, legacyImageDataOutput } from './answers';

/** Admin recognition form: part 2 section 5; websiteUrl is a URL or empty (shared server rule). */
const recognitionShape = {
  title: requiredLine('Title', 'Title is required'),
  company: requiredLine('Company', 'Company is required'),
  description: richTextField('Description', 'Description is required'),
  category: requiredLine('Category', 'Category is required', 100),
  imageUrl: mediaUrlField('Image URL'),
  websiteUrl: optionalUrl('Website URL'),
  featured: featuredField,
};
export const recognitionCreateInput = z.object({ ...recognitionShape, featured: featuredField.default(false) });
export const recognitionUpdateInput = withId(recognitionShape);

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
