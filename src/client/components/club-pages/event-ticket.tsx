import { Link } from '@tanstack/react-router';
import QRCode from 'qrcode';
import { calendarPath, eventPath, formatPence, REFUND_CUTOFF_HOURS } from '~/shared/events';
import { trpc } from '~/client/lib/trpc';
import { ClubPage } from '../page-parts/club-page';
import { LinkPostForm, Outcome, PostedOutcome, usePostedOutcome } from '../page-parts/letter-link';

/**
 * The pages the event letters link to (docs/decisions/057): a ticket (its reference, QR code,
 * status, calendar file and cancel button) and a waitlist offer's claim button. Both post without
 * JavaScript; the token in the address is the only proof, so neither page is kept by any cache.
 */

/** The ticket's QR code as inline SVG, made synchronously so the server renders it (the door's scanner reads the reference). */
export function TicketQr({ reference }: { reference: string }) {
  const { modules } = QRCode.create(reference, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let d = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (modules.get(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`;
  return (
    <svg
      viewBox={`0 0 ${size + 4} ${size + 4}`}
      className="h-56 w-56 bg-white"
      role="img"
      aria-label={`Ticket code ${reference}`}
      shapeRendering="crispEdges"
    >
      <rect width={size + 4} height={size + 4} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

const STATUS_LABEL = {
  confirmed: 'Confirmed',
  held: 'Awaiting payment',
  cancelled: 'Cancelled',
  expired: 'Lapsed (not paid in time)',
} as const;

/** What both pages say of a post whose link was incomplete or malformed. */
const INVALID_LINK = 'This link is not valid: please use the link in your letter.';

/** /events-symposiums/ticket/{token}: the ticket letter's link. */
export function EventTicketPage({ token }: { token: string }) {
  const { result, refusal } = usePostedOutcome('eventCancel', INVALID_LINK);
  const ticket = trpc.public.events.ticket.useQuery({ token });
  const t = ticket.data;
  const done = result?.message;
  if (!t) return null;
  const cancellable = t.status === 'confirmed' && !t.checkedIn;
  return (
    <ClubPage eyebrow="Your ticket" title={t.event.title}>
      <div id="ticket" className="mx-auto max-w-xl scroll-mt-24 space-y-5">
        <PostedOutcome done={done} refusal={refusal} />
        <section className="card space-y-4 p-6" aria-labelledby="ticket-reference">
          <h2 id="ticket-reference" className="text-2xl font-bold">
            Reference <span data-testid="ticket-reference">{t.reference}</span>
          </h2>
          {t.status === 'confirmed' && (
            <div className="flex justify-center">
              <TicketQr reference={t.reference} />
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
            <dt className="font-bold">Status</dt>
            <dd data-testid="ticket-status">
              {STATUS_LABEL[t.status]}
              {t.checkedIn ? ' · checked in' : ''}
              {t.refunded ? ' · refunded' : ''}
            </dd>
            <dt className="font-bold">Name</dt>
            <dd>{t.name}</dd>
            <dt className="font-bold">When</dt>
            <dd>
              {t.event.dateLabel}, {t.event.timeLabel}
            </dd>
            <dt className="font-bold">Where</dt>
            <dd>{t.event.location}</dd>
            <dt className="font-bold">Ticket</dt>
            <dd>
              {t.quantity} × {t.ticketType}
            </dd>
            <dt className="font-bold">Paid</dt>
            <dd>{t.amount > 0 ? formatPence(t.amount) : 'Free'}</dd>
          </dl>
          <p className="flex flex-wrap gap-3">
            <a className="btn-secondary" href={calendarPath(t.event)}>
              Add to Calendar
            </a>
            <Link className="btn-secondary" to="/events-symposiums/$slug" params={{ slug: t.event.slug }}>
              View Details
            </Link>
          </p>
        </section>
        {cancellable && (
          <LinkPostForm name="eventCancel" fields={{ token }} button="Cancel my ticket">
            <h2 className="text-xl font-bold">Cancel this ticket</h2>
            <p>
              {t.refundable
                ? `Cancelling now refunds ${formatPence(t.amount)} to your card.`
                : `Tickets can be cancelled up to ${REFUND_CUTOFF_HOURS} hours before the event${t.amount > 0 ? ' for a full refund' : ''}. After that, we keep your seat warm.`}
            </p>
          </LinkPostForm>
        )}
        <p>
          <a href={eventPath(t.event)} className="text-burgundy underline underline-offset-4">
            {t.event.title}
          </a>
        </p>
      </div>
    </ClubPage>
  );
}

/** /events-symposiums/claim/{token}: a waitlist letter's link; a button, never a claim by GET. */
export function EventClaimPage({ token }: { token: string }) {
  const { result, refusal } = usePostedOutcome('eventClaim', INVALID_LINK);
  return (
    <ClubPage eyebrow="Events & Symposiums" title="Claim your seat">
      <div id="claim" className="mx-auto max-w-xl scroll-mt-24 space-y-5">
        {result?.message && <Outcome message={result.message} refused={false} />}
        {result?.reference && (
          <p className="card p-5 text-lg">
            Your reference: <strong data-testid="claim-reference">{result.reference}</strong>. Your ticket letter is on its way.
          </p>
        )}
        {refusal && <Outcome message={refusal} refused />}
        {!result && !refusal && (
          <LinkPostForm name="eventClaim" fields={{ token }} button="Claim my seat">
            <p>A seat has come free and is held for you. Press the button to take it.</p>
          </LinkPostForm>
        )}
        <p>
          <Link to="/events-symposiums" className="text-burgundy underline underline-offset-4">
            Events &amp; Symposiums
          </Link>
        </p>
      </div>
    </ClubPage>
  );
}
