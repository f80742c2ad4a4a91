import { createFileRoute } from '@tanstack/react-router';
import type { UpcomingEvent } from '~/shared/events';
import { EventBadges, EventFacts, EventLinks, EventPrice } from '../components/club-pages/event-parts';
import { DetailPage, ItemNotFound } from '../components/page-parts/detail-page';
import { PanelSection } from '../components/page-parts/page-section';
import { detailHead, foundOr404 } from '../lib/route-data';
import { TextList } from '../components/page-parts/text-list';

/** An upcoming event's own page ("View Details" on the events page): a shareable address, whole without JavaScript. */
export const Route = createFileRoute('/events-symposiums_/$slug')({
  // The events' data is loaded with the page, not with the entry every page loads (the home page's byte budget).
  loader: async ({ params }) => foundOr404((await import('~/shared/events')).eventBySlug(params.slug)),
  head: detailHead('Event Not Found', (e: UpcomingEvent) => ({
    title: e.title,
    description: e.description,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: e.title,
      description: e.description,
      startDate: e.starts,
      endDate: e.ends,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: e.location, address: e.location },
      performer: e.speakers.map((name) => ({ '@type': 'Person', name })),
    },
  })),
  notFoundComponent: EventNotFound,
  component: EventPage,
});

const BACK = { backTo: '/events-symposiums', backLabel: 'Back to Events & Symposiums' } as const;

function EventNotFound() {
  return <ItemNotFound title="Event Not Found" text="No such gathering is on the Club’s calendar, or it has been and gone." {...BACK} />;
}

function EventPage() {
  const e = Route.useLoaderData();
  return (
    <DetailPage {...BACK}>
      <header className="mt-4">
        <EventBadges event={e} />
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{e.title}</h1>
        <p className="mt-3 text-lg text-ink-soft">{e.description}</p>
      </header>
      <div className="card mt-6 flex flex-col gap-3 p-5">
        <EventPrice event={e} />
        <EventFacts event={e} />
      </div>
      <PanelSection id="event-speakers" title="Speakers" className="mt-6">
        <TextList items={e.speakers} className="mt-2 list-disc pl-6 text-lg" />
      </PanelSection>
      <PanelSection id="event-on-the-day" title="On the Day" className="mt-6">
        <p className="mt-2 text-lg">
          Doors open thirty minutes before the start. Tea is served; devices are not. Members show their card at the door for the members’
          price.
        </p>
      </PanelSection>
      <div className="mt-8">
        <EventLinks event={e} />
      </div>
    </DetailPage>
  );
}
