import { createFileRoute } from '@tanstack/react-router';
import { searchQueryParam } from '~/shared/search-param';
import { SearchPage } from '../components/search/search-page';
import { pageHead } from '../lib/head';
import { retryAfterOf } from '../lib/route-data';

// The site search without JavaScript (docs/decisions/030): a GET form, the answer rendered on the server.
export const Route = createFileRoute('/search')({
  // ?q= as the zod schema siteSearch (src/shared/schemas/search.ts) reads it, written without zod
  // (the home page's JavaScript budget: this declaration is part of every page's route tree).
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: searchQueryParam(search.q) }),
  // The loader comes with the page's component: nothing of it in other pages' first JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  // A visitor past the search limit is told how long to wait, with a 429 and Retry-After (the
  // server answers a page whose route sets Retry-After with 429), not an error page.
  loader: async ({ context, deps }): Promise<{ throttled: number } | null> => {
    if (!deps.q) return null;
    try {
      await context.trpcUtils.public.search.ensureData({ q: deps.q });
      return null;
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait === undefined) throw error;
      return { throttled: wait };
    }
  },
  headers: ({ loaderData }) =>
    loaderData?.throttled ? { 'retry-after': String(loaderData.throttled), 'cache-control': 'no-store' } : undefined,
  // Results are not content of their own: never indexed.
  head: ({ match }) => pageHead(match.context.origin, { title: 'Search', description: 'Search the Club.', path: '/search', noindex: true }),
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage q={Route.useSearch().q} throttled={Route.useLoaderData()?.throttled} />;
}
