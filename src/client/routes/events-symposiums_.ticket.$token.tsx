import { createFileRoute } from '@tanstack/react-router';
import { letterPage } from '~/client/lib/letter-page';
import { orNotFound } from '~/client/lib/route-data';
import { ItemNotFound } from '../components/page-parts/detail-page';
import { EventTicketPage } from '../components/club-pages/event-ticket';

// The ticket letter's link (docs/decisions/057): a person's ticket, for the holder of the token only.
export const Route = createFileRoute('/events-symposiums_/ticket/$token')({
  loader: ({ context, params }) => orNotFound(context.trpcUtils.public.events.ticket.ensureData({ token: params.token })),
  ...letterPage('Your ticket'),
  notFoundComponent: TicketNotFound,
  component: Ticket,
});

function Ticket() {
  return <EventTicketPage token={Route.useParams().token} />;
}

function TicketNotFound() {
  return (
    <ItemNotFound
      title="Ticket Not Found"
      text="No ticket has this link: please use the link in your letter."
      backTo="/events-symposiums"
      backLabel="Back to Events & Symposiums"
    />
  );
}
