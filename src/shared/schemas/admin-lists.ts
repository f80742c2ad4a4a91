import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from '../admin-lists';

const PAGE_ERROR = 'Page must be a whole number from 1';

/**
 * One page of an admin list (docs/decisions/015): `page` from 1 (a numeric string from a query string is
 * accepted too), `q` a text search on the list's main fields. The REST mirror reads both from
 * `?page=&q=`; without either, the spec's GETs answer the whole list as before.
 */
export const listPageInput = z.object({
  page: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: PAGE_ERROR })
    .pipe(z.number().int(PAGE_ERROR).min(1, PAGE_ERROR).max(1_000_000, 'Page is too large'))
    .optional()
    .describe('The page, from 1 (50 rows a page, newest first)'),
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX, `Search must be ${ADMIN_SEARCH_MAX} characters or fewer`)
    .optional()
    .describe('Text to look for in the main fields (case-insensitive)'),
});

/** What a page answers: the rows, the number of rows the search matches, and where the page is. */
export const pageOutput = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative().describe('Rows matching the search, over every page'),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
  });
