import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { CLUB_NAME, CLUB_POSTAL_ADDRESS } from '~/shared/club';
import { planFor } from '~/shared/plans';
import { CHECKOUT_PLACEHOLDER } from '~/shared/schemas/payments';
import { type ReceiptKind, receiptNumberOf, receiptParts } from '~/shared/receipts';
import type { memberReceiptOutput, memberReceiptSummaryOutput } from '~/shared/schemas/member-receipts';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { type MemberRef, memberOf } from './member-renewal';
import { COUNTED_PAYMENT_STATUSES, yearAfter } from './members';
import { providerOf } from './payments/provider';

/**
 * A member's receipts (docs/decisions/055-member-receipts-renewal-card.md): one per payment and one
 * per refund, read from the member's payments (linked to them, or under their address) and their
 * refunds. Each carries what a receipt must: the club's name and address, the date, the amount in GBP, the method, the reference.
 */

type Summary = z.output<typeof memberReceiptSummaryOutput>;
type Receipt = z.output<typeof memberReceiptOutput>;

/** Payments whose money was taken: the ones with a receipt. */
const RECEIPTED = ['succeeded', 'partially_refunded', 'refunded', 'disputed'];

const METHOD = {
  stripe: 'Card payment, through Stripe',
  demo: 'Demonstration card payment (no money was taken)',
} as const;

const REFUND_METHOD = {
  stripe: 'Refund to the card paid with, through Stripe',
  demo: 'Demonstration refund (no money moved)',
} as const;

const STATUS_NOTE: Record<string, string | null> = {
  succeeded: null,
  partially_refunded: 'Refunded in part: see the refund receipts',
  refunded: 'Refunded in full: the year it bought was withdrawn',
  disputed: 'Disputed with the bank: the year it bought does not count',
};

/** The member's payments: those linked to them (028), and any under their address not linked yet. */
async function paymentsOf(db: DB, member: Pick<Row<'members'>, 'id' | 'email'>) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where((eb) => eb.or([eb('memberId', '=', member.id), sql<SqlBool>`lower("email") = ${member.email}`]))
    .where('status', 'in', RECEIPTED)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The period each counted payment bought, by decision 028's rule (as `periodOf`, one payment at a time). */
function periodsOf(payments: readonly Row<'payments'>[]): Map<number, { start: string; end: string }> {
  const out = new Map<number, { start: string; end: string }>();
  let end: string | null = null;
  for (const p of payments) {
    if (!(COUNTED_PAYMENT_STATUSES as readonly string[]).includes(p.status)) continue;
    const start: string = end && end > p.createdAt ? end : p.createdAt;
    end = yearAfter(start);
    out.set(p.id, { start, end });
  }
  return out;
}

/** Every receipt of a member, newest first. */
export async function memberReceipts(db: DB, who: MemberRef): Promise<Summary[]> {
  const payments = await paymentsOf(db, await memberOf(db, who));
  const refunds =
    payments.length === 0
      ? []
      : await db
          .selectFrom('payment_refunds')
          .selectAll()
          .where(
            'paymentId',
            'in',
            payments.map((p) => p.id),
          )
          .execute();
  const out: Summary[] = [
    ...payments.map((p) => ({
      kind: 'payment' as const,
      number: receiptNumberOf('payment', p.id),
      date: p.createdAt,
      amount: p.amount,
      currency: p.currency,
      description: `${planFor(p.membershipType).name} membership, one year`,
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const,
      number: receiptNumberOf('refund', r.id),
      date: r.createdAt,
      amount: r.amount,
      currency: payments.find((p) => p.id === r.paymentId)?.currency ?? 'gbp',
      description: `Refund of ${receiptNumberOf('payment', r.paymentId)}`,
    })),
  ];
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.number < b.number ? 1 : -1));
}

const NOT_FOUND = 'No receipt with this number is recorded under your address';

/** One receipt of an address, whole: a number of another person's payment is not found, as one that does not exist. */
export async function memberReceipt(db: DB, who: MemberRef, number: string): Promise<Receipt> {
  const parts = receiptParts(number);
  if (!parts) throw notFound(NOT_FOUND);
  const member = await memberOf(db, who);
  const email = member.email;
  const payments = await paymentsOf(db, member);
  const periods = periodsOf(payments);
  /** What every receipt carries, payment or refund: the club, who paid, the currency and the provider's method. */
  const receipt = (
    payment: Row<'payments'>,
    methods: Record<'stripe' | 'demo', string>,
    own: Pick<Receipt, 'date' | 'amount' | 'reference' | 'description' | 'period' | 'note' | 'ofPayment'>,
  ): Receipt => ({
    kind: parts.kind,
    number,
    club: { name: CLUB_NAME, address: [...CLUB_POSTAL_ADDRESS] },
    billedTo: { name: payment.firstName === CHECKOUT_PLACEHOLDER.firstName ? null : payment.firstName, email },
    currency: payment.currency,
    method: methods[providerOf(payment)],
    ...own,
  });
  if (parts.kind === 'payment') {
    const payment = payments.find((p) => p.id === parts.id);
    if (!payment) throw notFound(NOT_FOUND);
    return receipt(payment, METHOD, {
      date: payment.createdAt,
      amount: payment.amount,
      reference: payment.stripePaymentIntentId,
      description: `${planFor(payment.membershipType).name} membership, one year`,
      period: periods.get(payment.id) ?? null,
      note: STATUS_NOTE[payment.status] ?? null,
      ofPayment: null,
    });
  }
  const refund = await db.selectFrom('payment_refunds').selectAll().where('id', '=', parts.id).executeTakeFirst();
  const payment = refund && payments.find((p) => p.id === refund.paymentId);
  if (!refund || !payment) throw notFound(NOT_FOUND);
  return receipt(payment, REFUND_METHOD, {
    date: refund.createdAt,
    amount: refund.amount,
    reference: refund.providerRefundId,
    description: `Refund of the ${planFor(payment.membershipType).name} membership payment`,
    period: null,
    note: null,
    ofPayment: { number: receiptNumberOf('payment', payment.id), amount: payment.amount, date: payment.createdAt },
  });
}

export type { ReceiptKind };
