import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '~/client/lib/head';
import { EventClaimPage } from '../components/club-pages/event-ticket';

// A waitlist letter's link (docs/decisions/057): the button claims; the refusal (lapsed, used) is the post's answer.
export const Route = createFileRoute('/events-symposiums_/claim/$token')({
  headers: () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }),
  head: ({ match }) =>
    pageHead(match.context.origin, {
      title: 'Claim your seat',
      description: 'Claim the seat a waitlist letter offers.',
      path: '/events-symposiums',
      noindex: true,
    }),
  component: Claim,
});

function Claim() {
  return <EventClaimPage token={Route.useParams().token} />;
}
