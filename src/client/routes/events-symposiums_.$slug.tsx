import { createFileRoute } from '@tanstack/react-router';
import { truncateText } from '~/shared/format';
import type { EventItem } from '~/shared/schemas/events';
import { orNotFound } from '~/client/lib/route-data';
import { EventRegistration } from '../components/club-pages/event-registration';
import { trpc } from '~/client/lib/trpc';
import { EventBadges, EventFacts, EventLinks, EventPrice } from '../components/club-pages/event-parts';
import { DetailPage, ItemNotFound } from '../components/page-parts/detail-page';
import { PanelSection } from '../components/page-parts/page-section';
import { detailHead } from '../lib/route-data';

/** An upcoming event's own page ("View Details" on the events page): a shareable address, whole without JavaScript. */
export const Route = createFileRoute('/events-symposiums_/$slug')({
  loader: ({ context, params }) => orNotFound(context.trpcUtils.public.events.bySlug.ensureData({ slug: params.slug })),
  head: detailHead('Event Not Found', (e: EventItem) => ({
    title: e.title,
    description: truncateText(e.description, 160),
    jsonLd: eventJsonLd(e),
  })),
  notFoundComponent: EventNotFound,
  component: EventPage,
});

/** schema.org Event (Google's event rich result): dates with their offset, the place, the offers in GBP. */
function eventJsonLd(e: EventItem) {
  const offers = e.ticketTypes.map((t) => ({
    '@type': 'Offer',
    name: t.name,
    price: (t.price / 100).toFixed(2),
    priceCurrency: 'GBP',
    availability: e.spotsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...(t.salesStartAt && { validFrom: t.salesStartAt }),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: truncateText(e.description, 500),
    startDate: e.startsAt,
    endDate: e.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: e.onlineUrl ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: e.onlineUrl
      ? [
          { '@type': 'Place', name: e.location, address: e.location },
          { '@type': 'VirtualLocation', url: e.onlineUrl },
        ]
      : { '@type': 'Place', name: e.location, address: e.location },
    ...(e.imageUrl && { image: [e.imageUrl] }),
    performer: e.speakers.map((name) => ({ '@type': 'Person', name })),
    organizer: { '@type': 'Organization', name: 'The Brain Appreciation Club' },
    offers,
    maximumAttendeeCapacity: e.capacity,
    remainingAttendeeCapacity: e.spotsLeft,
  };
}

const BACK = { backTo: '/events-symposiums', backLabel: 'Back to Events & Symposiums' } as const;

function EventNotFound() {
  return <ItemNotFound title="Event Not Found" text="No such gathering is on the Club’s calendar, or it has been and gone." {...BACK} />;
}

function EventPage() {
  const [e] = trpc.public.events.bySlug.useSuspenseQuery({ slug: Route.useParams().slug });
  return (
    <DetailPage {...BACK}>
      <header className="mt-4">
        <EventBadges event={e} />
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{e.title}</h1>
        {/* Sanitised on the server when saved (D7). */}
        <div className="rich-text mt-3 text-lg text-ink-soft" dangerouslySetInnerHTML={{ __html: e.description }} />
      </header>
      <div className="card mt-6 flex flex-col gap-3 p-5">
        <EventPrice event={e} />
        <EventFacts event={e} />
      </div>
      <PanelSection id="event-speakers" title="Speakers" className="mt-6">
        <ul className="mt-2 list-disc pl-6 text-lg">
          {e.speakers.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </PanelSection>
      <PanelSection id="event-on-the-day" title="On the Day" className="mt-6">
        <p className="mt-2 text-lg">
          Doors open thirty minutes before the start. Tea is served; devices are not. Members show their card at the door for the members’
          price.
        </p>
      </PanelSection>
      {!e.past && <EventRegistration event={e} />}
      <div className="mt-8">
        <EventLinks event={e} />
      </div>
    </DetailPage>
  );
}
