import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceListPage } from '../../components/intelligence/intelligence-list-page';
import { pagedHead, pageOr404 } from '../../lib/route-data';
import { searchSchema } from '../../lib/search-schemas';

export const Route = createFileRoute('/intelligence/')({
  validateSearch: searchSchema('listSearch'),
  loaderDeps: ({ search }) => ({ page: search.page }),
  // A failure is shown by the page itself, so it is not thrown here; a page past the end is a 404.
  loader: async ({ context, deps }) => {
    const data = await context.trpcUtils.public.intelligence.page.ensureData({ page: deps.page }).catch(() => undefined);
    return data && pageOr404(data);
  },
  head: pagedHead('/intelligence'),
  component: IntelligenceList,
});

function IntelligenceList() {
  const { page } = Route.useSearch();
  return <IntelligenceListPage page={page} />;
}
