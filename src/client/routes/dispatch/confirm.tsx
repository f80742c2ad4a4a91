import { createFileRoute } from '@tanstack/react-router';
import { DispatchConfirmPage } from '~/client/components/dispatch/dispatch-pages';
import { letterPage } from '~/client/lib/letter-page';

const tokenParam = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : undefined;

// The confirmation letter's link (docs/decisions/056): a button, never a confirmation by GET.
export const Route = createFileRoute('/dispatch/confirm')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: tokenParam(search.token) }),
  ...letterPage('Confirm your subscription', 'Confirm your subscription to the Club’s Dispatch.', '/dispatch/confirm'),
  component: DispatchConfirm,
});

function DispatchConfirm() {
  return <DispatchConfirmPage token={Route.useSearch().token} />;
}
