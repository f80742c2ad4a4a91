import { createFileRoute } from '@tanstack/react-router';
import { DispatchUnsubscribePage } from '~/client/components/dispatch/dispatch-pages';
import { pageHead } from '~/client/lib/head';

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
  headers: () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }),
  head: ({ match }) =>
    pageHead(match.context.origin, {
      title: 'Unsubscribe',
      description: 'Unsubscribe from the Club’s Dispatch.',
      path: '/dispatch/unsubscribe',
      noindex: true,
    }),
  component: DispatchUnsubscribe,
});

function DispatchUnsubscribe() {
  const { subscriber, token } = Route.useSearch();
  return <DispatchUnsubscribePage subscriber={subscriber} token={token} />;
}
