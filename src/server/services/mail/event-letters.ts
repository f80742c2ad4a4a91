import {
  calendarPath,
  eventDateLabel,
  eventPath,
  eventTimeLabel,
  formatPence,
  HOLD_MINUTES,
  REFUND_CUTOFF_HOURS,
  WAITLIST_OFFER_HOURS,
} from '~/shared/events';
import type { Row } from '~/server/db/schema';
import { dear, firstNameOf, type LetterSettings, mail, type OutgoingMail, SECRETARY_SIGNATURE } from './messages';
import { QR_PLACEHOLDER, type RenderNote } from './render-notes';

/**
 * The events' letters (docs/decisions/057): the ticket (its reference, its QR code, the calendar
 * file's link and the cancel link; the code and the file made by the worker, docs/decisions/063), the reminder the day before, and a waitlist offer.
 */

type Ticket = {
  event: Row<'events'>;
  ticket: Row<'event_ticket_types'>;
  registration: Row<'event_registrations'>;
  /** The ticket page's token (the cancel link): only in this letter. */
  manageToken: string | null;
};

/** The last event's labels: a burst of registrations writes one event's tickets, and each label is a round of Intl formatting. */
let lastWhen = { key: '', label: '' };
const when = (e: Row<'events'>) => {
  const key = `${e.startsAt}/${e.endsAt}`;
  if (lastWhen.key !== key) lastWhen = { key, label: `${eventDateLabel(e.startsAt, e.endsAt)}, ${eventTimeLabel(e.startsAt, e.endsAt)}` };
  return lastWhen.label;
};
export const ticketPagePath = (token: string) => `/events-symposiums/ticket/${token}`;

/**
 * The ticket letter: sent once per registration (its dedupe key). Its words are written here, in
 * the registration's transaction; its QR code and the event's calendar file (RFC 5545, attached)
 * are made by the worker as it sends it, from the note it carries (docs/decisions/063).
 */
export function ticketMails(settings: LetterSettings, t: Ticket): OutgoingMail[] {
  const { event: e, registration: r } = t;
  const firstName = firstNameOf(r.name);
  const link = t.manageToken
    ? { label: 'Your ticket, and cancelling it', url: `${settings.publicUrl}${ticketPagePath(t.manageToken)}` }
    : undefined;
  // The reference is what the door's scanner reads.
  const render: RenderNote = { qr: r.reference, calendar: { eventId: e.id, filename: `${e.slug}.ics` } };
  return [
    mail('event-ticket', `event-registration:${r.id}:ticket`, { address: r.email, name: firstName }, `Your ticket: ${e.title}`, {
      greeting: dear(firstName),
      paragraphs: [
        `Your place at ${e.title} is confirmed. Show this letter, or its code, at the door.`,
        `The calendar file is attached; it is also at ${settings.publicUrl}${calendarPath(e)}`,
      ],
      detailsTitle: 'Your ticket',
      details: [
        ['Reference', r.reference],
        ['Event', e.title],
        ['When', when(e)],
        ['Where', e.location],
        ['Ticket', `${r.quantity} × ${t.ticket.name}`],
        ['Paid', r.amount > 0 ? `${formatPence(r.amount)}${r.memberPrice ? ' (members’ price)' : ''}` : 'Free'],
        ['Details', `${settings.publicUrl}${eventPath(e)}`],
      ],
      image: { src: QR_PLACEHOLDER, alt: `Ticket code ${r.reference}` },
      ...(link && { link }),
      after: [
        `Plans change: you may cancel up to ${REFUND_CUTOFF_HOURS} hours before the event for a full refund. After that, we keep your seat warm.`,
      ],
      signature: SECRETARY_SIGNATURE,
    }),
  ].map((letter) => ({ ...letter, render }));
}

/** The reminder the day before: once per ticket (its dedupe key and the registration's reminderSentAt). */
export function reminderMails(settings: LetterSettings, t: Omit<Ticket, 'manageToken' | 'calendarFile'>): OutgoingMail[] {
  const { event: e, registration: r } = t;
  const firstName = firstNameOf(r.name);
  return [
    mail('event-reminder', `event-registration:${r.id}:reminder`, { address: r.email, name: firstName }, `Tomorrow: ${e.title}`, {
      greeting: dear(firstName),
      paragraphs: [`A reminder that ${e.title} is tomorrow. Doors open thirty minutes before the start; tea is served, devices are not.`],
      details: [
        ['Reference', r.reference],
        ['When', when(e)],
        ['Where', e.location],
      ],
      signature: SECRETARY_SIGNATURE,
    }),
  ];
}

/** A payment that came after its hold lapsed, with the event full by then: refunded in full (refundLapsedTickets). */
export function lapsedRefundMails(settings: LetterSettings, t: Pick<Ticket, 'event' | 'registration'>): OutgoingMail[] {
  const { event: e, registration: r } = t;
  const firstName = firstNameOf(r.name);
  const address = { address: r.email, name: firstName };
  return [
    mail('event-lapsed-refund', `event-registration:${r.id}:lapsed-refund`, address, `Your payment is refunded: ${e.title}`, {
      greeting: dear(firstName),
      paragraphs: [
        `Your payment for ${e.title} arrived after the ${HOLD_MINUTES} minutes we held your seats, and by then every seat had been taken.`,
        `We have refunded ${formatPence(r.amount)} in full to your card; banks take a few days to show it.`,
        `If you would still like to come, the event's page lets you join the waitlist: ${settings.publicUrl}${eventPath(e)}`,
      ],
      signature: SECRETARY_SIGNATURE,
    }),
  ];
}

/** A seat freed for someone on the waitlist, with the claim link. */
export function waitlistOfferMails(
  settings: LetterSettings,
  o: { event: Row<'events'>; entry: Row<'event_waitlist'>; token: string },
): OutgoingMail[] {
  const firstName = firstNameOf(o.entry.name);
  return [
    mail(
      'waitlist-offer',
      `event-waitlist:${o.entry.id}:offer`,
      { address: o.entry.email, name: firstName },
      `A seat is free: ${o.event.title}`,
      {
        greeting: dear(firstName),
        paragraphs: [
          `A seat has been freed at ${o.event.title}, and you are next on the waitlist.`,
          `It is held for you for ${WAITLIST_OFFER_HOURS} hours; after that it goes to the next person waiting.`,
        ],
        details: [
          ['When', when(o.event)],
          ['Where', o.event.location],
          ['Seats', String(o.entry.quantity)],
        ],
        link: { label: 'Claim your seat', url: `${settings.publicUrl}/events-symposiums/claim/${o.token}` },
        signature: SECRETARY_SIGNATURE,
      },
    ),
  ];
}
