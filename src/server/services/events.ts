import type { z } from 'zod';
import { eventDateLabel, eventTimeLabel } from '~/shared/events';
import { truncateText } from '~/shared/format';
import type { EventDetail, EventItem, eventCreateInput, eventUpdateInput, TicketType, ticketTypeInput } from '~/shared/schemas/events';
import { asSent, clearableColumns, fromFlag, fromJsonList, givenOrNull, toFlag, toJsonList } from '../db/columns';
import { type DB, inTransaction } from '../db/database';
import { countOf, type Page, pageOf, searchWhere } from '../db/pagination';
import type { Row } from '../db/schema';
import { conflict, notFound } from '../errors';
import { sanitizeRichText } from './rich-text';
import { indexSearchItem, searchDocuments } from './search/documents';
import { joined, plainText } from './search/text';

/**
 * Events & Symposiums (docs/decisions/057): the events and their ticket types, read by the public
 * pages and written by the Events tab. The seat counts live on the event row (`registeredCount`,
 * `heldCount`, `attendedCount`) and change only in a registration's own transaction
 * (services/event-registrations.ts), so the public answers read public rows and the read cache
 * learns of every change to a count.
 */

const EVENT_MISSING = 'Event not found';

/**
 * What the site search finds of each event (docs/decisions/030): its title, type and place, its
 * description's text and its speakers. Every event has a public page (an event has no draft state:
 * it is public from its creation), so every event is found; its writes below keep it in step.
 */
export const eventsSearch = searchDocuments({
  kind: 'event',
  table: 'events',
  path: '/events-symposiums',
  text: (row) => ({
    summary: joined(row.type, row.location),
    body: [plainText(row.description), ...fromJsonList(row.speakers)].filter(Boolean).join(' '),
  }),
});

const ticketOf = (row: Row<'event_ticket_types'>): TicketType => ({
  id: row.id,
  name: row.name,
  price: row.price,
  membersPrice: row.membersPrice,
  earlyBirdPrice: row.earlyBirdPrice,
  earlyBirdUntil: row.earlyBirdUntil,
  salesStartAt: row.salesStartAt,
  salesEndAt: row.salesEndAt,
  membersOnly: fromFlag(row.membersOnly),
});

export function eventItem(row: Row<'events'>, tickets: Row<'event_ticket_types'>[], now: Date): EventItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    description: row.description,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    dateLabel: eventDateLabel(row.startsAt, row.endsAt),
    timeLabel: eventTimeLabel(row.startsAt, row.endsAt),
    location: row.location,
    onlineUrl: row.onlineUrl,
    speakers: fromJsonList(row.speakers),
    featured: fromFlag(row.featured),
    capacity: row.capacity,
    registered: row.registeredCount,
    spotsLeft: Math.max(0, row.capacity - row.registeredCount - row.heldCount),
    attendees: row.attendedCount,
    recordingUrl: row.recordingUrl,
    rating: row.rating === null ? null : Number(row.rating),
    past: new Date(row.endsAt) <= now,
    ticketTypes: tickets
      .filter((t) => t.eventId === row.id)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(ticketOf),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function withTickets(db: DB, rows: Row<'events'>[], now: Date): Promise<EventItem[]> {
  if (rows.length === 0) return [];
  const tickets = await db
    .selectFrom('event_ticket_types')
    .selectAll()
    .where(
      'eventId',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((row) => eventItem(row, tickets, now));
}

/** Every event, soonest first (`GET /api/events`). */
export async function listEvents(db: DB, now = new Date()): Promise<EventItem[]> {
  const rows = await db.selectFrom('events').selectAll().orderBy('startsAt').orderBy('id').execute();
  return withTickets(db, rows, now);
}

/** How many recent events the page shows. */
const RECENT_SHOWN = 3;

/** The events page: the upcoming ones soonest first, and the most recent three in the order they were held (as the spec lists them). */
export async function eventsPage(db: DB, now = new Date()): Promise<{ upcoming: EventItem[]; recent: EventItem[] }> {
  const all = await listEvents(db, now);
  return { upcoming: all.filter((e) => !e.past), recent: all.filter((e) => e.past).slice(-RECENT_SHOWN) };
}

export async function eventById(db: DB, id: number, now = new Date()): Promise<EventItem> {
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(EVENT_MISSING);
  const [item] = await withTickets(db, [row], now);
  return item;
}

/** `/events-symposiums/{slug}`: by its address, or by its number (the REST rows' id) when the address is one. */
export async function eventBySlug(db: DB, slug: string, now = new Date()): Promise<EventItem> {
  const row = await db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) {
    if (/^[1-9]\d{0,9}$/.test(slug)) return eventById(db, Number(slug), now);
    throw notFound(EVENT_MISSING);
  }
  const [item] = await withTickets(db, [row], now);
  return item;
}

