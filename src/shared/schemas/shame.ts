import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalUrl, requiredText } from './common';
import { mediaUrl } from './recognition';

/**
 * A Hall of Shame entry as an administrator writes it. Part 1 section 5: the shared schema
 * validates the source URL as a URL or empty.
 */
export const shameItemInput = z.object({
  title: requiredText('title', LIMITS.title),
  description: requiredText('description', LIMITS.message),
  category: requiredText('category', LIMITS.name),
  example: requiredText('example', LIMITS.message),
  sourceUrl: optionalUrl('sourceUrl'),
  imageUrl: mediaUrl('imageUrl'),
  featured: z.boolean({ error: 'featured must be true or false' }).optional().default(false),
});
export type ShameItemInput = z.input<typeof shameItemInput>;
