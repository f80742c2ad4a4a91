import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { isMembershipType, type MembershipType, PLANS, planFor } from '~/shared/plans';
import { isBot } from '~/shared/schemas/fields';
import {
  CHECKOUT_PLACEHOLDER,
  type confirmDemoPaymentInput,
  type createPaymentIntentInput,
  intentIdFromClientSecret,
  type updatePaymentIntentInput,
} from '~/shared/schemas/payments';
import type { AppConfig } from '~/server/config';
import { sql, type SqlBool } from 'kysely';
import type { DB } from '~/server/db/database';
import { type Page, countOf, pageOf, searchWhere } from '~/server/db/pagination';
import { conflict, notFound } from '~/server/errors';
import type { MailDeps } from '../mail';
import { DemoProvider, randomAlphanumeric } from './demo-provider';
import { eventRecorded, recordedPayment, recordIntentEvent, type RecordOutcome } from './fulfilment';
import { recordDispute, recordProviderRefunds } from './refunds';
import { type CardDecline, type IntentStatus, type PaymentProvider, paymentNotFound, type ProviderIntent } from './provider';
import { normaliseEmail } from '~/shared/schemas/fields';
import type { ClubEvents } from '../club-events';
import { finishAutoRenewFromProvider } from '../member-renewal';

export type { PaymentProvider } from './provider';
export { DemoProvider } from './demo-provider';

/** Stripe when all three keys are set, the built-in demo provider otherwise (D18). */
/** Stripe's SDK (a megabyte of code) is loaded only when Stripe is configured. */
export async function createPaymentProvider(config: Pick<AppConfig, 'stripe' | 'stripeApiBase'>): Promise<PaymentProvider> {
  if (!config.stripe) return new DemoProvider();
  const { StripeProvider } = await import('./stripe-provider');
  return new StripeProvider(config.stripe, config.stripeApiBase);
}

type Deps = { db: DB; payments: PaymentProvider; mail: MailDeps; events?: ClubEvents };

export type CheckoutSession = {
  clientSecret: string;
  paymentIntentId: string;
  mode: 'stripe' | 'demo';
  publishableKey: string | null;
  plan: { type: MembershipType; name: string; pricePounds: number; amount: number; currency: 'gbp' };
};

/**
 * POST /api/create-payment-intent: the amount is the plan's price in pence from the shared plan
 * table (D17), whatever else the request carries.
 */
export async function createCheckoutIntent({ payments }: Deps, input: z.output<typeof createPaymentIntentInput>): Promise<CheckoutSession> {
  const plan = planFor(input.membershipType);
  const intent = await payments.createIntent({
    amount: plan.amountPence,
    currency: plan.currency,
    description: `${plan.name} membership, one year`,
    metadata: {
      plan: plan.type,
      email: input.email ?? CHECKOUT_PLACEHOLDER.email,
      firstName: input.firstName ?? CHECKOUT_PLACEHOLDER.firstName,
    },
    // A fresh key per request: a network retry of this same creation returns the same intent.
    idempotencyKey: `create-payment-intent-${randomUUID()}`,
  });
  if (!intent.clientSecret) throw new Error(`Payment intent ${intent.id} came back without a client secret`);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    mode: payments.mode,
    publishableKey: payments.publishableKey,
    plan: { type: plan.type, name: plan.name, pricePounds: plan.pricePounds, amount: plan.amountPence, currency: plan.currency },
  };
}

/** The intent a client secret opens: the secret is the bearer's proof, checked against the provider's copy. */
async function intentForSecret(payments: PaymentProvider, clientSecret: string): Promise<ProviderIntent> {
  const id = intentIdFromClientSecret(clientSecret);
  const missing = paymentNotFound;
  if (!id) throw missing();
  const intent = await payments.intentForSecret(id, clientSecret);
  if (!intent) throw missing();
  return intent;
}

const FINAL: IntentStatus[] = ['succeeded', 'processing', 'canceled', 'requires_capture'];

/** POST /api/update-payment-intent: the payer's real email and first name, just before confirming. */
export async function updateCheckoutIntent(
  { payments }: Deps,
  input: z.output<typeof updatePaymentIntentInput>,
): Promise<{ ok: true; paymentIntentId: string }> {
  const intent = await intentForSecret(payments, input.clientSecret);
  if (FINAL.includes(intent.status)) throw conflict('This payment has already been submitted and can no longer be changed');
  // A bot that filled the honeypot gets the same answer and changes nothing (D8).
  if (!isBot(input)) {
    await payments.updateIntent(intent.id, {
      metadata: { email: normaliseEmail(input.email), firstName: input.firstName },
      receiptEmail: normaliseEmail(input.email),
    });
  }
  return { ok: true, paymentIntentId: intent.id };
}

