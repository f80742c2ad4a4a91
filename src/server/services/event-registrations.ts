import { createHash, randomBytes } from 'node:crypto';
import { sql, type UpdateResult } from 'kysely';
import type { z } from 'zod';
import { eventDateLabel, eventTimeLabel, formatPence, HOLD_MINUTES, REFUND_CUTOFF_HOURS, WAITLIST_OFFER_HOURS } from '~/shared/events';
import type { checkInInput, Registration, registerInput } from '~/shared/schemas/events';
import { isBot, normaliseEmail } from '~/shared/schemas/fields';
import { fromFlag, toFlag } from '../db/columns';
import { type DB, inTransaction } from '../db/database';
import { rawWrite } from '../db/raw-sql';
import type { Row } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { toCsv } from './csv';
import { type MailDeps, queueMail } from './mail';
import { lapsedRefundMails, reminderMails, ticketMails, waitlistOfferMails } from './mail/event-letters';
import type { PaymentProvider } from './payments/provider';

/**
 * Registration for an event (docs/decisions/057): free tickets confirm at once; paid ones hold their
 * seats while the payment is open and confirm when the provider says it succeeded (the webhook, or
 * the demo provider's confirm step). Never oversold: every seat taken is one conditional UPDATE of
 * the event row (`registeredCount + heldCount + n <= capacity`), which on PostgreSQL takes the row's
 * lock (a second writer waits, then re-reads the row it updates) and on SQLite is one writer's.
 */

