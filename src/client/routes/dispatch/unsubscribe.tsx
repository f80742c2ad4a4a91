import { createFileRoute } from '@tanstack/react-router';
import { DispatchUnsubscribePage } from '~/client/components/dispatch/dispatch-pages';
import { letterPage } from '~/client/lib/letter-page';

const param = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value)
    ? value
    : typeof value === 'number' && pattern.test(String(value))
      ? String(value)
      : undefined;

// Every letter's visible unsubscribe link (docs/decisions/056): a button, never an unsubscribe by GET.
export const Route = createFileRoute('/dispatch/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { subscriber?: string; token?: string } => ({
    subscriber: param(search.subscriber, /^\d{1,15}$/),
    token: param(search.token, /^[A-Za-z0-9_-]{16,200}$/),
  }),
  ...letterPage('Unsubscribe', 'Unsubscribe from the Club’s Dispatch.', '/dispatch/unsubscribe'),
  component: DispatchUnsubscribe,
});

function DispatchUnsubscribe() {
  const { subscriber, token } = Route.useSearch();
  return <DispatchUnsubscribePage subscriber={subscriber} token={token} />;
}
