import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceListPage } from '~/client/components/intelligence/intelligence-list-page';
import { pagedHead, pageOr404, pageSearch } from '~/client/lib/paged-routes';

export const Route = createFileRoute('/intelligence/')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  // A failure is shown by the page itself, so it is not thrown here; a page past the end is a 404.
  loader: ({ context, deps }) =>
    context.trpcUtils.public.intelligence.page.ensureData({ page: deps.page }).then(pageOr404, () => undefined),
  head: pagedHead('/intelligence'),
  component: IntelligenceList,
});

function IntelligenceList() {
  const { page } = Route.useSearch();
  return <IntelligenceListPage page={page} />;
}
