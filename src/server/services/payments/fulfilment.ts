import { type DB, inTransaction } from '~/server/db/database';
import type { NewRow } from '~/server/db/schema';
import { type MailDeps, paymentMails, queueMail } from '../mail';
import { LIMITS } from '~/shared/limits';
import { isMembershipType, PLANS } from '~/shared/plans';
import { CHECKOUT_PLACEHOLDER } from '~/shared/schemas/payments';
import { syncMember } from '../members';
import { confirmTicketPayment } from '../event-registrations';
import type { ProviderIntent } from './provider';
import { type ClubEvents, noEvents, planLabel } from '../club-events';

/** A provider event about an intent: Stripe's webhook event, or the demo provider's confirm step. */
type IntentEvent = { id: string; type: string; paymentIntentId: string };

export type RecordOutcome = {
  /** The event had been recorded before (a retry or replay): nothing was written. */
  duplicate: boolean;
  /** A `payments` row was written by this call. */
  paymentRecorded: boolean;
};

const known = (value: string | null | undefined, placeholder: string): string | null =>
  value && value.trim() && value !== placeholder ? value.trim() : null;

/**
 * The `payments` row for a succeeded intent, or null when the intent is not a club membership
 * (another product on the same Stripe account). Details come from the intent as the provider
 * holds it, never from the browser.
 */
export function paymentRowFor(intent: ProviderIntent, provider: 'stripe' | 'demo'): NewRow<'payments'> | null {
  const type = intent.metadata.plan;
  if (!isMembershipType(type)) return null;
  const email =
    known(intent.metadata.email, CHECKOUT_PLACEHOLDER.email) ??
    known(intent.billing.email, CHECKOUT_PLACEHOLDER.email) ??
    known(intent.receiptEmail, CHECKOUT_PLACEHOLDER.email) ??
    CHECKOUT_PLACEHOLDER.email;
  const firstName =
    known(intent.metadata.firstName, CHECKOUT_PLACEHOLDER.firstName) ??
    known(intent.billing.name?.split(/\s+/)[0], CHECKOUT_PLACEHOLDER.firstName) ??
    CHECKOUT_PLACEHOLDER.firstName;
  return {
    stripePaymentIntentId: intent.id,
    email: email.slice(0, LIMITS.email),
    firstName: firstName.slice(0, LIMITS.name),
    membershipType: type,
    amount: intent.amountReceived > 0 ? intent.amountReceived : intent.amount,
    currency: intent.currency.toLowerCase().slice(0, 10),
    status: 'succeeded',
    stripeCustomerId: intent.customerId,
    metadata: JSON.stringify({ planName: PLANS[type].name, provider }),
  };
}

export async function eventRecorded(db: DB, eventId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('payment_events').select('id').where('id', '=', eventId).executeTakeFirst());
}

/**
 * Records a provider event once, and the payment once per intent when the intent (as re-read
 * from the provider) has succeeded, with its confirmation mail queued in the same once-only
 * path. One transaction, so a crash never leaves the event marked as handled without its payment
 * and mail. Retried, replayed and out-of-order events are harmless: the event id and the intent
 * id are both unique in the database, and so is each message's dedupe key.
 */
export async function recordIntentEvent(
  db: DB,
  event: IntentEvent,
  intent: ProviderIntent | null,
  provider: 'stripe' | 'demo',
  mail: MailDeps,
  events: ClubEvents = noEvents,
): Promise<RecordOutcome> {
  let plan = '';
  let ticket = false;
  const outcome = await inTransaction(db, async (trx): Promise<RecordOutcome> => {
    const inserted = await trx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, paymentIntentId: event.paymentIntentId })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { duplicate: true, paymentRecorded: false };
    if (intent?.status !== 'succeeded') return { duplicate: false, paymentRecorded: false };
    // A ticket to an event (docs/decisions/057): its held seats become confirmed, with the ticket's letter.
    if (intent.metadata.kind === 'event-ticket') {
      ticket = await confirmTicketPayment(trx, mail, intent.id, new Date());
      return { duplicate: false, paymentRecorded: false };
    }
    const row = paymentRowFor(intent, provider);
    if (!row) return { duplicate: false, paymentRecorded: false };
    const payment = await trx
      .insertInto('payments')
      .values(row)
      .onConflict((oc) => oc.column('stripePaymentIntentId').doNothing())
      .returning(['id', 'createdAt'])
      .executeTakeFirst();
    if (!payment) return { duplicate: false, paymentRecorded: false };
    plan = row.membershipType;
    // The payer's member is made or extended with the payment (docs/decisions/028).
    const member = await syncMember(trx, row.email);
    await queueMail(
      trx,
      mail,
      paymentMails(mail.settings, {
        id: payment.id,
        createdAt: payment.createdAt,
        // The checkout's placeholders are nobody's address or name.
        email: row.email === CHECKOUT_PLACEHOLDER.email ? null : row.email,
        firstName: row.firstName === CHECKOUT_PLACEHOLDER.firstName ? null : row.firstName,
        membershipType: row.membershipType,
        amount: row.amount,
        currency: row.currency ?? 'gbp',
        stripePaymentIntentId: row.stripePaymentIntentId,
        provider,
        period: member && { start: member.periodStart, end: member.periodEnd },
      }),
    );
    return { duplicate: false, paymentRecorded: true };
  });
  if (outcome.paymentRecorded) {
    events({ kind: 'payment', plan: planLabel(plan), provider });
    mail.notify();
  }
  if (ticket) mail.notify();
  return outcome;
}

export async function recordedPayment(db: DB, paymentIntentId: string) {
  return db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirst();
}
