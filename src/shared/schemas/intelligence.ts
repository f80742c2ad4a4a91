import { z } from 'zod';
import { groupDigits } from '../format';
import { LIMITS } from '../limits';
import { featuredField, mediaUrlField, requiredLine, withId } from './fields';
import { optionalRichTextField, richTextField } from './fields';
import { clampMeter, REPORT_CATEGORIES } from '../intelligence';
import { rowId, timestamp } from './answers';

const LIST_MAX_ITEMS = 20;
const LIST_ITEM_MAX = 1000;

/** Key insights and hidden truths: trimmed lines, blanks dropped. */
const textList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of text` })
        .trim()
        .max(LIST_ITEM_MAX, `Each of ${label} must be at most ${groupDigits(LIST_ITEM_MAX)} characters`),
      {
        error: `${label} must be a list of text`,
      },
    )
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(LIST_MAX_ITEMS, `${label}: at most ${LIST_MAX_ITEMS} entries`));

/** A calendar date, YYYY-MM-DD (an ISO timestamp is cut to its date). */
const sourceDateField = z
  .string({ error: 'Source date must be a date' })
  .trim()
  .optional()
  .transform((v) => (v ? v.slice(0, 10) : undefined))
  .refine(
    (v) =>
      v === undefined ||
      (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    {
      message: 'Source date must be a valid date (YYYY-MM-DD)',
    },
  )
  .meta({ format: 'date', description: 'YYYY-MM-DD (an ISO timestamp is cut to its date)' });

/** The meter accepts anything and clamps it (one rule, clampMeter); documented as what a client should send. */
const METER_DOC = {
  type: 'integer',
  minimum: 1,
  maximum: 10,
  description: 'A whole number from 1 to 10 (5 by default); other numbers are rounded and clamped, anything else counts as 1',
} as const;

/** Admin intelligence form: part 2 section 5. */
const intelligenceShape = {
  title: requiredLine('Title', 'Title is required'),
  subtitle: z
    .string()
    .trim()
    .max(LIMITS.shortText, `Subtitle must be at most ${LIMITS.shortText} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  summary: requiredLine('Summary', 'Summary is required', LIMITS.message),
  content: richTextField('Content', 'Content is required'),
  sourceTitle: requiredLine('Source title', 'Source title is required', LIMITS.shortText),
  sourceUrl: z
    .string({ error: 'Must be a valid URL' })
    .trim()
    .max(LIMITS.url, `Source URL must be at most ${LIMITS.url} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: 'Must be a valid URL' })),
  sourceDate: sourceDateField,
  category: z.enum(REPORT_CATEGORIES, { error: `Category must be one of ${REPORT_CATEGORIES.join(', ')}` }),
  bullshitMeter: z.unknown().transform(clampMeter),
  keyInsights: textList('Key insights'),
  hiddenTruths: textList('Hidden truths'),
  imageUrl: mediaUrlField('Image URL'),
  featured: featuredField,
  published: z.boolean({ error: 'Published must be true or false' }),
  authorNote: optionalRichTextField('Analyst note'),
};
export const intelligenceCreateInput = z.object({
  ...intelligenceShape,
  category: intelligenceShape.category.default('corporate-bs'),
  bullshitMeter: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? 5 : clampMeter(v)))
    .meta(METER_DOC),
  keyInsights: intelligenceShape.keyInsights.default([]),
  hiddenTruths: intelligenceShape.hiddenTruths.default([]),
  featured: featuredField.default(false),
  // Part 2 section 5: published defaults to true in the form.
  published: intelligenceShape.published.default(true),
});
export const intelligenceUpdateInput = withId({
  ...intelligenceShape,
  bullshitMeter: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? undefined : clampMeter(v)))
    .meta(METER_DOC),
});

// --- Answers ---

/** A report as the API answers it: lists parsed from their JSON text, flags as booleans (D13). */
export const intelligenceReportOutput = z.object({
  id: rowId,
  title: z.string(),
  subtitle: z.string().nullable(),
  summary: z.string(),
  content: z.string().describe('Sanitised HTML (D7)'),
  sourceTitle: z.string(),
  sourceUrl: z.string(),
  sourceDate: z.string().nullable().describe('YYYY-MM-DD'),
  category: z.string().describe(`One of ${REPORT_CATEGORIES.join(', ')} for reports written here`),
  bullshitMeter: z.number().int().min(1).max(10),
  keyInsights: z.array(z.string()),
  hiddenTruths: z.array(z.string()),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  authorNote: z.string().nullable().describe('Sanitised HTML (D7)'),
  createdAt: timestamp,
  updatedAt: timestamp,
});
