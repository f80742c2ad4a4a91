import { searchInput, searchOutput } from '~/shared/schemas/search';
import { search } from '~/server/services/search';
import { Throttled } from '~/server/errors';
import { publicProcedure } from '../trpc';

/**
 * `public.search` (docs/decisions/030): the site search, also `GET /api/search` and the /search page's
 * loader. Throttled per client address on one counter for every door (the header's dialog asks
 * as the visitor types, so the limit is far above the write throttle's).
 */
export const searchProcedure = publicProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/search',
      output: searchOutput,
      operationId: 'search',
      summary: 'Search exhibitions, reports, recognitions, the Hall of Shame, the arsenal and the club pages',
      description:
        'Every word of `q` must match (each as a prefix); results are grouped by kind, title matches first, each with a snippet whose matched words are marked. When nothing matches, titles with similar words are returned (`approximate`, `didYouMean`). Throttled per client address (429 with Retry-After).',
      tags: ['search'],
      errors: [429],
    },
  })
  .input(searchInput)
  .query(async ({ ctx, input }) => {
    const wait = await ctx.throttle(`search:${ctx.client.ip}`, { max: ctx.config.rateLimitSearchesPerMinute, windowMs: 60_000 });
    if (wait > 0) throw new Throttled(`Too many searches: please wait ${wait} seconds before trying again.`, wait);
    return search(ctx.db, input);
  });
