import { createFileRoute } from '@tanstack/react-router';
import { adminOnly, staffHead } from '~/client/lib/admin-guard';
import { CheckInPage } from '../admin/check-in-page';

// The door's page for phones (docs/decisions/057), linked from the Events tab. Its own chunk (the
// router's autoCodeSplitting): visitors never load it. The procedure itself is the Editors' and Owners'.
export const Route = createFileRoute('/admin_/check-in/$eventId')({
  beforeLoad: adminOnly,
  head: staffHead('Check-in'),
  component: CheckIn,
});

function CheckIn() {
  return <CheckInPage eventId={Number(Route.useParams().eventId)} />;
}
