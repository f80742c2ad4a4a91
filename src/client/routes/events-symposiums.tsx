import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import {
  calendarFile,
  PAST_EVENTS,
  registrationLevel,
  speakerLine,
  spotsLeft,
  UPCOMING_EVENTS,
  type UpcomingEvent,
} from '../components/club-pages/events-data';
import { InkPanel, ON_INK_BUTTON, PageSection, ResourcePage } from '../components/layout/page-header';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/events-symposiums')({
  head: staticHead,
  component: EventsPage,
});

const LEVEL_STYLES = {
  red: { text: 'text-[#b3261e]', bar: 'bg-[#b3261e]' },
  orange: { text: 'text-[#9a4d00]', bar: 'bg-[#d9822b]' },
  green: { text: 'text-[#2f6b3a]', bar: 'bg-[#2f8a3e]' },
} as const;

const EVENTS_EMAIL = 'events@brainappreciation.club';

function EventsPage() {
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
          {UPCOMING_EVENTS.map((e) => (
            <EventCard key={e.title} event={e} />
          ))}
        </ul>
      </section>

      <PageSection id="recent" title="Recent Events" className="mt-14">
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {PAST_EVENTS.map((e) => (
            <li key={e.title} className="card flex flex-col gap-2 p-5" data-testid="past-event">
              <div className="flex items-center justify-between gap-2">
                <span className="badge">{e.type}</span>
                {/* The label is text for screen readers: aria-label is not allowed on a plain span. */}
                <span className="font-display font-bold">
                  <span aria-hidden="true">
                    <span className="text-gold">★ </span>
                    {e.rating}
                  </span>
                  <span className="sr-only">Rated {e.rating} out of 5</span>
                </span>
              </div>
              <h3 className="text-xl font-bold">{e.title}</h3>
              <p className="text-base text-sepia">
                {e.date} · {e.attendees} attendees
              </p>
              <button type="button" className="btn-secondary mt-auto" disabled title="Recordings are kept on reel-to-reel in the Library">
                View Recording
              </button>
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

function EventCard({ event: e }: { event: UpcomingEvent }) {
  const [open, setOpen] = useState(false);
  const level = registrationLevel(e.registered, e.capacity);
  const styles = LEVEL_STYLES[level];
  const percent = Math.min(100, Math.round((e.registered / e.capacity) * 100));
  const slug = e.title.replace(/\W+/g, '-').toLowerCase();

  const addToCalendar = () => {
    const url = URL.createObjectURL(new Blob([calendarFile(e)], { type: 'text/calendar' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${slug}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <li
      className={`card flex flex-col gap-3 p-5 ${e.featured ? 'border-2 border-gold' : ''}`}
      data-testid="upcoming-event"
      data-level={level}
    >
      <div className="flex flex-wrap items-center gap-2">
        {e.featured && <span className="badge-gold">Featured</span>}
        <span className="badge">{e.type}</span>
      </div>
      <h3 className="text-2xl font-bold">{e.title}</h3>
      <p className="text-base text-ink-soft">{e.description}</p>
      <p>
        <span className="font-display text-2xl font-bold text-burgundy">{e.price}</span>{' '}
        <span className="text-base text-sepia">· {e.membersPrice} for members</span>
      </p>
      <div>
        <p className={`text-base font-bold ${styles.text}`} data-testid="event-registered">
          {e.registered}/{e.capacity} registered
        </p>
        <div className="mt-1 h-2 w-full overflow-hidden rounded-full bg-parchment-dark" aria-hidden="true">
          <div className={`h-full ${styles.bar}`} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ul className="space-y-1 text-base">
        <li>
          <span aria-hidden="true">📅 </span>
          {e.date}, {e.time}
        </li>
        <li>
          <span aria-hidden="true">📍 </span>
          {e.location}
        </li>
        <li>
          <span aria-hidden="true">🎟️ </span>
          <span data-testid="event-spots">{spotsLeft(e)} spots left</span>
        </li>
        <li>
          <span aria-hidden="true">🎤 </span>
          <span data-testid="event-speakers">{speakerLine(e.speakers)}</span>
        </li>
      </ul>
      {open && (
        <div id={`${slug}-details`} className="rounded-sm border border-gold/60 bg-parchment p-3 text-base">
          <p className="font-display font-bold">Speakers</p>
          <ul className="list-disc pl-5">
            {e.speakers.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <p className="mt-2">Doors open thirty minutes before the start. Tea is served; devices are not.</p>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <button type="button" className="btn-secondary px-4 py-2 text-sm" onClick={addToCalendar}>
          Add to Calendar
        </button>
        <button
          type="button"
          className="btn-secondary px-4 py-2 text-sm"
          aria-expanded={open}
          aria-controls={`${slug}-details`}
          onClick={() => setOpen((v) => !v)}
        >
          View Details
        </button>
        <a
          className="btn-primary px-4 py-2 text-sm"
          href={`mailto:${EVENTS_EMAIL}?subject=${encodeURIComponent(`Registration: ${e.title}`)}`}
        >
          Register Now
        </a>
      </div>
    </li>
  );
}
