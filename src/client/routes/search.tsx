import { createFileRoute } from '@tanstack/react-router';
import { searchQueryParam } from '../../shared/search-param';
import { SearchPage } from '../components/search/search-page';
import { pageHead } from '../lib/head';

// The site search without JavaScript (docs/decisions/030): a GET form, the answer rendered on the server.
export const Route = createFileRoute('/search')({
  // ?q= as the zod schema siteSearch (src/shared/schemas/search.ts) reads it, written without zod
  // (the home page's JavaScript budget: this declaration is part of every page's route tree).
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: searchQueryParam(search.q) }),
  // The loader comes with the page's component: nothing of it in other pages' first JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => (deps.q ? context.trpcUtils.public.search.ensureData({ q: deps.q }) : null),
  // Results are not content of their own: never indexed.
  head: ({ match }) => pageHead(match.context.origin, { title: 'Search', description: 'Search the Club.', path: '/search', noindex: true }),
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage q={Route.useSearch().q} />;
}
