import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../components/search/search-page';
import { pageHead } from '../lib/head';
import { searchSchema } from '../lib/search-schemas';

// The site search without JavaScript (issue 26): a GET form, the answer rendered on the server.
// ?q= is validated by the zod schema siteSearch (src/shared/schemas/search.ts), loaded with this page.
export const Route = createFileRoute('/search')({
  validateSearch: searchSchema('siteSearch'),
  // The loader comes with the page's component: nothing of this page in other pages' first JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => (deps.q ? context.trpcUtils.public.search.ensureData({ q: deps.q }) : null),
  // Results pages are not content of their own: never indexed.
  head: ({ match }) =>
    pageHead(match.context.origin, {
      title: match.search.q ? `Search: ${match.search.q}` : 'Search',
      description: 'Search the exhibitions, reports, recognitions, Hall of Shame, arsenal and pages of the Club.',
      path: '/search',
      noindex: true,
    }),
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage q={Route.useSearch().q} />;
}