type Deps = { db: DB; payments: PaymentProvider; mail: MailDeps };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
/** A ticket's reference: short enough to type at the door, unguessable enough not to be found. */
const newReference = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `BAC-${out.slice(0, 4)}-${out.slice(4)}`;
};
const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/** Whether an address is an active member's (decision 028): the members table, by address, and the clock. */
export async function isActiveMember(db: DB, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .where('status', '=', 'active')
    .where('periodEnd', '>', now.toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

/** The price of one ticket for this person now: the lowest of the price, the early-bird price while it lasts, and the members' price for a member. */
export function unitPrice(ticket: Row<'event_ticket_types'>, member: boolean, now: Date): { price: number; memberPrice: boolean } {
  let price = ticket.price;
  if (ticket.earlyBirdPrice !== null && ticket.earlyBirdUntil !== null && now.toISOString() < ticket.earlyBirdUntil) {
    price = Math.min(price, ticket.earlyBirdPrice);
  }
  if (member && ticket.membersPrice !== null && ticket.membersPrice < price) return { price: ticket.membersPrice, memberPrice: true };
  return { price, memberPrice: false };
}

/** Takes `n` seats of the event, confirmed or held, if that many are free: the only way seats are taken. */
async function takeSeats(trx: DB, eventId: number, n: number, as: 'registeredCount' | 'heldCount', now: Date): Promise<boolean> {
  // Declared as a write to this event's row (docs/decisions/048): its public counts change.
  const result = await rawWrite(
    [{ table: 'events', id: eventId }],
    sql`update events set ${sql.ref(as)} = ${sql.ref(as)} + ${n}, "updatedAt" = ${now.toISOString()}
    where id = ${eventId} and "registeredCount" + "heldCount" + ${n} <= capacity`,
  ).execute(trx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

const adjustCounts = (trx: DB, eventId: number, change: { registered?: number; held?: number; attended?: number }, now: Date) =>
  trx
    .updateTable('events')
    .set((eb) => ({
      registeredCount: eb('registeredCount', '+', change.registered ?? 0),
      heldCount: eb('heldCount', '+', change.held ?? 0),
      attendedCount: eb('attendedCount', '+', change.attended ?? 0),
      updatedAt: now.toISOString(),
    }))
    .where('id', '=', eventId)
    .execute();

/** Sets a ticket's once-only moment (checked in, refunded) unless it is set: true when this call set it. */
async function stampOnce(trx: DB, id: number, moment: 'checkedInAt' | 'refundedAt', at: string): Promise<boolean> {
  const changed = await trx
    .updateTable('event_registrations')
    .set(moment === 'checkedInAt' ? { checkedInAt: at, updatedAt: at } : { refundedAt: at, updatedAt: at })
    .where('id', '=', id)
    .where(moment, 'is', null)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/**
 * A conditional UPDATE (of a registration or an offer) moves the event's counts only when it changed
 * its row, another request having got there first otherwise: whether it did.
 */
async function countsFollow(trx: DB, changed: UpdateResult, eventId: number, change: Parameters<typeof adjustCounts>[2], now: Date) {
  if (Number(changed.numUpdatedRows) === 0) return false;
  await adjustCounts(trx, eventId, change, now);
  return true;
}

type TicketFacts = { event: Row<'events'>; ticket: Row<'event_ticket_types'>; registration: Row<'event_registrations'> };

async function queueTicketLetter(trx: DB, mail: MailDeps, facts: TicketFacts, manageToken: string | null): Promise<void> {
  // Its QR code and the event's calendar file are made by the mail worker as it sends it (docs/decisions/063).
  await queueMail(trx, mail, ticketMails(mail.settings, { ...facts, manageToken }));
}

/**
 * Register Now. A bot (the honeypot filled) gets an ordinary answer and nothing is written (D8).
 * 404 for an unknown event or ticket type; 409 when the event has begun, sales are closed, or it
 * is full and the waitlist was not asked for; 403 for a members-only ticket and a non-member.
 */
export async function register(deps: Deps, input: z.output<typeof registerInput>, now: Date): Promise<Registration> {
  const { db, payments, mail } = deps;
  if (isBot(input)) {
    return {
      status: 'confirmed',
      reference: null,
      amount: 0,
      memberPrice: false,
      clientSecret: null,
      holdExpiresAt: null,
      payWith: null,
      message: 'Registered.',
    };
  }
  const event = await db.selectFrom('events').selectAll().where('id', '=', input.eventId).executeTakeFirst();
  if (!event) throw notFound('Event not found');
  const ticket = await db
    .selectFrom('event_ticket_types')
    .selectAll()
    .where('id', '=', input.ticketTypeId)
    .where('eventId', '=', event.id)
    .executeTakeFirst();
  if (!ticket) throw notFound('Ticket type not found');
  const at = now.toISOString();
  if (event.startsAt <= at) throw conflict('Registration has closed: the event has begun');
  if (ticket.salesStartAt && at < ticket.salesStartAt) throw conflict(`Sales of ${ticket.name} tickets have not opened yet`);
  if (ticket.salesEndAt && at >= ticket.salesEndAt) throw conflict(`Sales of ${ticket.name} tickets have closed`);
  const email = normaliseEmail(input.email);
  // Membership changes nothing for a ticket with neither a members' price nor members only: no read for it.
  const member = (fromFlag(ticket.membersOnly) || ticket.membersPrice !== null) && (await isActiveMember(db, email, now));
  if (fromFlag(ticket.membersOnly) && !member)
    throw forbidden(`${ticket.name} tickets are for members: this address is not an active member’s`);
  const { price, memberPrice } = unitPrice(ticket, member, now);
  const amount = price * input.quantity;
  const paid = amount > 0;
  // Every hold, lapsed or not, is counted in heldCount until it is released: none counted, none to release.
  if (event.heldCount > 0) await releaseExpiredHolds(db, now, event.id);

  let manageToken = '';
  const outcome = await inTransaction(db, async (trx) => {
    if (!(await takeSeats(trx, event.id, input.quantity, paid ? 'heldCount' : 'registeredCount', now))) {
      if (!input.waitlist) return null;
      await trx
        .insertInto('event_waitlist')
        .values({ eventId: event.id, ticketTypeId: ticket.id, name: input.name, email, quantity: input.quantity, createdAt: at })
        .execute();
      return 'waitlisted' as const;
    }
    manageToken = newToken();
    const registration = await trx
      .insertInto('event_registrations')
      .values({
        eventId: event.id,
        ticketTypeId: ticket.id,
        reference: newReference(),
        name: input.name,
        email,
        quantity: input.quantity,
        unitPrice: price,
        amount,
        memberPrice: toFlag(memberPrice),
        status: paid ? 'held' : 'confirmed',
        holdExpiresAt: paid ? minutesAfter(now, HOLD_MINUTES) : null,
        manageTokenHash: sha256(manageToken),
        createdAt: at,
        updatedAt: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!paid) await queueTicketLetter(trx, mail, { event, ticket, registration }, manageToken);
    return registration;
  });
  if (outcome === null) throw conflict('This event is full. Ask to join the waitlist and you will be offered a seat if one is freed.');
  if (outcome === 'waitlisted') {
    return {
      status: 'waitlisted',
      reference: null,
      amount,
      memberPrice,
      clientSecret: null,
      holdExpiresAt: null,
      payWith: null,
      message: 'The event is full: you are on the waitlist, and we will write if a seat is freed.',
    };
  }
  if (!paid) {
    mail.notify();
    return {
      status: 'confirmed',
      reference: outcome.reference,
      amount: 0,
      memberPrice,
      clientSecret: null,
      holdExpiresAt: null,
      payWith: null,
      message: 'You are registered: your ticket is on its way by letter.',
    };
  }
  try {
    const intent = await payments.createIntent({
      amount,
      currency: 'gbp',
      description: `${event.title}: ${input.quantity} × ${ticket.name}`,
      metadata: { kind: 'event-ticket', reference: outcome.reference, email, firstName: input.name.split(/\s+/)[0] ?? '' },
      idempotencyKey: `event-registration-${outcome.id}`,
    });
    if (!intent.clientSecret) throw new Error(`Payment intent ${intent.id} came back without a client secret`);
    await db
      .updateTable('event_registrations')
      .set({ paymentIntentId: intent.id, updatedAt: new Date().toISOString() })
      .where('id', '=', outcome.id)
      .execute();
    return {
      status: 'payment',
      reference: outcome.reference,
      amount,
      memberPrice,
      clientSecret: intent.clientSecret,
      holdExpiresAt: outcome.holdExpiresAt,
      payWith: { mode: payments.mode, publishableKey: payments.publishableKey },
      message: `Your seats are held for ${HOLD_MINUTES} minutes while you pay.`,
    };
  } catch (error) {
    // No payment to wait for: the seats go back at once.
    await releaseHold(db, outcome.id, now);
    throw error;
  }
}

/** A hold that ends (lapsed, or its payment could not start): its seats go back, once. */
async function releaseHold(db: DB, registrationId: number, now: Date): Promise<boolean> {
  const released = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('event_registrations')
      .set({ status: 'expired', updatedAt: now.toISOString() })
      .where('id', '=', registrationId)
      .where('status', '=', 'held')
      .returning(['eventId', 'quantity'])
      .executeTakeFirst();
    if (!row) return null;
    await adjustCounts(trx, row.eventId, { held: -row.quantity }, now);
    return row.eventId;
  });
  return released !== null;
}

/** Holds past their time are released (before each registration, and by the scheduler): their seats go to the waitlist first. */
export async function releaseExpiredHolds(db: DB, now: Date, eventId?: number): Promise<number> {
  const expired = await db
    .selectFrom('event_registrations')
    .select(['id', 'eventId'])
    .where('status', '=', 'held')
    .where('holdExpiresAt', '<', now.toISOString())
    .$if(eventId !== undefined, (q) => q.where('eventId', '=', eventId ?? 0))
    .execute();
  let n = 0;
  for (const r of expired) if (await releaseHold(db, r.id, now)) n++;
  return n;
}

/** The event and the ticket type a registration names (both are kept while it exists). */
async function eventAndTicket(db: DB, registration: Pick<Row<'event_registrations'>, 'eventId' | 'ticketTypeId'>) {
  const event = await db.selectFrom('events').selectAll().where('id', '=', registration.eventId).executeTakeFirstOrThrow();
  const ticket = await db
    .selectFrom('event_ticket_types')
    .selectAll()
    .where('id', '=', registration.ticketTypeId)
    .executeTakeFirstOrThrow();
  return { event, ticket };
}

/**
 * A succeeded payment for a ticket (from recordIntentEvent, in its transaction): the held seats
 * become confirmed and the ticket letter is queued, once. A hold that lapsed before the payment
 * arrived takes its seats again if they are still free.
 */
export async function confirmTicketPayment(trx: DB, mail: MailDeps, paymentIntentId: string, now: Date): Promise<boolean> {
  const registration = await trx
    .selectFrom('event_registrations')
    .selectAll()
    .where('paymentIntentId', '=', paymentIntentId)
    .executeTakeFirst();
  if (!registration) return false;
  const at = now.toISOString();
  if (registration.status === 'held') {
    const changed = await trx
      .updateTable('event_registrations')
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: at })
      .where('id', '=', registration.id)
      .where('status', '=', 'held')
      .executeTakeFirst();
    if (!(await countsFollow(trx, changed, registration.eventId, { held: -registration.quantity, registered: registration.quantity }, now)))
      return false;
  } else if (registration.status === 'expired') {
    if (!(await takeSeats(trx, registration.eventId, registration.quantity, 'registeredCount', now))) {
      // Paid after its hold lapsed, and the seats went to others meanwhile: the payment is owed back.
      // Marked here, in the payment's transaction; refundLapsedTickets (the events job) refunds it, once.
      await trx
        .updateTable('event_registrations')
        .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
        .where('id', '=', registration.id)
        .where('status', '=', 'expired')
        .execute();
      return false;
    }
    await trx
      .updateTable('event_registrations')
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: at })
      .where('id', '=', registration.id)
      .execute();
  } else {
    return false;
  }
  const { event, ticket } = await eventAndTicket(trx, registration);
  // A new cancel link: the first was never sent (the letter goes only now).
  const manageToken = newToken();
  await trx
    .updateTable('event_registrations')
    .set({ manageTokenHash: sha256(manageToken) })
    .where('id', '=', registration.id)
    .execute();
  await queueTicketLetter(trx, mail, { event, ticket, registration: { ...registration, status: 'confirmed' } }, manageToken);
  return true;
}

