import { createFileRoute } from '@tanstack/react-router';
import { adminOnly } from '~/client/lib/admin-guard';
import { SITE_NAME } from '~/shared/pages';
import { CheckInPage } from '../admin/check-in-page';

// The door's page for phones (docs/decisions/057), linked from the Events tab. Its own chunk (the
// router's autoCodeSplitting): visitors never load it. The procedure itself is the Editors' and Owners'.
export const Route = createFileRoute('/admin_/check-in/$eventId')({
  beforeLoad: adminOnly,
  head: () => ({ meta: [{ title: `Check-in · ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] }),
  component: CheckIn,
});

function CheckIn() {
  return <CheckInPage eventId={Number(Route.useParams().eventId)} />;
}