type DemoConfirmation =
  | { status: 'succeeded'; paymentIntentId: string; error: null }
  | { status: 'requires_payment_method'; paymentIntentId: string; error: CardDecline };

/**
 * The demo provider's confirm step (D18): the card is checked by the shared schema, decides the
 * outcome like Stripe's test cards, and is then forgotten. Success records the payment with the
 * same function as Stripe's webhook.
 */
export async function confirmDemoPayment(
  { db, payments, mail, events }: Deps,
  input: z.output<typeof confirmDemoPaymentInput>,
): Promise<DemoConfirmation> {
  const result = await payments.confirmCard(intentIdFromClientSecret(input.clientSecret) ?? '', input.clientSecret, {
    cardNumber: input.cardNumber,
    expiry: input.expiry,
    cvc: input.cvc,
  });
  const intent = result.intent;
  const type = result.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
  await recordIntentEvent(
    db,
    { id: `demo_evt_${randomAlphanumeric(24)}`, type, paymentIntentId: intent.id },
    result.intent,
    'demo',
    mail,
    events,
  );
  return result.status === 'succeeded'
    ? { status: 'succeeded', paymentIntentId: intent.id, error: null }
    : { status: 'requires_payment_method', paymentIntentId: intent.id, error: result.error };
}

type PaymentStatus = {
  paymentIntentId: string;
  status: IntentStatus;
  /** The `payments` row exists (written by the webhook, or by the demo provider's confirm step). */
  recorded: boolean;
  membershipType: MembershipType | null;
  planName: string | null;
  amount: number;
  currency: string;
  mode: 'stripe' | 'demo';
};

/**
 * For /payment-success (D18): the intent's real status, asked of the provider, instead of the
 * query string's redirect_status. Carries no personal data.
 */
export async function paymentStatus({ db, payments }: Deps, paymentIntentId: string): Promise<PaymentStatus> {
  const [intent, row] = await Promise.all([payments.retrieveIntent(paymentIntentId), recordedPayment(db, paymentIntentId)]);
  if (intent) {
    const type = isMembershipType(intent.metadata.plan) ? intent.metadata.plan : null;
    return {
      paymentIntentId,
      status: intent.status,
      recorded: Boolean(row),
      membershipType: type,
      planName: type ? PLANS[type].name : null,
      amount: intent.amount,
      currency: intent.currency,
      mode: payments.mode,
    };
  }
  // Demo intents live in memory; a recorded payment outlives a restart.
  if (row) {
    const type = isMembershipType(row.membershipType) ? row.membershipType : null;
    return {
      paymentIntentId,
      status: 'succeeded',
      recorded: true,
      membershipType: type,
      planName: type ? PLANS[type].name : null,
      amount: row.amount,
      currency: row.currency,
      mode: payments.mode,
    };
  }
  throw notFound('Payment not found');
}

const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);
/** Refunds and disputes (docs/decisions/028): their object is a charge or a dispute, which names its payment intent. */
const CHARGE_EVENTS = new Set(['charge.refunded', 'charge.dispute.created']);

type WebhookOutcome = { received: true; handled: boolean } & Partial<RecordOutcome>;

const intentIdOf = (object: Record<string, unknown> | undefined): string | null => {
  const pi = object?.payment_intent;
  if (typeof pi === 'string') return pi;
  if (pi && typeof pi === 'object' && 'id' in pi && typeof pi.id === 'string') return pi.id;
  return null;
};

/**
 * A verified Stripe event (D18). The intent is re-read from Stripe, so the order in which events
 * arrive never matters: a late payment_failed for an intent that has since succeeded records the
 * payment (once), never a failure over it. A refund event lists the payment's refunds from Stripe
 * in the same spirit, so a refund made in the panel and its webhook are one refund.
 */
