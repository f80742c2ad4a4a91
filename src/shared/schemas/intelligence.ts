import { z } from 'zod';
import { LIMITS } from '../limits';
import { featuredField, mediaUrlField, requiredLine, withId } from './fields';
import { optionalRichTextField, richTextField } from './fields';
import { clampMeter, REPORT_CATEGORIES } from '../intelligence';

const LIST_MAX_ITEMS = 20;
const LIST_ITEM_MAX = 1000;

/** Key insights and hidden truths: trimmed lines, blanks dropped. */
const textList = (label: string) =>
  z
    .array(z.string({ error: `${label} must be a list of text` }).trim().max(LIST_ITEM_MAX, `Each of ${label} must be at most ${LIST_ITEM_MAX.toLocaleString('en-GB')} characters`), {
      error: `${label} must be a list of text`,
    })
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(LIST_MAX_ITEMS, `${label}: at most ${LIST_MAX_ITEMS} entries`));

/** A calendar date, YYYY-MM-DD (an ISO timestamp is cut to its date). */
const sourceDateField = z
  .string({ error: 'Source date must be a date' })
  .trim()
  .optional()
  .transform((v) => (v ? v.slice(0, 10) : undefined))
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), {
    message: 'Source date must be a valid date (YYYY-MM-DD)',
  });

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
  bullshitMeter: z.unknown().optional().transform((v) => (v === undefined ? 5 : clampMeter(v))),
  keyInsights: intelligenceShape.keyInsights.default([]),
  hiddenTruths: intelligenceShape.hiddenTruths.default([]),
  featured: featuredField.default(false),
  // Part 2 section 5: published defaults to true in the form.
  published: intelligenceShape.published.default(true),
});
export const intelligenceUpdateInput = withId({
  ...intelligenceShape,
  bullshitMeter: z.unknown().optional().transform((v) => (v === undefined ? undefined : clampMeter(v))),
});
