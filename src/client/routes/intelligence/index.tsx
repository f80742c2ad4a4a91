import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceListPage } from '~/client/components/intelligence/intelligence-list-page';
import { pagedHead, pageOr404 } from '~/client/lib/paged-routes';
import { pageParam } from '~/shared/public-lists';

export const Route = createFileRoute('/intelligence/')({
  // ?page= as the zod schema listSearch (src/shared/schemas/search.ts) reads it, written without zod
  // (the home page's JavaScript budget; a list page hydrates without waiting for zod).
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageParam(search.page) }),
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
