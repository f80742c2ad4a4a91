import type { Kysely } from 'kysely';
import { toFlag } from '../../src/server/db/columns';
import type { Database } from '../../src/server/db/schema';
import { londonTimeToIso } from '../../src/shared/events';

/**
 * Part 2 sections 3 and 9: the five upcoming events and three recent ones, with the spec's
 * capacities, registrations, prices (pence), speakers, attendees and ratings. The spec dates them
 * 2024-2025; the seed keeps each day, month and London time and moves the years (all of one group
 * by the same number) so that the upcoming five are ahead of the day the club is seeded and the
 * recent three behind it. The registrations the spec counts were taken before the club's
 * software (by letter): they are the events' starting counts, not rows with invented names.
 */
type SeedEvent = {
  slug: string;
  title: string;
  type: string;
  description: string;
  /** The spec's London day and times. */
  day: string;
  from: string;
  /** The last day, when it is not the first. */
  untilDay?: string;
  to: string;
  location: string;
  speakers: string[];
  featured: boolean;
  capacity: number;
  registered: number;
  price: number;
  membersPrice: number;
  attendees?: number;
  rating?: number;
};

const UPCOMING: SeedEvent[] = [
  {
    slug: 'annual-symposium-on-organic-thought',
    title: 'The Annual Symposium on Organic Thought',
    type: 'Annual Symposium',
    description:
      '<p>A full day of papers, debates and luncheon on the state of unassisted human cognition, closing with the reading of the Charter.</p>',
    day: '2025-03-14',
    from: '10:00',
    to: '17:00',
    location: 'The Great Hall, Club House, London',
    speakers: ['Dr Henrietta Quill', 'Professor Agatha Quill', 'Dr Rajesh Iyer', 'Mr Kwame Mensah'],
    featured: true,
    capacity: 200,
    registered: 147,
    price: 7500,
    membersPrice: 4500,
  },
  {
    slug: 'on-the-virtue-of-not-knowing',
    title: 'On the Virtue of Not Knowing: An Evening Lecture',
    type: 'Evening Lecture',
    description: '<p>Why “I don’t know” may be the most intelligent sentence in the language, and why no chatbot will say it.</p>',
    day: '2025-04-09',
    from: '19:00',
    to: '20:30',
    location: 'The Library, Club House, London',
    speakers: ['Dr Henrietta Quill'],
    featured: false,
    capacity: 150,
    registered: 89,
    price: 2500,
    membersPrice: 1500,
  },
  {
    slug: 'memory-palace-workshop',
    title: 'Memory Palace Construction Workshop',
    type: 'Workshop',
    description:
      '<p>Build your first memory palace, room by room, and leave able to recite a shopping list of forty items without a device.</p>',
    day: '2025-05-17',
    from: '14:00',
    to: '17:00',
    location: 'The Reading Room, Club House, London',
    speakers: ['Dr Rajesh Iyer', 'Ms Ingrid Solberg'],
    featured: false,
    capacity: 75,
    registered: 23,
    price: 5000,
    membersPrice: 3000,
  },
  {
    slug: 'great-mental-arithmetic-challenge',
    title: 'The Great Mental Arithmetic Challenge',
    type: 'Competition',
    description:
      '<p>Long division, compound interest and the splitting of restaurant bills, against the clock and without a calculator in sight.</p>',
    day: '2025-06-21',
    from: '11:00',
    to: '16:00',
    location: 'The Assembly Rooms, Bath',
    speakers: ['Mr Alfred Dabney', 'Mr Kwame Mensah', 'Professor Agatha Quill'],
    featured: true,
    capacity: 100,
    registered: 67,
    price: 4000,
    membersPrice: 2500,
  },
  {
    slug: 'unplugged-weekend-retreat',
    title: 'The Unplugged Weekend Retreat',
    type: 'Weekend Retreat',
    description:
      '<p>Three days of walks, reading, conversation and letter writing. Telephones are handed in at the gate and returned, reluctantly, on Sunday.</p>',
    day: '2025-07-18',
    from: '16:00',
    untilDay: '2025-07-20',
    to: '14:00',
    location: 'Thornbury Manor, the Cotswolds',
    speakers: ['Ms Ingrid Solberg', 'Dr Henrietta Quill'],
    featured: false,
    capacity: 50,
    registered: 34,
    price: 27500,
    membersPrice: 19500,
  },
];

