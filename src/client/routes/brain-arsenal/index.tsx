import { createFileRoute } from '@tanstack/react-router';
import { ArsenalListPage } from '../../components/arsenal/arsenal-list-page';
import { pagedHead, pageOr404 } from '../../lib/route-data';
import { searchSchema } from '../../lib/search-schemas';

export const Route = createFileRoute('/brain-arsenal/')({
  validateSearch: searchSchema('arsenalSearch'),
  loaderDeps: ({ search }) => ({ type: search.type, page: search.page }),
  // A failure is shown by the page itself (the spec's toast and Try Again), so it is not thrown here.
  loader: async ({ context, deps }) => {
    const data = await context.trpcUtils.public.arsenal.page.ensureData(deps).catch(() => undefined);
    return data && pageOr404(data);
  },
  head: pagedHead('/brain-arsenal'),
  component: ArsenalList,
});

function ArsenalList() {
  const { type, page } = Route.useSearch();
  return <ArsenalListPage type={type} page={page} />;
}
