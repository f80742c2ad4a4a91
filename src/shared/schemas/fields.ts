/** The field builders every input schema is made of: one message per rule, limits from D8. */
import { z } from 'zod';
import { groupDigits, visibleText } from '../format';
import { LIMITS } from '../limits';

/** A required, trimmed text field with a named upper bound (D8). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${groupDigits(max)} characters`);

/** An optional trimmed text field; empty strings become undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${groupDigits(max)} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** How an address is kept and compared everywhere: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const emailField = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .pipe(z.email('Please enter a valid email address'));

export const nameField = (label = 'Name') => requiredText(label, LIMITS.name);

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Positive whole-number ids, from JSON numbers or path strings ("12"); anything else is refused with a message. */
export const idField = (label = 'id') =>
  z.preprocess(
    (value) => (typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be a positive number`)
      .max(Number.MAX_SAFE_INTEGER, `${label} is too large`),
  );

export const idInput = z.object({ id: idField() });

/** An optional address, trimmed and at most LIMITS.url long; empty becomes undefined (optionalUrl and mediaUrlField check its form). */
const optionalAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** URL or empty (spec: recognition and shame URLs are "URLs or empty"). */
export const optionalUrl = (label = 'URL') =>
  optionalAddress(label).pipe(z.url({ protocol: /^https?$/, error: 'Must be a valid URL' }).optional());

/**
 * Hidden honeypot field carried by public forms (D8). People never fill it; bots do.
 * The schema accepts it so a bot gets an ordinary answer; services drop such writes.
 */
/**
 * The Dispatch's unticked box where the offer sits inside another form (the support card, the
 * checkout; docs/decisions/062): true asks for it, with the footer form's double opt-in.
 */
export const dispatchBoxField = z
  .boolean({ error: 'dispatch must be true or false' })
  .optional()
  .default(false)
  .describe(
    "The form's unticked box: true asks for The Club's Dispatch, as its subscribe form does (a confirmation letter first; nothing else is sent before it is confirmed)",
  );

export const honeypot = {
  website: z.string().max(500).optional().describe('Honeypot: leave it out or empty (people never see it; a filled one marks a bot)'),
};
export const isBot = (input: { website?: string }) => Boolean(input.website && input.website.trim() !== '');

/**
 * Fields shared by the admin forms (part 2 section 5). Create schemas add defaults on top of
 * these shapes; update schemas make every field optional, so a PATCH changes only what it sends.
 */

/** An image, video or preview address: a site path such as /uploads/x.png, or an http(s) URL. */
export const mediaUrlField = (label = 'Image URL') =>
  optionalAddress(label)
    .refine((v) => v === undefined || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v), {
      message: 'Must be a valid URL or a path on this site',
    })
    // For /api/openapi.json: the same rule, as a pattern.
    .meta({
      pattern: '^(/(?!/)|[Hh][Tt][Tt][Pp][Ss]?://\\S+$)',
      description: 'A path on this site (/uploads/...) or an http(s) URL',
      examples: ['/uploads/example.png'],
    });

export const featuredField = z.boolean({ error: 'Featured must be true or false' });

/** A required line of text: `required` is the spec's message, `label` names the field in the limit's. */
export const requiredLine = (label: string, required: string, max: number = LIMITS.title) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${groupDigits(max)} characters`);

/** Update input: the id from the path plus any subset of the create fields. */
export const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ id: idField() }).extend(z.object(shape).partial().shape);

/**
 * A catalogue kind's admin form (part 2 section 5), as catalogueItemOutput (answers.ts) is its
 * answer: a title, the kind's own fields and the featured flag, which is false unless a create
 * sends it; an edit names its id and sends any of them.
 */
export const catalogueInputs = <T extends z.ZodRawShape>(fields: T) => {
  const shape = { title: requiredLine('Title', 'Title is required'), ...fields, featured: featuredField };
  return { create: z.object({ ...shape, featured: featuredField.default(false) }), update: withId(shape) };
};

/**
 * A required rich-text field (D7, D8): at most 100 KB and with some visible text, so
 * "<p></p>" counts as empty. The server sanitises it on write.
 */
export const richTextField = (label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .max(LIMITS.richText, `${label} must be at most ${groupDigits(LIMITS.richText)} characters`)
    .refine((v) => visibleText(v).length > 0, required);

/** An optional rich-text field: empty (or tags with no text) becomes undefined. */
export const optionalRichTextField = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.richText, `${label} must be at most ${groupDigits(LIMITS.richText)} characters`)
    .optional()
    .transform((v) => (v && visibleText(v).length > 0 ? v : undefined));