/**
 * An event's own page: the event and its schema.org Event, made here rather than by the page's
 * head in the browser, whose code every page's first JavaScript would carry (the home page's budget).
 */
export async function eventDetail(db: DB, slug: string, now = new Date()): Promise<EventDetail> {
  const item = await eventBySlug(db, slug, now);
  return { ...item, jsonLd: eventJsonLd(item) };
}

/** schema.org Event (Google's event rich result): dates with their offset, the place, the offers in GBP. */
function eventJsonLd(e: EventItem): Record<string, unknown> {
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

// --- The Events tab ---

const SEARCH_COLUMNS = ['title', 'type', 'location', 'slug'] as const;

/** One page of the admin list, soonest last (newest events first), searched on title, type, place and address. */
export async function listEventsPage(db: DB, query: { page?: number; q?: string }, now = new Date()): Promise<Page<EventItem>> {
  const where = searchWhere(SEARCH_COLUMNS, query.q);
  return pageOf(
    query.page,
    () => countOf(db.selectFrom('events').where(where)),
    async (limit, offset) =>
      withTickets(
        db,
        await db
          .selectFrom('events')
          .selectAll()
          .where(where)
          .orderBy('startsAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        now,
      ),
  );
}

type TicketInput = z.output<typeof ticketTypeInput>;

const ticketColumns = (t: TicketInput, position: number) => ({
  name: t.name,
  price: t.price,
  membersPrice: t.membersPrice,
  earlyBirdPrice: t.earlyBirdPrice,
  earlyBirdUntil: t.earlyBirdUntil,
  salesStartAt: t.salesStartAt,
  salesEndAt: t.salesEndAt,
  membersOnly: toFlag(t.membersOnly),
  position,
});

/**
 * An edit's ticket types: those named by id are changed, new ones added, and those left out
 * removed, unless someone holds a ticket of that type (409: the committee closes its sales instead).
 */
async function saveTicketTypes(trx: DB, eventId: number, tickets: TicketInput[]): Promise<void> {
  const existing = await trx.selectFrom('event_ticket_types').select('id').where('eventId', '=', eventId).execute();
  const kept = new Set(tickets.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  for (const t of tickets) {
    if (t.id !== undefined && !existing.some((e) => e.id === t.id)) throw notFound(`Ticket type ${t.id} is not one of this event’s`);
  }
  const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  if (removed.length > 0) {
    const sold = await trx.selectFrom('event_registrations').select('id').where('ticketTypeId', 'in', removed).limit(1).executeTakeFirst();
    if (sold) throw conflict('A ticket type someone has registered for cannot be removed: end its sales instead');
    await trx.deleteFrom('event_waitlist').where('ticketTypeId', 'in', removed).execute();
    await trx.deleteFrom('event_ticket_types').where('id', 'in', removed).execute();
  }
  for (const [position, t] of tickets.entries()) {
    if (t.id === undefined)
      await trx
        .insertInto('event_ticket_types')
        .values({ ...ticketColumns(t, position), eventId })
        .execute();
    else await trx.updateTable('event_ticket_types').set(ticketColumns(t, position)).where('id', '=', t.id).execute();
  }
}

const slugTaken = async (trx: DB, slug: string, except?: number) =>
  Boolean(
    await trx
      .selectFrom('events')
      .select('id')
      .where('slug', '=', slug)
      .$if(except !== undefined, (q) => q.where('id', '<>', except ?? 0))
      .executeTakeFirst(),
  );

export async function createEvent(db: DB, input: z.output<typeof eventCreateInput>, now = new Date()): Promise<EventItem> {
  const id = await inTransaction(db, async (trx) => {
    if (await slugTaken(trx, input.slug)) throw conflict(`Another event already has the address ${input.slug}`);
    const stamp = new Date().toISOString();
    const row = await trx
      .insertInto('events')
      .values({
        ...asSent(input, ['slug', 'title', 'type', 'startsAt', 'endsAt', 'location', 'capacity']),
        ...givenOrNull(input, ['imageUrl', 'onlineUrl', 'recordingUrl', 'rating']),
        description: sanitizeRichText(input.description),
        speakers: toJsonList(input.speakers),
        featured: toFlag(input.featured),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A new event's ticket types are all new, whatever ids the request carries.
    await saveTicketTypes(
      trx,
      row.id,
      input.ticketTypes.map((t) => ({ ...t, id: undefined })),
    );
    await indexSearchItem(trx, eventsSearch, row.id);
    return row.id;
  });
  return eventById(db, id, now);
}

export async function updateEvent(
  db: DB,
  { id, ticketTypes, ...input }: z.output<typeof eventUpdateInput>,
  now = new Date(),
): Promise<EventItem> {
  await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(EVENT_MISSING);
    if (input.slug !== undefined && (await slugTaken(trx, input.slug, id)))
      throw conflict(`Another event already has the address ${input.slug}`);
    const startsAt = input.startsAt ?? before.startsAt;
    const endsAt = input.endsAt ?? before.endsAt;
    if (endsAt <= startsAt) throw conflict('The end must be after the start');
    if (input.capacity !== undefined && input.capacity < before.registeredCount + before.heldCount) {
      throw conflict(`${before.registeredCount + before.heldCount} seats are taken: the capacity cannot be less`);
    }
    await trx
      .updateTable('events')
      .set({
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.title !== undefined && { title: input.title }),
        ...(input.type !== undefined && { type: input.type }),
        ...(input.description !== undefined && { description: sanitizeRichText(input.description) }),
        ...clearableColumns(input, ['imageUrl', 'onlineUrl', 'recordingUrl', 'rating']),
        startsAt,
        endsAt,
        ...(input.location !== undefined && { location: input.location }),
        ...(input.speakers !== undefined && { speakers: toJsonList(input.speakers) }),
        ...(input.featured !== undefined && { featured: toFlag(input.featured) }),
        ...(input.capacity !== undefined && { capacity: input.capacity }),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (ticketTypes !== undefined) await saveTicketTypes(trx, id, ticketTypes);
    await indexSearchItem(trx, eventsSearch, id);
  });
  return eventById(db, id, now);
}

/** Deletes an event nobody holds a ticket to (409 otherwise: its registrations are people's tickets). */
export async function deleteEvent(db: DB, id: number): Promise<{ id: number; deleted: true }> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('events').select(['id', 'registeredCount', 'heldCount']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(EVENT_MISSING);
    const tickets = await trx
      .selectFrom('event_registrations')
      .select('id')
      .where('eventId', '=', id)
      .where('status', 'in', ['held', 'confirmed'])
      .limit(1)
      .executeTakeFirst();
    if (tickets) throw conflict('People hold tickets to this event: cancel them before deleting it');
    await trx.deleteFrom('events').where('id', '=', id).execute();
    await indexSearchItem(trx, eventsSearch, id);
    return { id, deleted: true as const };
  });
}
