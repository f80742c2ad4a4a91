import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Events and symposiums in the database
// (docs/decisions/057-events.md):
// - events: what the public pages show, with the seat counts kept on the row itself (confirmed,
//   held, attended): a registration changes them in its own transaction, so the public read of the
//   counts is a read of this public table and the read cache learns of every change to it.
// - event_ticket_types: each event's tickets (prices in pence), public.
// - event_registrations: a person's tickets (private): a hold while a payment is open, then
//   confirmed, cancelled or expired; a reference on the ticket and its QR code.
// - event_waitlist: people waiting for a seat (private), offered freed seats in order.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('events')
    .addColumn('id', w.idType, w.id)
    .addColumn('slug', w.text, (c) => c.notNull().unique().check(sql`length(slug) <= 100`))
    .addColumn('title', w.text, (c) => c.notNull().check(sql`length(title) <= 200`))
    .addColumn('type', w.text, (c) => c.notNull().check(sql`length(type) <= 100`))
    .addColumn('description', w.text, (c) => c.notNull())
    .addColumn('imageUrl', w.text)
    .addColumn('startsAt', w.text, (c) => c.notNull())
    .addColumn('endsAt', w.text, (c) => c.notNull())
    .addColumn('location', w.text, (c) => c.notNull().check(sql`length(location) <= 300`))
    .addColumn('onlineUrl', w.text)
    // JSON text: the speakers' names in order.
    .addColumn('speakers', w.text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    // Seats confirmed and seats held by open payments: never more than the capacity together.
    .addColumn('registeredCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('heldCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attendedCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recordingUrl', w.text)
    .addColumn('rating', 'double precision')
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('updatedAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addCheckConstraint('events_seats', sql`"registeredCount" >= 0 and "heldCount" >= 0 and "registeredCount" + "heldCount" <= capacity`)
    .execute();
  await db.schema.createIndex('events_starts').on('events').columns(['startsAt', 'id']).execute();

  await db.schema
    .createTable('event_ticket_types')
    .addColumn('id', w.idType, w.id)
    .addColumn('eventId', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', w.text, (c) => c.notNull().check(sql`length(name) <= 100`))
    // Pence; 0 is a free ticket.
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('membersPrice', 'integer', (c) => c.check(sql`"membersPrice" >= 0`))
    .addColumn('earlyBirdPrice', 'integer', (c) => c.check(sql`"earlyBirdPrice" >= 0`))
    .addColumn('earlyBirdUntil', w.text)
    .addColumn('salesStartAt', w.text)
    .addColumn('salesEndAt', w.text)
    .addColumn('membersOnly', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('event_ticket_types_event').on('event_ticket_types').columns(['eventId', 'position']).execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', w.idType, w.id)
    .addColumn('eventId', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('ticketTypeId', 'integer', (c) => c.notNull().references('event_ticket_types.id').onDelete('cascade'))
    // On the ticket and in its QR code: what the door types or scans.
    .addColumn('reference', w.text, (c) => c.notNull().unique())
    .addColumn('name', w.text, (c) => c.notNull().check(sql`length(name) <= 200`))
    // Lower case, as members' addresses are.
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unitPrice', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('memberPrice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', w.text, (c) =>
      c
        .notNull()
        .defaultTo('held')
        .check(sql`status in ('held', 'confirmed', 'cancelled', 'expired')`),
    )
    .addColumn('holdExpiresAt', w.text)
    .addColumn('paymentIntentId', w.text, (c) => c.unique())
    // SHA-256 (hex) of the cancel link's token: the token itself is only in the letter.
    .addColumn('manageTokenHash', w.text, (c) => c.notNull().unique())
    .addColumn('refundedAt', w.text)
    .addColumn('checkedInAt', w.text)
    .addColumn('reminderSentAt', w.text)
    .addColumn('cancelledAt', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('updatedAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('event_registrations_event').on('event_registrations').columns(['eventId', 'status']).execute();
  await db.schema.createIndex('event_registrations_email').on('event_registrations').column('email').execute();
  await db.schema.createIndex('event_registrations_hold').on('event_registrations').columns(['status', 'holdExpiresAt']).execute();

  await db.schema
    .createTable('event_waitlist')
    .addColumn('id', w.idType, w.id)
    .addColumn('eventId', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('ticketTypeId', 'integer', (c) => c.notNull().references('event_ticket_types.id').onDelete('cascade'))
    .addColumn('name', w.text, (c) => c.notNull().check(sql`length(name) <= 200`))
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('status', w.text, (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'offered', 'claimed', 'expired', 'left')`),
    )
    // SHA-256 (hex) of the claim link's token, set when a seat is offered.
    .addColumn('claimTokenHash', w.text, (c) => c.unique())
    .addColumn('offeredAt', w.text)
    .addColumn('offerExpiresAt', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('event_waitlist_event').on('event_waitlist').columns(['eventId', 'status', 'id']).execute();
  await db.schema.createIndex('event_waitlist_email').on('event_waitlist').column('email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_waitlist').execute();
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('event_ticket_types').execute();
  await db.schema.dropTable('events').execute();
}
