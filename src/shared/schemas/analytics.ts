import { z } from 'zod';
import { isSitePath, PAGE_PATH_MAX } from '../analytics';

export const pageViewInput = z.object({
  // Stored without its query or fragment, and only when it is a path of this site (docs/decisions/038).
  path: z
    .string()
    .trim()
    .min(1, 'path is required')
    .max(PAGE_PATH_MAX, `path must be at most ${PAGE_PATH_MAX} characters`)
    .overwrite((path) => path.split(/[?#]/)[0] || '/')
    .refine(isSitePath, 'path must be a path on this site, such as /exhibitions (one leading /, no backslash or spaces)'),
  referrer: z
    .string()
    .trim()
    .max(2048, 'referrer must be at most 2,048 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});

// --- Answers ---

/** D10: views per day for 30 UTC days (today included, empty days as zero) and the top pages. */
export const analyticsSummaryOutput = z.object({
  days: z.array(z.object({ day: z.iso.date(), views: z.number().int().nonnegative(), visitors: z.number().int().nonnegative() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int().nonnegative() })),
  totalViews: z.number().int().nonnegative(),
  totalVisitorDays: z.number().int().nonnegative().describe('Sum of daily distinct visitors: visitor keys rotate daily (D10)'),
});
