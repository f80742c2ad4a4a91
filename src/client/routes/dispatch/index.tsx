import { createFileRoute } from '@tanstack/react-router';
import { DispatchArchivePage } from '~/client/components/dispatch/dispatch-pages';
import { staticPageHead } from '~/client/lib/head';
import { pageParam } from '~/shared/public-lists';

// The Club's Dispatch (docs/decisions/056): the archive of public issues and the subscribe form.
export const Route = createFileRoute('/dispatch/')({
  // ?page= written without zod: this declaration is part of every page's route tree.
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageParam(search.page) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpcUtils.public.dispatch.archive.ensureData({ page: deps.page ?? 1 }),
  head: ({ match }) => staticPageHead(match.context.origin, '/dispatch'),
  component: DispatchArchive,
});

function DispatchArchive() {
  return <DispatchArchivePage page={Route.useSearch().page ?? 1} />;
}
