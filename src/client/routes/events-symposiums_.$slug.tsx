import { createFileRoute } from '@tanstack/react-router';
import { truncateText } from '~/shared/format';
import type { EventDetail } from '~/shared/schemas/events';
import { orNotFound } from '~/client/lib/route-data';
import { EventRegistration } from '../components/club-pages/event-registration';
import { trpc } from '~/client/lib/trpc';
import { EventBadges, EventFacts, EventLinks, EventPrice } from '../components/club-pages/event-parts';
import { DetailHeading, DetailPage, ItemNotFound } from '../components/page-parts/detail-page';
import { PanelSection } from '../components/page-parts/page-section';
import { detailHead } from '../lib/route-data';

/** An upcoming event's own page ("View Details" on the events page): a shareable address, whole without JavaScript. */
export const Route = createFileRoute('/events-symposiums_/$slug')({
  loader: ({ context, params }) => orNotFound(context.trpcUtils.public.events.bySlug.ensureData({ slug: params.slug })),
  head: detailHead('Event Not Found', (e: EventDetail) => ({
    title: e.title,
    description: truncateText(e.description, 160),
    jsonLd: e.jsonLd,
  })),
  notFoundComponent: EventNotFound,
  component: EventPage,
});

const BACK = { backTo: '/events-symposiums', backLabel: 'Back to Events & Symposiums' } as const;

function EventNotFound() {
  return <ItemNotFound title="Event Not Found" text="No such gathering is on the Club’s calendar, or it has been and gone." {...BACK} />;
}

function EventPage() {
  const [e] = trpc.public.events.bySlug.useSuspenseQuery({ slug: Route.useParams().slug });
  return (
    <DetailPage {...BACK}>
      <DetailHeading badges={<EventBadges event={e} />} title={e.title}>
        {/* Sanitised on the server when saved (D7). */}
        <div className="rich-text mt-3 text-lg text-ink-soft" dangerouslySetInnerHTML={{ __html: e.description }} />
      </DetailHeading>
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