/**
 * Tickets paid for after their hold lapsed, when the event had filled meanwhile (confirmTicketPayment
 * cancels them unrefunded): each is refunded in full through its provider, then its letter is queued,
 * once. The refund's key makes a second process's, or a retried, refund the same refund; a refund the
 * provider refuses is tried again at the job's next run.
 */
export async function refundLapsedTickets(deps: Deps, now: Date): Promise<number> {
  const { db, payments, mail } = deps;
  const owed = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('status', '=', 'cancelled')
    .where('refundedAt', 'is', null)
    .where('amount', '>', 0)
    .where('paymentIntentId', 'is not', null)
    .execute();
  let refunded = 0;
  for (const r of owed) {
    if (!r.paymentIntentId) continue;
    await payments.refund({
      paymentIntentId: r.paymentIntentId,
      amount: r.amount,
      reason: `Ticket ${r.reference}: paid after its hold lapsed, with the event full`,
      idempotencyKey: `event-lapsed-${r.id}`,
    });
    const at = now.toISOString();
    const done = await inTransaction(db, async (trx) => {
      if (!(await stampOnce(trx, r.id, 'refundedAt', at))) return false;
      const event = await trx.selectFrom('events').selectAll().where('id', '=', r.eventId).executeTakeFirstOrThrow();
      await queueMail(trx, mail, lapsedRefundMails(mail.settings, { event, registration: r }));
      return true;
    });
    if (done) refunded++;
  }
  if (refunded > 0) mail.notify();
  return refunded;
}

