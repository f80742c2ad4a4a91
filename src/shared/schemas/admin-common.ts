import { z } from 'zod';
import { LIMITS } from '../limits';
import { idField } from './common';

/**
 * Fields shared by the admin forms (part 2 section 5). Create schemas add defaults on top of
 * these shapes; update schemas make every field optional, so a PATCH changes only what it sends.
 */

/** An image, video or preview address: a site path such as /uploads/x.png, or an http(s) URL. */
export const mediaUrlField = (label = 'Image URL') =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v), {
      message: 'Must be a valid URL or a path on this site',
    });

export const featuredField = z.boolean({ error: 'Featured must be true or false' });

/** A required line of text: `required` is the spec's message, `label` names the field in the limit's. */
export const requiredLine = (label: string, required: string, max: number = LIMITS.title) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`);

/** Update input: the id from the path plus any subset of the create fields. */
export const withId = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ id: idField() }).extend(z.object(shape).partial().shape);

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed safeParse, for showing next to inputs. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
