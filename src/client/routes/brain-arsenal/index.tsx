import { createFileRoute } from '@tanstack/react-router';
import { ArsenalListPage } from '~/client/components/arsenal/arsenal-list-page';
import { pagedHead, pageOr404 } from '~/client/lib/paged-routes';
import { pageParam } from '~/shared/public-lists';

const TYPES = ['video', 'prompt', 'tool', 'dataset'] as const;
type Type = (typeof TYPES)[number];

export const Route = createFileRoute('/brain-arsenal/')({
  // ?type=&page= as the zod schema arsenalSearch (src/shared/schemas/search.ts) reads them, written
  // without zod to keep the shared route bundle small.
  validateSearch: (search: Record<string, unknown>): { type?: Type; page?: number } => ({
    ...(TYPES.includes(search.type as Type) && { type: search.type as Type }),
    page: pageParam(search.page),
  }),
  loaderDeps: ({ search }) => search,
  // A failure is shown by the page itself (the spec's toast and Try Again), so it is not thrown here.
  loader: ({ context, deps }) => context.trpcUtils.public.arsenal.page.ensureData(deps).then(pageOr404, () => undefined),
  head: pagedHead('/brain-arsenal'),
  component: ArsenalList,
});

function ArsenalList() {
  const { type, page } = Route.useSearch();
  return <ArsenalListPage type={type} page={page} />;
}
