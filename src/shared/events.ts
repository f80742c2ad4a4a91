/**
 * Part 2 sections 3 and 9: five upcoming events and three recent ones. The one place they are
 * declared: the events page, each event's page (/events-symposiums/SLUG), its calendar file
 * (/calendar/SLUG.ics, from the server) and the sitemap read them from here, so moving them into
 * the database later changes this module's readers, not four copies. Zod-free.
 */
export type UpcomingEvent = {
  /** The event's address (/events-symposiums/SLUG) and its calendar UID: never reuse one. */
  slug: string;
  title: string;
  date: string;
  time: string;
  location: string;
  type: 'Annual Symposium' | 'Evening Lecture' | 'Workshop' | 'Competition' | 'Weekend Retreat';
  capacity: number;
  registered: number;
  price: string;
  membersPrice: string;
  description: string;
  speakers: string[];
  featured: boolean;
  /** ISO start and end, for the calendar file. */
  starts: string;
  ends: string;
};

type PastEvent = { title: string; date: string; attendees: number; rating: number; type: string };

export const UPCOMING_EVENTS: UpcomingEvent[] = [
  {
    slug: 'annual-symposium-on-organic-thought',
    title: 'The Annual Symposium on Organic Thought',
    date: '14 March 2025',
    time: '10:00-17:00 GMT',
    location: 'The Great Hall, Club House, London',
    type: 'Annual Symposium',
    capacity: 200,
    registered: 147,
    price: '£75',
    membersPrice: '£45',
    description:
      'A full day of papers, debates and luncheon on the state of unassisted human cognition, closing with the reading of the Charter.',
    speakers: ['Dr Henrietta Quill', 'Professor Agatha Quill', 'Dr Rajesh Iyer', 'Mr Kwame Mensah'],
    featured: true,
    starts: '2025-03-14T10:00:00Z',
    ends: '2025-03-14T17:00:00Z',
  },
  {
    slug: 'on-the-virtue-of-not-knowing',
    title: 'On the Virtue of Not Knowing: An Evening Lecture',
    date: '9 April 2025',
    time: '19:00-20:30 BST',
    location: 'The Library, Club House, London',
    type: 'Evening Lecture',
    capacity: 150,
    registered: 89,
    price: '£25',
    membersPrice: '£15',
    description: 'Why “I don’t know” may be the most intelligent sentence in the language, and why no chatbot will say it.',
    speakers: ['Dr Henrietta Quill'],
    featured: false,
    starts: '2025-04-09T18:00:00Z',
    ends: '2025-04-09T19:30:00Z',
  },
  {
    slug: 'memory-palace-workshop',
    title: 'Memory Palace Construction Workshop',
    date: '17 May 2025',
    time: '14:00-17:00 BST',
    location: 'The Reading Room, Club House, London',
    type: 'Workshop',
    capacity: 75,
    registered: 23,
    price: '£50',
    membersPrice: '£30',
    description: 'Build your first memory palace, room by room, and leave able to recite a shopping list of forty items without a device.',
    speakers: ['Dr Rajesh Iyer', 'Ms Ingrid Solberg'],
    featured: false,
    starts: '2025-05-17T13:00:00Z',
    ends: '2025-05-17T16:00:00Z',
  },
  {
    slug: 'great-mental-arithmetic-challenge',
    title: 'The Great Mental Arithmetic Challenge',
    date: '21 June 2025',
    time: '11:00-16:00 BST',
    location: 'The Assembly Rooms, Bath',
    type: 'Competition',
    capacity: 100,
    registered: 67,
    price: '£40',
    membersPrice: '£25',
    description:
      'Long division, compound interest and the splitting of restaurant bills, against the clock and without a calculator in sight.',
    speakers: ['Mr Alfred Dabney', 'Mr Kwame Mensah', 'Professor Agatha Quill'],
    featured: true,
    starts: '2025-06-21T10:00:00Z',
    ends: '2025-06-21T15:00:00Z',
  },
  {
    slug: 'unplugged-weekend-retreat',
    title: 'The Unplugged Weekend Retreat',
    date: '18-20 July 2025',
    time: 'Friday 16:00 to Sunday 14:00 BST',
    location: 'Thornbury Manor, the Cotswolds',
    type: 'Weekend Retreat',
    capacity: 50,
    registered: 34,
    price: '£275',
    membersPrice: '£195',
    description:
      'Three days of walks, reading, conversation and letter writing. Telephones are handed in at the gate and returned, reluctantly, on Sunday.',
    speakers: ['Ms Ingrid Solberg', 'Dr Henrietta Quill'],
    featured: false,
    starts: '2025-07-18T15:00:00Z',
    ends: '2025-07-20T13:00:00Z',
  },
];