// --- The ticket's own page: its letter's link ---

async function byToken(db: DB, token: string) {
  const registration = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('manageTokenHash', '=', sha256(token))
    .executeTakeFirst();
  if (!registration) throw notFound('No ticket has this link');
  const { event, ticket } = await eventAndTicket(db, registration);
  return { registration, event, ticket };
}

/** The spec's rule: a cancellation at least 48 hours before the start is refunded. */
export const refundable = (startsAt: string, now: Date) => new Date(startsAt).getTime() - now.getTime() >= REFUND_CUTOFF_HOURS * 3600_000;

export async function ticketByToken(db: DB, token: string, now: Date) {
  const { registration: r, event, ticket } = await byToken(db, token);
  return {
    reference: r.reference,
    status: r.status,
    name: r.name,
    quantity: r.quantity,
    amount: r.amount,
    event: {
      id: event.id,
      slug: event.slug,
      title: event.title,
      dateLabel: eventDateLabel(event.startsAt, event.endsAt),
      timeLabel: eventTimeLabel(event.startsAt, event.endsAt),
      location: event.location,
    },
    ticketType: ticket.name,
    refundable: r.amount > 0 && refundable(event.startsAt, now),
    refunded: r.refundedAt !== null,
    checkedIn: r.checkedInAt !== null,
  };
}

