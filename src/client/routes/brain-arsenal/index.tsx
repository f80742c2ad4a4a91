import { createFileRoute } from '@tanstack/react-router';
import { ArsenalListPage } from '../../components/arsenal/arsenal-list-page';
import { pagedHead, pageOr404 } from '../../lib/paged-routes';
import { pageParam } from '../../../shared/public-lists';
import { ARSENAL_TYPES, type ArsenalType } from '../../../shared/arsenal';

export const Route = createFileRoute('/brain-arsenal/')({
  // ?type=&page= as the zod schema arsenalSearch (src/shared/schemas/search.ts) reads them, written
  // without zod to keep the shared route bundle small.
  validateSearch: (search: Record<string, unknown>): { type?: ArsenalType; page?: number } => ({
    type: ARSENAL_TYPES.find((t) => t === search.type),
    page: pageParam(search.page),
  }),
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
