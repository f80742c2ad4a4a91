import type { ReactNode } from 'react';
import { calendarPath, formatPence, registrationLevel, speakerLine, spotsLeft } from '~/shared/events';
import type { EventItem } from '~/shared/schemas/events';

type UpcomingEvent = EventItem;

/*
 * The parts an upcoming event shows on the events page's card and on its own page
 * (/events-symposiums/SLUG): its prices, its figures and its links.
 */

const LEVEL_STYLES = {
  red: { text: 'text-[#b3261e]', bar: 'bg-[#b3261e]' },
  orange: { text: 'text-[#9a4d00]', bar: 'bg-[#d9822b]' },
  green: { text: 'text-[#2f6b3a]', bar: 'bg-[#2f8a3e]' },
} as const;

export const EVENTS_EMAIL = 'events@brainappreciation.club';

/** "Featured" when it is, and the event's type. */
export function EventBadges({ event: e }: { event: UpcomingEvent }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {e.featured && <span className="badge-gold">Featured</span>}
      <span className="badge">{e.type}</span>
    </div>
  );
}

/** The first ticket type's price and members' price ("£75 · £45 for members"), and "from" when there are several. */
export function EventPrice({ event: e }: { event: UpcomingEvent }) {
  const [first] = e.ticketTypes;
  if (!first) return null;
  const from = e.ticketTypes.length > 1 ? 'from ' : '';
  return (
    <p>
      <span className="font-display text-2xl font-bold text-burgundy">
        {from}
        {formatPence(first.price)}
      </span>
      {first.membersPrice !== null && first.membersPrice !== first.price && (
        <>
          {' '}
          <span className="text-base text-sepia">· {formatPence(first.membersPrice)} for members</span>
        </>
      )}
    </p>
  );
}

/** How full the event is (coloured by part 2 section 9's ratios), when and where, seats left and speakers. */
export function EventFacts({ event: e }: { event: UpcomingEvent }) {
  const level = registrationLevel(e.registered, e.capacity);
  const styles = LEVEL_STYLES[level];
  const percent = e.capacity > 0 ? Math.min(100, Math.round((e.registered / e.capacity) * 100)) : 100;
  return (
    <>
      <div data-level={level}>
        {/* The spec's "registered/capacity registered", from the real counts. */}
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
          {e.dateLabel}, {e.timeLabel}
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
    </>
  );
}

/**
 * "Add to Calendar" (the server's .ics file of the event, a plain download), what the page puts
 * between (`children`), and "Register Now" (the event's registration form, on its own page).
 */
export function EventLinks({ event: e, children }: { event: UpcomingEvent; children?: ReactNode }) {
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-2">
      <a
        href={calendarPath(e)}
        download={`${e.slug}.ics`}
        type="text/calendar"
        className="btn-secondary px-4 py-2 text-sm"
        aria-label={`Add to Calendar: ${e.title}`}
      >
        Add to Calendar
      </a>
      {children}
      {!e.past && (
        <a className="btn-primary px-4 py-2 text-sm" href={`/events-symposiums/${e.slug}#register`} aria-label={`Register Now: ${e.title}`}>
          Register Now
        </a>
      )}
    </div>
  );
}