export const PAST_EVENTS: PastEvent[] = [
  { title: 'The Winter Debate: Can a Machine Be Bored?', date: '12 November 2024', attendees: 156, rating: 4.9, type: 'Debate' },
  { title: 'The Christmas Lecture on Handwriting', date: '10 December 2024', attendees: 203, rating: 4.8, type: 'Evening Lecture' },
  { title: 'New Year Memory Marathon', date: '18 January 2025', attendees: 89, rating: 4.7, type: 'Competition' },
];

/** Part 2 section 9: registration colour by fill ratio, 90% or more red, 75% or more orange, else green. */
export function registrationLevel(registered: number, capacity: number): 'red' | 'orange' | 'green' {
  const ratio = capacity > 0 ? registered / capacity : 1;
  if (ratio >= 0.9) return 'red';
  if (ratio >= 0.75) return 'orange';
  return 'green';
}

export const spotsLeft = (e: Pick<UpcomingEvent, 'capacity' | 'registered'>) => Math.max(0, e.capacity - e.registered);

/** "1 speaker" / "3 speakers", with the first speaker named. */
export function speakerLine(speakers: string[]): string {
  if (speakers.length === 0) return 'Speakers to be announced';
  const count = `${speakers.length} ${speakers.length === 1 ? 'speaker' : 'speakers'}`;
  return speakers.length === 1 ? `${count}: ${speakers[0]}` : `${count}, including ${speakers[0]}`;
}

/** The event of this address, if any. */
export const eventBySlug = (slug: string): UpcomingEvent | undefined => UPCOMING_EVENTS.find((e) => e.slug === slug);

/** Where an event's own page and its calendar file are. */
export const eventPath = (e: Pick<UpcomingEvent, 'slug'>) => `/events-symposiums/${e.slug}`;
export const calendarPath = (e: Pick<UpcomingEvent, 'slug'>) => `/calendar/${e.slug}.ics`;

/** RFC 5545 3.3.5: a UTC date-time, 20250314T100000Z. */
const icsDate = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** RFC 5545 3.3.11: TEXT with backslash, semicolon, comma and line breaks escaped. */
export const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded, CRLF and a space before each
 * further part, never inside a UTF-8 character (the descriptions hold curly quotes).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A one-event iCalendar file (RFC 5545), so "Add to Calendar" works with any calendar program:
 * CRLF line ends, folded lines, escaped text. `stamp` is when the file is made (DTSTAMP);
 * `origin` the site's, for the event's URL.
 */
export function calendarFile(e: UpcomingEvent, { stamp, origin }: { stamp: Date; origin: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Brain Appreciation Club//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.slug}@brainappreciation.club`,
    `DTSTAMP:${icsDate(stamp.toISOString())}`,
    `DTSTART:${icsDate(e.starts)}`,
    `DTEND:${icsDate(e.ends)}`,
    `SUMMARY:${icsText(e.title)}`,
    `LOCATION:${icsText(e.location)}`,
    `DESCRIPTION:${icsText(`${e.description}\n\nSpeakers: ${e.speakers.join(', ')}. ${e.price}, ${e.membersPrice} for members.`)}`,
    `URL:${origin}${eventPath(e)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
