import { createFileRoute } from '@tanstack/react-router';
import AdminLoginPage from '../admin/login-page';

// Lazy through autoCodeSplitting, like /admin: no admin code is in what visitors download.
export const Route = createFileRoute('/admin-login')({
  component: AdminLoginPage,
});
