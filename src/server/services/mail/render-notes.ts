/**
 * Letters finished by the worker (docs/decisions/063). A letter's costly parts, the ticket's QR
 * code (a PNG, deflated) and the event's calendar file (its ticket types read, RFC 5545 written),
 * are not made in the request that queues it: the letter is queued with its words and a note of
 * what is still to be made (`mail_outbox.render`), and the worker makes it as it claims the letter,
 * writing the finished letter back in one UPDATE before it sends it (finish-letter.ts, loaded by the
 * worker when it first meets a note, so neither the QR encoder nor the calendar writer loads at start). A crash before that UPDATE
 * leaves the note, carried out at the next try; a failure is a failed try, retried like a send.
 */
export type RenderNote = {
  /** The QR code of this text (the ticket's reference, what the door's scanner reads) takes the place of QR_PLACEHOLDER in `html`. */
  qr?: string;
  /** The event's calendar file (the one `/calendar/SLUG.ics` serves), attached under this name. */
  calendar?: { eventId: number; filename: string };
};

/** What the stored letter shows where its QR code's data: URL goes, until the worker makes it. URL- and HTML-safe, so `esc` leaves it as it is. */
export const QR_PLACEHOLDER = '~ticket-qr-to-come~';

/** How the calendar file is attached: METHOD:PUBLISH in the file, so the type says it too (RFC 6047 2.4). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
