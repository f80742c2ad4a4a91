import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { refundPaymentInput } from '~/shared/schemas/payments';
import { CHECKOUT_PLACEHOLDER } from '~/shared/schemas/payments';
import { type DB, inTransaction } from '~/server/db/database';
import type { Row } from '~/server/db/schema';
import { badRequest, conflict, notFound } from '~/server/errors';
import { recordAudit } from '../audit-log';
import { type MailDeps, paymentMails, queueMail } from '../mail';
import { refundMails } from '../mail/member-letters';
import { syncMember } from '../members';
import { type PaymentProvider, providerOf, type ProviderRefund } from './provider';
import { type ClubEvents, noEvents } from '../club-events';

/**
 * Refunds and disputes (docs/decisions/028-members-renewals-refunds.md). A refund is recorded once
 * per provider refund id, whichever side made it: the Payments tab (through the provider's API) or
 * Stripe's dashboard (learnt from the `charge.refunded` webhook, which lists the payment's refunds
 * from Stripe). The payment's refunded total and status, and its member, are derived again each
 * time, so a replayed webhook or a double click changes nothing.
 */

type Deps = { db: DB; payments: PaymentProvider; mail: MailDeps; events?: ClubEvents };
type Actor = { adminUserId: number | null; email: string; ip: string };

/** The payment's status from its refunds: a dispute stays a dispute. */
function statusAfter(payment: Pick<Row<'payments'>, 'amount' | 'disputedAt'>, refunded: number): string {
  if (payment.disputedAt) return 'disputed';
  if (refunded >= payment.amount) return 'refunded';
  return refunded > 0 ? 'partially_refunded' : 'succeeded';
}

/**
 * Records the provider's refunds of a payment that are not recorded yet, in the caller's
 * transaction: the refund rows, the payment's total and status, its member, a letter per new refund.
 */
