import { createFileRoute } from '@tanstack/react-router';
import { DispatchIssuePage } from '~/client/components/dispatch/dispatch-pages';
import { NotFoundPage } from '~/client/components/layout/not-found-page';
import { byIdLoader, detailHead } from '~/client/lib/route-data';
import { truncateText } from '~/shared/format';

// The web edition of a sent issue (docs/decisions/056); a members-only issue has none (404).
export const Route = createFileRoute('/dispatch/$id')({
  loader: byIdLoader((api, id) => api.dispatch.issue.ensureData({ id })),
  head: detailHead('Issue Not Found', (issue: { subject: string; body: string }) => ({
    title: issue.subject,
    description: truncateText(issue.body, 160),
    type: 'article',
  })),
  notFoundComponent: NotFoundPage,
  component: DispatchIssue,
});

function DispatchIssue() {
  const { id } = Route.useParams();
  return <DispatchIssuePage key={id} id={Number(id)} />;
}
