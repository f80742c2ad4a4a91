import { z } from 'zod';
import { LIMITS } from '../limits';

/** A required, trimmed text field with a named upper bound (D8). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`);

/** An optional trimmed text field; empty strings become undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const emailField = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .pipe(z.email('Please enter a valid email address'));

export const nameField = (label = 'Name') => requiredText(label, LIMITS.name);

/** Positive integer ids, from JSON numbers or path strings. */
export const idField = (label = 'id') =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(Number.MAX_SAFE_INTEGER);

export const idInput = z.object({ id: idField() });

/** URL or empty (spec: recognition and shame URLs are "URLs or empty"). */
export const optionalUrl = (label = 'URL') =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^https?$/, error: 'Must be a valid URL' }).optional());

/**
 * Hidden honeypot field carried by public forms (D8). People never fill it; bots do.
 * The schema accepts it so a bot gets an ordinary answer; services drop such writes.
 */
export const honeypot = { website: z.string().max(500).optional() };
export const isBot = (input: { website?: string }) => Boolean(input.website && input.website.trim() !== '');
