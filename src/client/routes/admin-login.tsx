import { createFileRoute } from '@tanstack/react-router';
import { staffHead } from '~/client/lib/admin-guard';
import AdminLoginEntry from '../admin/login-entry';

// Lazy through autoCodeSplitting, like /admin: no admin code is in what visitors download.
export const Route = createFileRoute('/admin-login')({
  head: staffHead('Fellowship Administration Login'),
  component: AdminLoginEntry,
});
