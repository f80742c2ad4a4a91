import { z } from 'zod';
import { listPageInput, pageOutput } from '../../shared/schemas/admin-lists';

/**
 * The admin lists' REST rows (docs/decisions/015): the spec's GET without a query answers the whole list
 * as before; `?page=` and/or `?q=` answer one page of 50, newest first, with the total.
 */
export const PAGED_LIST_DESCRIPTION =
  'Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, ' +
  'newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.';

export const pagedListQuery = listPageInput;

/** Does the query ask for a page? */
export const wantsPage = (query: Record<string, string>): boolean => 'page' in query || 'q' in query;

/** The page input from the query string (the procedure validates it). */
export const pageQuery = (query: Record<string, string>): z.input<typeof listPageInput> => ({ page: query.page, q: query.q });

/** The answer of a paged list row: the array as before, or a page of it. */
export const listOrPage = <Item extends z.ZodType>(item: Item) => z.union([z.array(item), pageOutput(item)]);
