import { createFileRoute } from '@tanstack/react-router';
import { letterPage } from '~/client/lib/letter-page';
import { EventClaimPage } from '../components/club-pages/event-ticket';

// A waitlist letter's link (docs/decisions/057): the button claims; the refusal (lapsed, used) is the post's answer.
export const Route = createFileRoute('/events-symposiums_/claim/$token')({
  ...letterPage('Claim your seat'),
  component: Claim,
});

function Claim() {
  return <EventClaimPage token={Route.useParams().token} />;
}
