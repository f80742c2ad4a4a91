import { z } from 'zod';
import { ARSENAL_TYPES } from '../arsenal';
import { PUBLIC_PAGE_SIZE, PUBLIC_PAGE_SIZE_MAX } from '../public-lists';
import { idField } from './fields';

const PAGE_ERROR = 'Page must be a whole number from 1';
const PAGE_SIZE_ERROR = `Page size must be a whole number from 1 to ${PUBLIC_PAGE_SIZE_MAX}`;

/** A whole number from a JSON body or a query string ("2"). */
const wholeNumber = (error: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    { error },
  );

/**
 * One page of a public list (docs/decisions/020): `page` from 1, `pageSize` up to 100 (24 by default).
 * The `/api` rows read both from `?page=&pageSize=`; without either they answer the whole list.
 */
export const publicPageInput = z.object({
  page: wholeNumber(PAGE_ERROR)
    .pipe(z.number().int(PAGE_ERROR).min(1, PAGE_ERROR).max(1_000_000, 'Page is too large'))
    .optional()
    .describe('The page, from 1'),
  pageSize: wholeNumber(PAGE_SIZE_ERROR)
    .pipe(z.number().int(PAGE_SIZE_ERROR).min(1, PAGE_SIZE_ERROR).max(PUBLIC_PAGE_SIZE_MAX, PAGE_SIZE_ERROR))
    .optional()
    .describe(`Rows on a page, from 1 to ${PUBLIC_PAGE_SIZE_MAX} (${PUBLIC_PAGE_SIZE} by default)`),
});

/** A page of the arsenal, optionally of one type (the list's filter buttons). */
export const arsenalPageInput = publicPageInput.extend({
  type: z.enum(ARSENAL_TYPES, { error: `Type must be one of ${ARSENAL_TYPES.join(', ')}` }).optional(),
});

/** A page of an exhibition's approved comments, newest first. */
export const commentsPageInput = publicPageInput.extend({ contentItemId: idField('contentItemId') });
