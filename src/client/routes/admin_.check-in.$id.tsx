import { createFileRoute } from '@tanstack/react-router';
import { adminOnly, staffHead } from '~/client/lib/admin-guard';
import { routeIdOr404 } from '~/client/lib/route-data';
import { CheckInPage } from '../admin/check-in-page';

// The door's page for phones (docs/decisions/057), linked from the Events tab. Its own chunk (the
// router's autoCodeSplitting): visitors never load it. The procedure itself is the Editors' and Owners'.
export const Route = createFileRoute('/admin_/check-in/$id')({
  beforeLoad: adminOnly,
  // "abc", "0" or "1e3" names no event: the root's not-found page (404), as a detail route answers it.
  loader: ({ params }) => routeIdOr404(params.id),
  head: staffHead('Check-in'),
  component: CheckIn,
});

function CheckIn() {
  return <CheckInPage eventId={Route.useLoaderData()} />;
}
