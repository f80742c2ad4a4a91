import { createFileRoute, Link } from '@tanstack/react-router';
import type { EventItem } from '~/shared/schemas/events';
import { trpc } from '~/client/lib/trpc';
import { visibleText } from '~/shared/format';
import { EventBadges, EVENTS_EMAIL, EventFacts, EventLinks, EventPrice } from '../components/club-pages/event-parts';
import { InkPanel, ON_INK_BUTTON } from '../components/page-parts/ink-panel';
import { PageSection } from '../components/page-parts/page-section';
import { ResourcePage } from '../components/page-parts/resource-page';
import { staticHead } from '../lib/route-data';
import { Glyph } from '~/client/components/page-parts/glyph';

export const Route = createFileRoute('/events-symposiums')({
  head: staticHead,
  // From the database, server-rendered and kept by the read cache until a write changes a count.
  loader: ({ context }) => context.trpcUtils.public.events.page.ensureData(),
  component: EventsPage,
});

function EventsPage() {
  const [{ upcoming, recent }] = trpc.public.events.page.useSuspenseQuery();
  return (
    <ResourcePage
      eyebrow="The Club Calendar"
      title="Events & Symposiums"
      quote={{ text: 'Nothing sharpens a mind like another mind across the table, and a good biscuit.', by: 'The Events Committee' }}
      intro={<p>Lectures, workshops, competitions and retreats for organic thinkers, in person, with name badges written by hand.</p>}
    >
      <section className="mt-12" aria-labelledby="upcoming" id="upcoming-events">
        <h2 id="upcoming" className="section-title">
          Upcoming Events
        </h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {upcoming.map((e) => (
            <EventCard key={e.id} event={e} />
          ))}
        </ul>
        {upcoming.length === 0 && (
          <p className="mt-6 text-lg">No events are on the calendar just now: the committee is planning the next.</p>
        )}
      </section>

      <PageSection id="recent" title="Recent Events" className="mt-14">
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {recent.map((e) => (
            <li key={e.id} className="card flex flex-col gap-2 p-5" data-testid="past-event">
              <div className="flex items-center justify-between gap-2">
                <span className="badge">{e.type}</span>
                {/* The label is text for screen readers: aria-label is not allowed on a plain span. */}
                {e.rating !== null && (
                  <span className="font-display font-bold">
                    <span aria-hidden="true">
                      <Glyph name="star" className="text-gold" /> {e.rating.toFixed(1)}
                    </span>
                    <span className="sr-only">Rated {e.rating.toFixed(1)} out of 5</span>
                  </span>
                )}
              </div>
              <h3 className="text-xl font-bold">{e.title}</h3>
              <p className="text-base text-sepia">
                {e.dateLabel} · {e.attendees} attendees
              </p>
              {e.recordingUrl ? (
                <a href={e.recordingUrl} className="btn-secondary mt-auto" aria-label={`View Recording: ${e.title}`}>
                  View Recording
                </a>
              ) : (
                <button type="button" className="btn-secondary mt-auto" disabled title="Recordings are kept on reel-to-reel in the Library">
                  View Recording
                </button>
              )}
            </li>
          ))}
        </ul>
      </PageSection>

      <InkPanel id="event-info" title="Event Information">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {[
            {
              title: 'Early Bird Discounts',
              text: 'Book more than six weeks ahead and a Fellow will personally thank you, along with 15% off.',
            },
            { title: 'Member Pricing', text: 'Members pay the lower price shown on every event, from lectures to retreats.' },
            { title: 'Refunds', text: 'Full refunds up to 48 hours before an event. After that, we keep your seat warm.' },
            { title: 'Certificates', text: 'Every attendee receives a physical certificate, printed on card, signed in ink.' },
          ].map((i) => (
            <li key={i.title}>
              <h3 className="font-display text-lg font-bold text-gold-light">{i.title}</h3>
              <p className="mt-1 text-base text-parchment/90">{i.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#upcoming-events" className="btn-gold">
            View Full Calendar
          </a>
          <a href={`mailto:${EVENTS_EMAIL}?subject=${encodeURIComponent('Hosting an event with the Club')}`} className={ON_INK_BUTTON}>
            Host an Event
          </a>
        </div>
      </InkPanel>
    </ResourcePage>
  );
}

function EventCard({ event: e }: { event: EventItem }) {
  return (
    <li className={`card flex flex-col gap-3 p-5 ${e.featured ? 'border-2 border-gold' : ''}`} data-testid="upcoming-event">
      <EventBadges event={e} />
      <h3 className="text-2xl font-bold">{e.title}</h3>
      <p className="text-base text-ink-soft">{visibleText(e.description)}</p>
      <EventPrice event={e} />
      <EventFacts event={e} />
      <EventLinks event={e}>
        {/* The event's own page: a real address to share, and it works without JavaScript. */}
        <Link
          to="/events-symposiums/$slug"
          params={{ slug: e.slug }}
          className="btn-secondary px-4 py-2 text-sm"
          aria-label={`View Details: ${e.title}`}
        >
          View Details
        </Link>
      </EventLinks>
    </li>
  );
}
