import { createFileRoute } from '@tanstack/react-router';
import AdminInvitationPage from '../admin/invitation-page';
import { SITE_NAME } from '../../shared/pages';

// Lazy through autoCodeSplitting, like /admin-login: no admin code is in what visitors download.
export const Route = createFileRoute('/admin-invitation')({
  head: () => ({ meta: [{ title: `Staff Invitation · ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] }),
  component: AdminInvitationPage,
});