export async function recordRefunds(
  db: DB,
  mail: MailDeps,
  paymentId: number,
  refunds: readonly ProviderRefund[],
  source: 'panel' | 'provider',
): Promise<{ recorded: number; refundedAmount: number; status: string }> {
  return inTransaction(db, async (trx) => {
    const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    const added: { id: number; amount: number; reason: string | null; createdAt: string }[] = [];
    for (const refund of refunds) {
      if (refund.status === 'failed' || refund.status === 'canceled') continue;
      const row = await trx
        .insertInto('payment_refunds')
        .values({
          paymentId,
          providerRefundId: refund.id,
          amount: refund.amount,
          reason: refund.reason?.slice(0, 500) ?? null,
          source,
          createdAt: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('providerRefundId').doNothing())
        .returning(['id', 'amount', 'reason', 'createdAt'])
        .executeTakeFirst();
      if (row) added.push(row);
    }
    const total = await trx
      .selectFrom('payment_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
      .where('paymentId', '=', paymentId)
      .executeTakeFirstOrThrow();
    const refundedAmount = Math.min(Number(total.sum), payment.amount);
    const status = statusAfter(payment, refundedAmount);
    if (added.length === 0) return { recorded: 0, refundedAmount, status };
    await trx.updateTable('payments').set({ refundedAmount, status }).where('id', '=', paymentId).execute();
    const member = await syncMember(trx, payment.email);
    const email = payment.email === CHECKOUT_PLACEHOLDER.email ? null : payment.email;
    let running = refundedAmount - added.reduce((sum, r) => sum + r.amount, 0);
    for (const refund of added) {
      running += refund.amount;
      await queueMail(
        trx,
        mail,
        refundMails(mail.settings, {
          refundId: refund.id,
          paymentId,
          email,
          firstName: payment.firstName === CHECKOUT_PLACEHOLDER.firstName ? null : payment.firstName,
          membershipType: payment.membershipType,
          amount: refund.amount,
          paymentAmount: payment.amount,
          refundedTotal: running,
          currency: payment.currency,
          reason: refund.reason,
          createdAt: refund.createdAt,
          stripePaymentIntentId: payment.stripePaymentIntentId,
          memberUntil: member && member.status === 'active' ? member.periodEnd : null,
        }),
      );
    }
    return { recorded: added.length, refundedAmount, status };
  });
}

/**
 * The Payments tab's refund: through the payment's provider, then recorded, audited and
 * announced to the member in one transaction. The provider's idempotency key comes from the
 * form's request id, so a double click or a retry makes one refund, recorded once.
 */
export async function refundPayment(
  { db, payments, mail, events = noEvents }: Deps,
  actor: Actor,
  input: z.output<typeof refundPaymentInput>,
): Promise<{ id: number; status: string; refundedAmount: number; refunded: number }> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (!payment) throw notFound('Payment not found');
  if (payment.disputedAt) throw conflict('This payment is disputed with the bank: the dispute decides what is returned');
  const left = payment.amount - payment.refundedAmount;
  if (left <= 0) throw conflict('This payment has been refunded in full already');
  const amount = input.amount ?? left;
  if (amount > left) throw badRequest(`At most ${left} pence of this payment is left to refund`);
  if (providerOf(payment) !== payments.mode) {
    throw conflict(`This payment was taken by the ${providerOf(payment)} provider, and the club now runs the ${payments.mode} one`);
  }
  const refund = await payments.refund({
    paymentIntentId: payment.stripePaymentIntentId,
    amount,
    reason: input.reason,
    idempotencyKey: `refund-${payment.id}-${input.requestId ?? randomUUID()}`,
  });
  const result = await inTransaction(db, async (trx) => {
    const recorded = await recordRefunds(trx, mail, payment.id, [{ ...refund, reason: input.reason }], 'panel');
    if (recorded.recorded > 0) {
      await recordAudit(trx, actor, {
        kind: 'payment',
        action: 'refund',
        entityId: payment.id,
        detail: `${refund.amount} ${payment.currency.toUpperCase()} minor units (${refund.id}): ${input.reason}`,
      });
    }
    return recorded;
  });
  for (let i = 0; i < result.recorded; i++) events({ kind: 'refund', source: 'panel' });
  if (result.recorded > 0) mail.notify();
  return {
    id: payment.id,
    status: result.status,
    refundedAmount: result.refundedAmount,
    refunded: result.recorded > 0 ? refund.amount : 0,
  };
}

/** Stripe's `charge.refunded`: every refund of the charge's payment, as Stripe lists them, recorded once. */
export async function recordProviderRefunds(
  { db, payments, mail, events = noEvents }: Deps,
  paymentIntentId: string,
): Promise<{ paymentFound: boolean; recorded: number }> {
  const payment = await db.selectFrom('payments').select('id').where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirst();
  if (!payment) return { paymentFound: false, recorded: 0 };
  const refunds = await payments.listRefunds(paymentIntentId);
  const result = await recordRefunds(db, mail, payment.id, refunds, 'provider');
  for (let i = 0; i < result.recorded; i++) events({ kind: 'refund', source: 'provider' });
  if (result.recorded > 0) mail.notify();
  return { paymentFound: true, recorded: result.recorded };
}

/** Stripe's `charge.dispute.created`: the payment is marked disputed and stops counting for its member. */
export async function recordDispute(
  db: DB,
  paymentIntentId: string,
  at = new Date(),
): Promise<{ paymentFound: boolean; changed: boolean }> {
  return inTransaction(db, async (trx) => {
    const payment = await trx.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirst();
    if (!payment) return { paymentFound: false, changed: false };
    if (payment.disputedAt) return { paymentFound: true, changed: false };
    await trx.updateTable('payments').set({ disputedAt: at.toISOString(), status: 'disputed' }).where('id', '=', payment.id).execute();
    await syncMember(trx, payment.email);
    return { paymentFound: true, changed: true };
  });
}

/**
 * The Payments tab's "Resend receipt": the membership confirmation again, with its receipt (plan,
 * amount, date, reference, period). Within one minute a second click is the same letter (its dedupe key).
 */
export async function resendReceipt(db: DB, mail: MailDeps, paymentId: number, now = new Date()): Promise<{ queued: boolean; to: string }> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment) throw notFound('Payment not found');
  if (payment.email === CHECKOUT_PLACEHOLDER.email) throw conflict('This payment has no email address to send a receipt to');
  const member = payment.memberId
    ? await db.selectFrom('members').select(['periodStart', 'periodEnd', 'status']).where('id', '=', payment.memberId).executeTakeFirst()
    : undefined;
  const letters = paymentMails(mail.settings, {
    id: payment.id,
    createdAt: payment.createdAt,
    email: payment.email,
    firstName: payment.firstName === CHECKOUT_PLACEHOLDER.firstName ? null : payment.firstName,
    membershipType: payment.membershipType,
    amount: payment.amount,
    currency: payment.currency,
    stripePaymentIntentId: payment.stripePaymentIntentId,
    provider: providerOf(payment),
    period: member && member.status === 'active' ? { start: member.periodStart, end: member.periodEnd } : null,
  })
    .filter((m) => m.kind === 'membership-confirmation')
    .map((m) => ({ ...m, dedupeKey: `payment:${payment.id}:receipt:${now.toISOString().slice(0, 16)}` }));
  // The caller wakes the outbox once its transaction (with the audit entry) has committed.
  const queued = await queueMail(db, mail, letters);
  return { queued: queued > 0, to: payment.email };
}
