import { createFileRoute } from '@tanstack/react-router';
import { ArsenalListPage } from '../../components/arsenal/arsenal-list-page';
import { staticHead } from '../../lib/route-data';

const TYPES = ['video', 'prompt', 'tool', 'dataset'] as const;
type Type = (typeof TYPES)[number];

export const Route = createFileRoute('/brain-arsenal/')({
  // Written by hand (not zod) to keep the shared route bundle small.
  validateSearch: (search: Record<string, unknown>): { type?: Type } =>
    TYPES.includes(search.type as Type) ? { type: search.type as Type } : {},
  // A failure is shown by the page itself (the spec's toast and Try Again), so it is not thrown here.
  loader: ({ context }) => context.trpcUtils.public.arsenal.list.ensureData().catch(() => undefined),
  head: staticHead('/brain-arsenal'),
  component: ArsenalList,
});

function ArsenalList() {
  const { type } = Route.useSearch();
  return <ArsenalListPage type={type} />;
}
