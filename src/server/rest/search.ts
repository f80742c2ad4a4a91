import { searchInput, searchOutput } from '../../shared/schemas/search';
import { restRoute } from './mirror';

/** The site search (issue 26): the same procedure as `public.search` and the /search page. */
export const searchRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/search',
    operationId: 'search',
    summary: 'Search exhibitions, reports, recognitions, the Hall of Shame, the arsenal and the club pages',
    description:
      'Every word of `q` must match (each as a prefix); results are grouped by kind, title matches first, each with a snippet whose matched words are marked. When nothing matches, titles with similar words are returned (`approximate`, `didYouMean`). Throttled per client address (429 with Retry-After).',
    tags: ['search'],
    access: 'public',
    querystring: searchInput,
    response: searchOutput,
    errors: [429],
    call: (c, { query }) => c.public.search({ q: query.q ?? '', limit: query.limit }),
  }),
];