const RECENT: SeedEvent[] = [
  {
    slug: 'winter-debate-can-a-machine-be-bored',
    title: 'The Winter Debate: Can a Machine Be Bored?',
    type: 'Debate',
    description: '<p>The motion was carried, though the machine in the room declined to comment.</p>',
    day: '2024-11-12',
    from: '19:00',
    to: '21:00',
    location: 'The Great Hall, Club House, London',
    speakers: ['Professor Agatha Quill', 'Mr Kwame Mensah'],
    featured: false,
    capacity: 200,
    registered: 156,
    price: 2000,
    membersPrice: 1200,
    attendees: 156,
    rating: 4.9,
  },
  {
    slug: 'christmas-lecture-on-handwriting',
    title: 'The Christmas Lecture on Handwriting',
    type: 'Evening Lecture',
    description: '<p>On the loop, the ascender and the lost art of the thank-you letter, with fountain pens lent at the door.</p>',
    day: '2024-12-10',
    from: '18:30',
    to: '20:00',
    location: 'The Library, Club House, London',
    speakers: ['Dr Henrietta Quill'],
    featured: false,
    capacity: 220,
    registered: 203,
    price: 2500,
    membersPrice: 1500,
    attendees: 203,
    rating: 4.8,
  },
  {
    slug: 'new-year-memory-marathon',
    title: 'New Year Memory Marathon',
    type: 'Competition',
    description: '<p>Decks of cards, the digits of pi and the names of every guest, recalled in order.</p>',
    day: '2025-01-18',
    from: '10:00',
    to: '16:00',
    location: 'The Reading Room, Club House, London',
    speakers: ['Dr Rajesh Iyer'],
    featured: false,
    capacity: 100,
    registered: 89,
    price: 3000,
    membersPrice: 2000,
    attendees: 89,
    rating: 4.7,
  },
];

const shiftYear = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

const instants = (e: SeedEvent, years: number) => ({
  startsAt: londonTimeToIso(shiftYear(e.day, years), e.from),
  endsAt: londonTimeToIso(shiftYear(e.untilDay ?? e.day, years), e.to),
});

/** The years to add so that every event of the group falls after (`ahead`) or before `now`. */
function yearsFor(group: SeedEvent[], now: Date, ahead: boolean): number {
  for (let years = ahead ? 0 : 10; ahead ? years < 100 : years > -100; years += ahead ? 1 : -1) {
    const times = group.map((e) => instants(e, years));
    if (ahead ? times.every((t) => new Date(t.startsAt) > now) : times.every((t) => new Date(t.endsAt) < now)) return years;
  }
  return 0;
}

/** The seed's events as rows, dated around `now`. */
export function seedEvents(now: Date) {
  const upcoming = yearsFor(UPCOMING, now, true);
  const recent = yearsFor(RECENT, now, false);
  return [...UPCOMING.map((e) => ({ e, years: upcoming })), ...RECENT.map((e) => ({ e, years: recent }))].map(({ e, years }) => ({
    event: {
      slug: e.slug,
      title: e.title,
      type: e.type,
      description: e.description,
      ...instants(e, years),
      location: e.location,
      speakers: JSON.stringify(e.speakers),
      featured: toFlag(e.featured),
      capacity: e.capacity,
      registeredCount: e.registered,
      attendedCount: e.attendees ?? 0,
      rating: e.rating ?? null,
    },
    ticket: { name: 'Standard', price: e.price, membersPrice: e.membersPrice },
  }));
}

/** Inserts the seed's events and their one ticket type each. */
export async function insertSeedEvents(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const { event, ticket } of seedEvents(now)) {
    const row = await db.insertInto('events').values(event).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('event_ticket_types')
      .values({ ...ticket, eventId: row.id })
      .execute();
  }
}
