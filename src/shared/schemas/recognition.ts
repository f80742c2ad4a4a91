import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalText, optionalUrl, requiredText } from './common';

/** An image or video: an http(s) URL or a path on this site (an uploaded file, D21). */
export const mediaUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), `${label} must be a URL or a path starting with /`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A recognition item as an administrator writes it. Part 1 section 5: the shared schema
 * validates the website URL as a URL or empty. The description is rich text, sanitised by the
 * service on write (D7).
 */
export const recognitionItemInput = z.object({
  title: requiredText('title', LIMITS.title),
  company: requiredText('company', LIMITS.title),
  description: requiredText('description', LIMITS.richText),
  category: requiredText('category', LIMITS.name),
  imageUrl: mediaUrl('imageUrl'),
  imageData: optionalText('imageData', LIMITS.richText),
  websiteUrl: optionalUrl('websiteUrl'),
  featured: z.boolean({ error: 'featured must be true or false' }).optional().default(false),
});
export type RecognitionItemInput = z.input<typeof recognitionItemInput>;
