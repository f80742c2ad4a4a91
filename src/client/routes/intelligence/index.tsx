import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceListPage } from '~/client/components/intelligence/intelligence-list-page';
import { pagedList } from '~/client/lib/paged-routes';

export const Route = createFileRoute('/intelligence/')({
  // A failure is shown by the page itself, so it is not thrown here; a page past the end is a 404.
  ...pagedList('/intelligence', (api, page) => api.intelligence.page.ensureData({ page }), { failureShownByPage: true }),
  component: IntelligenceList,
});

function IntelligenceList() {
  const { page } = Route.useSearch();
  return <IntelligenceListPage page={page} />;
}