/**
 * Cancels a ticket from its letter's link. 48 hours or more before the start a paid ticket is
 * refunded through the provider it was paid with; after that the seat is kept (the spec: "we keep
 * your seat warm") and the ticket cannot be cancelled. A freed seat is offered to the waitlist.
 */
export async function cancelTicket(deps: Deps, token: string, now: Date): Promise<{ cancelled: true; refunded: boolean; message: string }> {
  const { db, payments } = deps;
  const { registration: r, event } = await byToken(db, token);
  if (r.status === 'cancelled') return { cancelled: true, refunded: r.refundedAt !== null, message: 'This ticket was already cancelled.' };
  if (r.status !== 'confirmed') throw conflict('Only a confirmed ticket can be cancelled');
  if (r.checkedInAt) throw conflict('This ticket has been used at the door');
  if (!refundable(event.startsAt, now)) {
    throw conflict(`Tickets can be cancelled up to ${REFUND_CUTOFF_HOURS} hours before the event. After that, we keep your seat warm.`);
  }
  let refunded = false;
  if (r.amount > 0 && r.paymentIntentId) {
    // Before the row changes: a refused refund leaves the ticket as it was. The key makes a retry the same refund.
    await payments.refund({
      paymentIntentId: r.paymentIntentId,
      amount: r.amount,
      reason: `Ticket ${r.reference} cancelled`,
      idempotencyKey: `event-cancel-${r.id}`,
    });
    refunded = true;
  }
  const at = now.toISOString();
  const done = await inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('event_registrations')
      .set({ status: 'cancelled', cancelledAt: at, refundedAt: refunded ? at : null, updatedAt: at })
      .where('id', '=', r.id)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    return countsFollow(trx, changed, r.eventId, { registered: -r.quantity }, now);
  });
  if (done) await offerFreedSeats(deps, r.eventId, now);
  return {
    cancelled: true,
    refunded,
    message: refunded
      ? `Your ticket is cancelled and ${formatPence(r.amount)} is on its way back to your card.`
      : 'Your ticket is cancelled.',
  };
}

// --- The waitlist ---

/**
 * Freed seats are offered to the waitlist in the order people joined: each offer holds the seats
 * (so nobody else takes them) and sends a letter with a claim link valid for WAITLIST_OFFER_HOURS.
 */
export async function offerFreedSeats(deps: Pick<Deps, 'db' | 'mail'>, eventId: number, now: Date): Promise<number> {
  const { db, mail } = deps;
  let offered = 0;
  for (;;) {
    const next = await db
      .selectFrom('event_waitlist')
      .selectAll()
      .where('eventId', '=', eventId)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) break;
    const token = newToken();
    const made = await inTransaction(db, async (trx) => {
      if (!(await takeSeats(trx, eventId, next.quantity, 'heldCount', now))) return false;
      const claimed = await trx
        .updateTable('event_waitlist')
        .set({
          status: 'offered',
          claimTokenHash: sha256(token),
          offeredAt: now.toISOString(),
          offerExpiresAt: new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3600_000).toISOString(),
        })
        .where('id', '=', next.id)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw conflict('offered elsewhere');
      const event = await trx.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();
      await queueMail(trx, mail, waitlistOfferMails(mail.settings, { event, entry: next, token }));
      return true;
    }).catch((error: unknown) => {
      if (error instanceof Error && error.message === 'offered elsewhere') return true;
      throw error;
    });
    if (!made) break;
    offered++;
  }
  if (offered > 0) mail.notify();
  return offered;
}

