/**
 * Events & Symposiums (part 2 sections 3 and 9; docs/decisions/044, 057): the helpers the events
 * pages, the calendar files, the admin tab and the server share. The events themselves are in the
 * database (`events`, `event_ticket_types`); the seed gives the spec's five upcoming and three
 * recent ones (db/seeds/events.ts). Zod-free, so a page can import it within its byte budget.
 */
import { formatPounds } from './format';

/** The time zone every event is held in and shown in (en-GB). */
export const EVENT_TIME_ZONE = 'Europe/London';

/** What a page needs to show how full an event is. */
type Seats = { capacity: number; registered: number; spotsLeft?: number };

/** Part 2 section 9: registration colour by fill ratio, 90% or more red, 75% or more orange, else green. */
export function registrationLevel(registered: number, capacity: number): 'red' | 'orange' | 'green' {
  const ratio = capacity > 0 ? registered / capacity : 1;
  if (ratio >= 0.9) return 'red';
  if (ratio >= 0.75) return 'orange';
  return 'green';
}

/** Seats nobody has: the server's figure (which also counts seats held by open payments) when given. */
export const spotsLeft = (e: Seats) => e.spotsLeft ?? Math.max(0, e.capacity - e.registered);

/** "1 speaker" / "3 speakers", with the first speaker named. */
export function speakerLine(speakers: string[]): string {
  if (speakers.length === 0) return 'Speakers to be announced';
  const count = `${speakers.length} ${speakers.length === 1 ? 'speaker' : 'speakers'}`;
  return speakers.length === 1 ? `${count}: ${speakers[0]}` : `${count}, including ${speakers[0]}`;
}

/** Where an event's own page and its calendar file are. */
export const eventPath = (e: { slug: string }) => `/events-symposiums/${e.slug}`;
export const calendarPath = (e: { slug: string }) => `/calendar/${e.slug}.ics`;
/** The feed of every upcoming event. */
export const CALENDAR_FEED_PATH = '/events.ics';

/**
 * An event's address: lower-case words joined by hyphens, with a letter somewhere, because the
 * detail route reads an address of digits alone as an event's id (a slug "12" would hide event 12).
 */
export const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Pence as the page shows them: "£75", "£7.50", "Free". Whole pence (the schemas' `pence`), written
 * by hand: a new Intl.NumberFormat for each price was a dozen per events page, and the first one
 * loads ICU's locale data (docs/decisions/068).
 */
export function formatPence(pence: number): string {
  if (pence === 0) return 'Free';
  const rest = pence % 100;
  return `${formatPounds(Math.floor(pence / 100))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

// London's two formats, each made once at its first use: making an Intl.DateTimeFormat costs far
// more than formatting with it (a burst of ticket letters spent a fifth of its time making them).
let londonWords: Intl.DateTimeFormat | undefined;
let londonNumbers: Intl.DateTimeFormat | undefined;
const londonNumberParts = (d: Date) =>
  (londonNumbers ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).formatToParts(d);

const londonParts = (iso: string) => {
  const parts = (londonWords ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  })).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // en-GB names London's zones "GMT" and "BST" (ICU's short names for Europe/London in the UK).
  const zone = part('timeZoneName') === 'GMT+1' ? 'BST' : part('timeZoneName');
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    weekday: part('weekday'),
    time: `${part('hour')}:${part('minute')}`,
    zone,
  };
};

/** "14 March 2025" for one day, "18-20 July 2025" for several (in London). */
export function eventDateLabel(startsAt: string, endsAt: string): string {
  const s = londonParts(startsAt);
  const e = londonParts(endsAt);
  if (s.day === e.day && s.month === e.month && s.year === e.year) return `${s.day} ${s.month} ${s.year}`;
  if (s.month === e.month && s.year === e.year) return `${s.day}-${e.day} ${s.month} ${s.year}`;
  if (s.year === e.year) return `${s.day} ${s.month} to ${e.day} ${e.month} ${s.year}`;
  return `${s.day} ${s.month} ${s.year} to ${e.day} ${e.month} ${e.year}`;
}

/** "10:00-17:00 GMT" for one day, "Friday 16:00 to Sunday 14:00 BST" for several (in London). */
export function eventTimeLabel(startsAt: string, endsAt: string): string {
  const s = londonParts(startsAt);
  const e = londonParts(endsAt);
  if (s.day === e.day && s.month === e.month && s.year === e.year) {
    return s.zone === e.zone ? `${s.time}-${e.time} ${s.zone}` : `${s.time} ${s.zone}-${e.time} ${e.zone}`;
  }
  return `${s.weekday} ${s.time} to ${e.weekday} ${e.time} ${e.zone}`;
}

/**
 * The UTC instant of a wall-clock time in London ("2025-04-09", "19:00" is 18:00Z in summer): how
 * the seed and the admin form's local times become stored instants.
 */
export function londonTimeToIso(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  // London is UTC or UTC+1: find the offset at the guess and step back by it (checked once more
  // for the hour the clocks change).
  const offsetAt = (d: Date) => {
    const p = londonNumberParts(d);
    const v = (type: string) => Number(p.find((x) => x.type === type)?.value);
    return Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute')) - d.getTime();
  };
  let instant = new Date(guess.getTime() - offsetAt(guess));
  instant = new Date(guess.getTime() - offsetAt(instant));
  return instant.toISOString();
}

/** An instant as London's wall clock, "2025-04-09T19:00" (the admin form's datetime-local value). */
export function isoToLondonLocal(iso: string): string {
  const p = londonNumberParts(new Date(iso));
  const v = (type: string) => p.find((x) => x.type === type)?.value ?? '';
  return `${v('year')}-${v('month')}-${v('day')}T${v('hour')}:${v('minute')}`;
}

/** The spec's refund rule: a cancellation this long before the start is refunded. */
export const REFUND_CUTOFF_HOURS = 48;
/** How long seats are held while a payment is open. */
export const HOLD_MINUTES = 10;
/** How long a waitlist offer's claim link stays valid. */
export const WAITLIST_OFFER_HOURS = 24;
/** The most tickets one registration takes. */
export const MAX_TICKETS_PER_REGISTRATION = 10;