export async function handleStripeEvent(deps: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  const { db, payments, mail, events } = deps;
  const object: Record<string, unknown> | undefined = event.data?.object ? { ...event.data.object } : undefined;
  if (CHARGE_EVENTS.has(event.type)) {
    const intentId = intentIdOf(object);
    if (!intentId) return { received: true, handled: false };
    if (await eventRecorded(db, event.id)) return { received: true, handled: true, duplicate: true, paymentRecorded: false };
    // A refund made before its payment's own event arrived: the payment is recorded first.
    if (!(await recordedPayment(db, intentId))) {
      const intent = await payments.retrieveIntent(intentId);
      await recordIntentEvent(
        db,
        { id: `${event.id}:payment`, type: 'payment_intent.succeeded', paymentIntentId: intentId },
        intent,
        'stripe',
        mail,
        events,
      );
    }
    if (event.type === 'charge.refunded') await recordProviderRefunds(deps, intentId);
    else await recordDispute(db, intentId);
    await db
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, paymentIntentId: intentId })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return { received: true, handled: true, duplicate: false, paymentRecorded: false };
  }
  // A card saved for renewing automatically (docs/decisions/055), when the browser did not finish it.
  if (event.type === 'setup_intent.succeeded' && object?.object === 'setup_intent' && typeof object.id === 'string') {
    const { finished } = await finishAutoRenewFromProvider(deps, object.id);
    return { received: true, handled: finished };
  }
  if (!HANDLED_EVENTS.has(event.type) || object?.object !== 'payment_intent' || typeof object.id !== 'string') {
    return { received: true, handled: false };
  }
  if (await eventRecorded(db, event.id)) return { received: true, handled: true, duplicate: true, paymentRecorded: false };
  const intent = await payments.retrieveIntent(object.id);
  const outcome = await recordIntentEvent(
    db,
    { id: event.id, type: event.type, paymentIntentId: object.id },
    intent,
    'stripe',
    mail,
    events,
  );
  return { received: true, handled: true, ...outcome };
}

type AdminPayment = {
  id: number;
  createdAt: string;
  firstName: string;
  email: string;
  membershipType: string;
  /** In the currency's minor unit (pence for GBP). */
  amount: number;
  currency: string;
  status: string;
  stripePaymentIntentId: string;
  stripeCustomerId: string | null;
  metadata: string | null;
  refundedAmount: number;
  disputedAt: string | null;
};

const PAYMENT_COLUMNS = [
  'id',
  'createdAt',
  'firstName',
  'email',
  'membershipType',
  'amount',
  'currency',
  'status',
  'stripePaymentIntentId',
  'stripeCustomerId',
  'metadata',
  'refundedAmount',
  'disputedAt',
] as const;
const paymentSearch = ['firstName', 'email', 'membershipType', 'status', 'stripePaymentIntentId'] as const;

/**
 * The statuses of a payment whose money was taken: refunds and a dispute change what was kept,
 * not that it was received (issue 44: counting only "succeeded" made the summary vanish after a refund).
 */
const TAKEN_STATUSES = ['succeeded', 'partially_refunded', 'refunded', 'disputed'];

type PaymentTotals = {
  succeededCount: number;
  succeededTotal: number;
  receivedCount: number;
  receivedTotal: number;
  refundedTotal: number;
  netTotal: number;
};

/** The GBP totals in pence, counted by the database (over every payment, not one page). */
async function paymentTotals(db: DB): Promise<PaymentTotals> {
  const row = await db
    .selectFrom('payments')
    .select([
      sql<number>`coalesce(sum(case when status = 'succeeded' then 1 else 0 end), 0)`.as('succeededCount'),
      sql<number>`coalesce(sum(case when status = 'succeeded' then amount else 0 end), 0)`.as('succeededTotal'),
      (eb) => eb.fn.countAll<number>().as('receivedCount'),
      sql<number>`coalesce(sum(amount), 0)`.as('receivedTotal'),
      sql<number>`coalesce(sum("refundedAmount"), 0)`.as('refundedTotal'),
    ])
    .where('status', 'in', TAKEN_STATUSES)
    .where(sql<SqlBool>`lower(currency) = 'gbp'`)
    .executeTakeFirstOrThrow();
  const received = Number(row.receivedTotal);
  const refunded = Number(row.refundedTotal);
  return {
    succeededCount: Number(row.succeededCount),
    succeededTotal: Number(row.succeededTotal),
    receivedCount: Number(row.receivedCount),
    receivedTotal: received,
    refundedTotal: refunded,
    netTotal: received - refunded,
  };
}

/** A page of the payments (docs/decisions/015), newest first, searched on name, email, plan, status and intent id; totals as the full list's. */
export async function listPaymentsPage(db: DB, query: { page?: number; q?: string }): Promise<Page<AdminPayment> & PaymentTotals> {
  const base = () => db.selectFrom('payments').where(searchWhere(paymentSearch, query.q));
  const page = await pageOf(
    query.page,
    () => countOf(base()),
    (limit, offset) =>
      base().select(PAYMENT_COLUMNS).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
  return { ...page, ...(await paymentTotals(db)) };
}

/** Every payment matching a search, newest first: the CSV export. */
export async function listPaymentsMatching(db: DB, q?: string): Promise<AdminPayment[]> {
  return db
    .selectFrom('payments')
    .where(searchWhere(paymentSearch, q))
    .select(PAYMENT_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** D18: payments as recorded by fulfilment, newest first, with the totals. */
export async function listPayments(db: DB): Promise<{ payments: AdminPayment[] } & PaymentTotals> {
  return { payments: await listPaymentsMatching(db), ...(await paymentTotals(db)) };
}