/**
 * An offer ends (claimed, or lapsed) and gives its held seats back, in one transaction; false when
 * another request ended it first.
 */
async function releaseOffer(
  db: DB,
  entry: Pick<Row<'event_waitlist'>, 'id' | 'eventId' | 'quantity'>,
  status: 'claimed' | 'expired',
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('event_waitlist')
      .set({ status })
      .where('id', '=', entry.id)
      .where('status', '=', 'offered')
      .executeTakeFirst();
    return countsFollow(trx, changed, entry.eventId, { held: -entry.quantity }, now);
  });
}

/**
 * The claim link of a waitlist offer: the held seats become a registration (free: confirmed at
 * once; paid: a hold with its payment, as Register Now). 404 unknown, 409 when the offer lapsed.
 */
export async function claimWaitlistOffer(deps: Deps, token: string, now: Date): Promise<Registration> {
  const { db } = deps;
  const entry = await db.selectFrom('event_waitlist').selectAll().where('claimTokenHash', '=', sha256(token)).executeTakeFirst();
  if (!entry) throw notFound('No waitlist offer has this link');
  if (entry.status !== 'offered') throw conflict('This offer has already been used');
  if (!entry.offerExpiresAt || entry.offerExpiresAt <= now.toISOString())
    throw conflict('This offer has lapsed: the seat went to the next person waiting');
  // The offer's held seats are given back and taken again by the registration, in the usual way.
  if (!(await releaseOffer(db, entry, 'claimed', now))) throw conflict('This offer has already been used');
  return register(
    deps,
    {
      eventId: entry.eventId,
      ticketTypeId: entry.ticketTypeId,
      name: entry.name,
      email: entry.email,
      quantity: entry.quantity,
      waitlist: false,
    },
    now,
  );
}

/** Offers that lapsed give their seats back and go to the next person waiting (the scheduler's job). */
export async function expireWaitlistOffers(deps: Pick<Deps, 'db' | 'mail'>, now: Date): Promise<number> {
  const { db } = deps;
  const lapsed = await db
    .selectFrom('event_waitlist')
    .selectAll()
    .where('status', '=', 'offered')
    .where('offerExpiresAt', '<=', now.toISOString())
    .execute();
  const events = new Set<number>();
  for (const entry of lapsed) {
    if (await releaseOffer(db, entry, 'expired', now)) events.add(entry.eventId);
  }
  for (const eventId of events) await offerFreedSeats(deps, eventId, now);
  return lapsed.length;
}

// --- At the door ---

/** Check-in by reference: valid (and now checked in), already checked in, cancelled, or unknown. */
export async function checkIn(db: DB, input: z.output<typeof checkInInput>, now: Date) {
  const reference = input.reference.trim().toUpperCase();
  const r = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('reference', '=', reference)
    .where('eventId', '=', input.eventId)
    .executeTakeFirst();
  const answer = (
    result: 'valid' | 'already-checked-in' | 'cancelled' | 'unknown',
    message: string,
    row?: Row<'event_registrations'>,
    at?: string | null,
  ) => ({
    result,
    message,
    name: row?.name ?? null,
    quantity: row?.quantity ?? null,
    checkedInAt: at ?? null,
  });
  if (!r || r.status === 'held' || r.status === 'expired') return answer('unknown', `No ticket ${reference} for this event`);
  if (r.status === 'cancelled') return answer('cancelled', `Ticket ${reference} was cancelled`, r);
  const at = now.toISOString();
  const changed = await inTransaction(db, async (trx) => {
    if (!(await stampOnce(trx, r.id, 'checkedInAt', at))) return false;
    await adjustCounts(trx, r.eventId, { attended: r.quantity }, now);
    return true;
  });
  if (!changed) {
    const again = await db.selectFrom('event_registrations').select('checkedInAt').where('id', '=', r.id).executeTakeFirstOrThrow();
    return answer('already-checked-in', `Ticket ${reference} was already checked in`, r, again.checkedInAt);
  }
  return answer('valid', `Welcome: ${r.quantity} ${r.quantity === 1 ? 'seat' : 'seats'}`, r, at);
}

