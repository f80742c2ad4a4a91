import { createFileRoute } from '@tanstack/react-router';
import AdminLoginEntry from '../admin/login-entry';
import { SITE_NAME } from '~/shared/pages';

// Lazy through autoCodeSplitting, like /admin: no admin code is in what visitors download.
export const Route = createFileRoute('/admin-login')({
  head: () => ({ meta: [{ title: `Fellowship Administration Login · ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] }),
  component: AdminLoginEntry,
});
