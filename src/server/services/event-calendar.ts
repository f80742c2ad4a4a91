import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { EVENT_TIME_ZONE, eventPath, formatPence, isoToLondonLocal } from '~/shared/events';
import type { EventItem } from '~/shared/schemas/events';
import { visibleText } from '~/shared/format';

/**
 * "Add to Calendar" (docs/decisions/044, 057): RFC 5545 files written by ical-generator, with the
 * events' times in Europe/London and that zone's VTIMEZONE, so a calendar shows 19:00 in London
 * whatever zone its owner is in and the clocks' change is the calendar's to apply.
 */

/**
 * Europe/London since 1996: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
 * last Sunday of October. Written out rather than taken from a time-zone database package: the
 * rule has not changed in thirty years, and it is the one zone the club holds events in.
 */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${EVENT_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * London's wall clock as ical-generator reads a zoned time: a string without an offset, which it
 * parses and prints back in the process's own zone, so it comes out as written.
 */
const londonWallClock = (iso: string) => `${isoToLondonLocal(iso)}:00`;

const priceLine = (e: EventItem) =>
  e.ticketTypes
    .map(
      (t) =>
        `${t.name}: ${formatPence(t.price)}${t.membersPrice !== null && t.membersPrice !== t.price ? `, ${formatPence(t.membersPrice)} for members` : ''}`,
    )
    .join('; ');

function calendar(name: string): ICalCalendar {
  return new ICalCalendar({
    prodId: { company: 'The Brain Appreciation Club', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name,
    timezone: { name: EVENT_TIME_ZONE, generator: (tz) => (tz === EVENT_TIME_ZONE ? LONDON_VTIMEZONE : null) },
  });
}

function addEvent(cal: ICalCalendar, e: EventItem, { stamp, origin }: { stamp: Date; origin: string }) {
  const speakers = e.speakers.length > 0 ? `Speakers: ${e.speakers.join(', ')}.` : '';
  cal.createEvent({
    id: `${e.slug}@brainappreciation.club`,
    stamp,
    start: londonWallClock(e.startsAt),
    end: londonWallClock(e.endsAt),
    timezone: EVENT_TIME_ZONE,
    summary: e.title,
    location: e.location,
    description: [visibleText(e.description), speakers, priceLine(e)].filter(Boolean).join('\n\n'),
    url: `${origin}${eventPath(e)}`,
  });
}

/** One event's file (`/calendar/SLUG.ics`, and the ticket letter's attachment). */
export function eventCalendarFile(e: EventItem, options: { stamp: Date; origin: string }): string {
  const cal = calendar(e.title);
  addEvent(cal, e, options);
  return contentLines(cal.toString(), options.stamp);
}

/** The feed of every upcoming event (`/events.ics`). */
export function eventsCalendarFeed(events: EventItem[], options: { stamp: Date; origin: string }): string {
  const cal = calendar('The Brain Appreciation Club: Events & Symposiums');
  for (const e of events) addEvent(cal, e, options);
  return contentLines(cal.toString(), options.stamp);
}

/**
 * What ical-generator leaves off: every content line ends in CRLF, the last one too (RFC 5545 3.1), and
 * DTSTAMP is in UTC (3.8.7.2), which it writes in the calendar's time zone without one.
 */
function contentLines(text: string, stamp: Date): string {
  const utc = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = text.replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utc}`);
  return lines.endsWith('\r\n') ? lines : `${lines}\r\n`;
}
