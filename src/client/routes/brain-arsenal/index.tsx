import { createFileRoute } from '@tanstack/react-router';
import { ArsenalListPage } from '../../components/arsenal/arsenal-list-page';

const TYPES = ['video', 'prompt', 'tool', 'dataset'] as const;
type Type = (typeof TYPES)[number];

export const Route = createFileRoute('/brain-arsenal/')({
  // Written by hand (not zod) to keep the shared route bundle small.
  validateSearch: (search: Record<string, unknown>): { type?: Type } =>
    TYPES.includes(search.type as Type) ? { type: search.type as Type } : {},
  loader: ({ context }) => void context.trpcUtils.public.arsenal.list.prefetch(),
  component: ArsenalList,
});

function ArsenalList() {
  const { type } = Route.useSearch();
  return <ArsenalListPage type={type} />;
}