/** The attendee list of an event (the CSV and the check-in page's figures). */
export async function attendees(db: DB, eventId: number) {
  const rows = await db
    .selectFrom('event_registrations')
    .innerJoin('event_ticket_types', 'event_ticket_types.id', 'event_registrations.ticketTypeId')
    .select([
      'event_registrations.id',
      'event_registrations.reference',
      'event_registrations.name',
      'event_registrations.email',
      'event_ticket_types.name as ticketType',
      'event_registrations.quantity',
      'event_registrations.amount',
      'event_registrations.status',
      'event_registrations.checkedInAt',
      'event_registrations.createdAt',
    ])
    .where('event_registrations.eventId', '=', eventId)
    .where('event_registrations.status', 'in', ['confirmed', 'cancelled'])
    .orderBy('event_registrations.id')
    .execute();
  return rows;
}

/**
 * The attendee list as CSV (the Events tab's download; Owner and Editor, for the door): one row per
 * ticket, confirmed or cancelled, through csv.ts (formula-like cells neutralised). 404 for no such event.
 */
export async function attendeesCsv(db: DB, eventId: number, now: Date): Promise<{ filename: string; csv: string; rows: number }> {
  const event = await db.selectFrom('events').select(['slug']).where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound('Event not found');
  const rows = await attendees(db, eventId);
  const csv = toCsv(
    ['Reference', 'Name', 'Email', 'Ticket type', 'Quantity', 'Status', 'Checked in at'],
    rows.map((r) => [r.reference, r.name, r.email, r.ticketType, r.quantity, r.status, r.checkedInAt]),
  );
  return { filename: `attendees-${event.slug}-${now.toISOString().slice(0, 10)}.csv`, csv, rows: rows.length };
}

// --- By the clock (the scheduler) ---

/**
 * The reminder the day before: every confirmed ticket to an event starting in the next 24 hours
 * gets one letter. Once per ticket in any number of processes: each ticket is claimed by a
 * conditional UPDATE of `reminderSentAt` in the same transaction as its letter is queued (and the
 * letter's dedupe key is a second lock), as the renewal letters are (decision 028).
 */
export async function sendEventReminders(db: DB, mail: MailDeps, now: Date): Promise<{ queued: number }> {
  const soon = new Date(now.getTime() + 24 * 3600_000).toISOString();
  const due = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.eventId')
    .select('event_registrations.id')
    .where('event_registrations.status', '=', 'confirmed')
    .where('event_registrations.reminderSentAt', 'is', null)
    .where('events.startsAt', '>', now.toISOString())
    .where('events.startsAt', '<=', soon)
    .execute();
  let queued = 0;
  for (const { id } of due) {
    const sent = await inTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('event_registrations')
        .set({ reminderSentAt: now.toISOString() })
        .where('id', '=', id)
        .where('reminderSentAt', 'is', null)
        .where('status', '=', 'confirmed')
        .returningAll()
        .executeTakeFirst();
      if (!claimed) return false;
      const { event, ticket } = await eventAndTicket(trx, claimed);
      return (await queueMail(trx, mail, reminderMails(mail.settings, { event, ticket, registration: claimed }))) > 0;
    });
    if (sent) queued++;
  }
  if (queued > 0) mail.notify();
  return { queued };
}

/**
 * The scheduler's events job: lapsed holds and waitlist offers released, payments that came too late
 * for a full event refunded, then the day-before reminders.
 */
export async function eventsJob(deps: Deps, now: Date) {
  const { db, mail } = deps;
  const holds = await releaseExpiredHolds(db, now);
  const offers = await expireWaitlistOffers(deps, now);
  const refunds = await refundLapsedTickets(deps, now);
  const { queued } = await sendEventReminders(db, mail, now);
  return holds + offers + refunds + queued > 0 ? { holds, offers, refunds, reminders: queued } : null;
}
