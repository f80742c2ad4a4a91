import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { type MemberStatus, renewalPath } from '~/shared/members';
import { planFor } from '~/shared/plans';
import { normaliseEmail } from '~/shared/schemas/fields';
import type { confirmDemoAutoRenewInput } from '~/shared/schemas/member-renewal';
import { type DB, inTransaction } from '../db/database';
import type { Row } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { ClubEvents } from './club-events';
import { type MailDeps, queueMail } from './mail';
import { autoRenewFailedMails } from './mail/member-letters';
import { memberStatus } from './members';
import { recordIntentEvent } from './payments/fulfilment';
import type { CardDecline, PaymentProvider } from './payments/provider';

/**
 * Renewing from the member's page (docs/decisions/055-member-receipts-renewal-card.md). Early
 * renewal is the ordinary checkout with the address and name filled in: decision 028's rule
 * (a payment before the end extends from the end) does the rest. Renewing automatically saves a
 * card with the provider (Stripe's SetupIntent; the demo provider plays it offline) and the
 * scheduler charges it off-session on the last day of the period, once per period in any number of
 * processes; a declined charge turns it off and the reminder letters take over.
 */

type Deps = { db: DB; payments: PaymentProvider; mail: MailDeps; events?: ClubEvents };

const HOUR_MS = 3_600_000;
/**
 * The charge is made within the last day of the period, so the year it buys starts at the end
 * (decision 028's rule) and a declined card leaves the member a day to renew by hand.
 */
export const AUTO_RENEW_CHARGE_AHEAD_MS = 24 * HOUR_MS;
/** A server down over the end still charges a member whose period ended up to this long ago. */
const AUTO_RENEW_LATE_MS = 3 * 24 * HOUR_MS;

/** A member by number (the signed-in member's session, docs/decisions/054) or by address (the tests' way in). */
export type MemberRef = number | string;

/** The member a reference names, or 404. */
export async function memberOf(db: DB, who: MemberRef): Promise<Row<'members'>> {
  const q = db.selectFrom('members').selectAll();
  const member = await (typeof who === 'number' ? q.where('id', '=', who) : q.where('email', '=', normaliseEmail(who))).executeTakeFirst();
  if (!member) throw notFound('No membership is held under this address any more');
  return member;
}

export type RenewalState = {
  plan: string;
  planName: string;
  pricePounds: number;
  periodEnd: string;
  status: MemberStatus;
  /** The checkout that renews, with the address and first name filled in. */
  renewPath: string;
  /** The year a renewal paid now would buy: from the end while it is ahead, else from now. */
  renewsFrom: string;
  autoRenew: {
    on: boolean;
    /** Only a current membership (not lapsed or refunded) can renew itself. */
    available: boolean;
    /** When the saved card will be charged, while on. */
    chargesOn: string | null;
    /** What the last automatic charge did. */
    lastOutcome: 'succeeded' | 'failed' | null;
  };
  mode: 'stripe' | 'demo';
};

/** What the member's page shows about renewing. */
export async function renewalState(db: DB, payments: PaymentProvider, who: MemberRef, now: Date): Promise<RenewalState> {
  const member = await memberOf(db, who);
  const status = memberStatus(member.status, member.periodEnd, now);
  const plan = planFor(member.plan);
  const on = member.autoRenew === 1 && Boolean(member.paymentMethodId);
  const name = member.firstName ? `&firstName=${encodeURIComponent(member.firstName)}` : '';
  return {
    plan: plan.type,
    planName: plan.name,
    pricePounds: plan.pricePounds,
    periodEnd: member.periodEnd,
    status,
    renewPath: `${renewalPath(plan.type, member.email)}${name}`,
    renewsFrom: Date.parse(member.periodEnd) > now.getTime() ? member.periodEnd : now.toISOString(),
    autoRenew: {
      on,
      available: status === 'active' || status === 'expiring',
      chargesOn: on ? new Date(Date.parse(member.periodEnd) - AUTO_RENEW_CHARGE_AHEAD_MS).toISOString() : null,
      lastOutcome: member.autoRenewOutcome,
    },
    mode: payments.mode,
  };
}

export type AutoRenewSetup = { setupIntentId: string; clientSecret: string; mode: 'stripe' | 'demo'; publishableKey: string | null };

/**
 * Step 1 of turning renewing automatically on: a set-up at the provider on the member's customer
 * (made on first use). Its client secret goes to the card form (Stripe's Payment Element, or the
 * demo's own); step 2 is `finishAutoRenew` (or the demo's confirm, which ends in it).
 */
export async function startAutoRenew({ db, payments }: Deps, who: MemberRef, now: Date): Promise<AutoRenewSetup> {
  const member = await memberOf(db, who);
  const status = memberStatus(member.status, member.periodEnd, now);
  if (status !== 'active' && status !== 'expiring') {
    throw conflict('Only a current membership can renew automatically: renew it first, then turn this on');
  }
  const setup = await payments.createSetup({
    customerId: member.providerCustomerId,
    email: member.email,
    name: member.firstName,
    metadata: { memberId: String(member.id), purpose: 'auto-renew' },
    idempotencyKey: `auto-renew-setup-${member.id}-${randomUUID()}`,
  });
  if (!setup.clientSecret) throw new Error(`Set-up ${setup.id} came back without a client secret`);
  await db
    .updateTable('members')
    .set({ providerCustomerId: setup.customerId, setupIntentId: setup.id })
    .where('id', '=', member.id)
    .execute();
  return { setupIntentId: setup.id, clientSecret: setup.clientSecret, mode: payments.mode, publishableKey: payments.publishableKey };
}

/**
 * Step 2: the provider says the card is saved; renewing automatically is on. Only the member's own
 * pending set-up counts (its id is on their row), and only on their own customer.
 */
export async function finishAutoRenew({ db, payments }: Deps, who: MemberRef, setupIntentId: string): Promise<{ on: true }> {
  const member = await memberOf(db, who);
  if (!member.setupIntentId || member.setupIntentId !== setupIntentId) throw notFound('No card is being saved for this membership');
  const setup = await payments.retrieveSetup(setupIntentId);
  if (!setup || setup.customerId !== member.providerCustomerId) throw notFound('No card is being saved for this membership');
  if (setup.status !== 'succeeded' || !setup.paymentMethodId) {
    throw conflict(setup.lastErrorMessage ?? 'The card has not been saved yet: complete the card form first');
  }
  await db
    .updateTable('members')
    .set({ autoRenew: 1, paymentMethodId: setup.paymentMethodId, setupIntentId: null, autoRenewOutcome: null })
    .where('id', '=', member.id)
    .execute();
  // A card saved before is replaced: the provider forgets it too.
  if (member.paymentMethodId && member.paymentMethodId !== setup.paymentMethodId) await forget(payments, member.paymentMethodId);
  return { on: true };
}

/**
 * Stripe's `setup_intent.succeeded` (a webhook): the card was saved though the member's browser
 * never came back to say so (closed, offline after confirming). The member whose pending set-up it
 * is gets renewing automatically turned on, exactly as their own step 2 would; the set-up is read
 * again from the provider, so a forged or stale event changes nothing. A repeat finds no pending
 * set-up and does nothing.
 */
export async function finishAutoRenewFromProvider(deps: Deps, setupIntentId: string): Promise<{ finished: boolean }> {
  const member = await deps.db.selectFrom('members').select('id').where('setupIntentId', '=', setupIntentId).executeTakeFirst();
  if (!member) return { finished: false };
  const setup = await deps.payments.retrieveSetup(setupIntentId);
  if (setup?.status !== 'succeeded') return { finished: false };
  await finishAutoRenew(deps, member.id, setupIntentId);
  return { finished: true };
}

type DemoSetupAnswer = { status: 'succeeded'; error: null } | { status: 'requires_payment_method'; error: CardDecline };

/** The demo provider's card form for saving a card: a test card decides, as at checkout. */
export async function confirmDemoAutoRenew(
  deps: Deps,
  who: MemberRef,
  input: z.output<typeof confirmDemoAutoRenewInput>,
): Promise<DemoSetupAnswer> {
  const member = await memberOf(deps.db, who);
  const setupId = /^(demo_seti_[A-Za-z0-9]+)_secret_/.exec(input.clientSecret)?.[1];
  if (!setupId || setupId !== member.setupIntentId) throw notFound('No card is being saved for this membership');
  const result = await deps.payments.confirmSetupCard(setupId, input.clientSecret, input);
  if (result.status !== 'succeeded') return { status: result.status, error: result.error };
  await finishAutoRenew(deps, who, setupId);
  return { status: 'succeeded', error: null };
}

/** One press: the saved card is dropped here and detached at the provider; renewal is by hand again. */
export async function stopAutoRenew({ db, payments }: Deps, who: MemberRef): Promise<{ on: false }> {
  const member = await memberOf(db, who);
  await db.updateTable('members').set({ autoRenew: 0, paymentMethodId: null, setupIntentId: null }).where('id', '=', member.id).execute();
  if (member.paymentMethodId) await forget(payments, member.paymentMethodId);
  return { on: false };
}

/**
 * The provider forgets a card we no longer hold. Our row has dropped its id already, so nothing of
 * ours can charge it: a provider that cannot be reached now leaves the card on the customer, unused.
 */
async function forget(payments: PaymentProvider, paymentMethodId: string): Promise<void> {
  try {
    await payments.forgetPaymentMethod(paymentMethodId);
  } catch {
    // See above: the member's choice is already made and kept.
  }
}

/**
 * The scheduler's job: charges the saved card of each member renewing automatically whose period
 * ends within a day (or ended up to three days ago, after a server was down). Once per member and
 * period in any number of processes: the member is claimed by a conditional UPDATE of
 * `autoRenewClaimedFor` before the provider is asked, and the provider's idempotency key is the
 * member and period, so a retry after a lost answer gets the same charge back. The payment is then
 * recorded as any other (its confirmation is the receipt), which moves the period a year on; a
 * declined charge turns renewing automatically off and says so in a letter, and the reminder letters
 * carry on as for anyone.
 */
export async function chargeAutoRenewals(deps: Deps, now: Date): Promise<{ charged: number; failed: number }> {
  const { db, payments, mail } = deps;
  const due = await db
    .selectFrom('members')
    .selectAll()
    .where('autoRenew', '=', 1)
    .where('status', '=', 'active')
    .where('paymentMethodId', 'is not', null)
    .where('providerCustomerId', 'is not', null)
    .where('periodEnd', '<=', new Date(now.getTime() + AUTO_RENEW_CHARGE_AHEAD_MS).toISOString())
    .where('periodEnd', '>', new Date(now.getTime() - AUTO_RENEW_LATE_MS).toISOString())
    .where((eb) => eb.or([eb('autoRenewClaimedFor', 'is', null), eb('autoRenewClaimedFor', '<>', eb.ref('periodEnd'))]))
    .orderBy('periodEnd')
    .execute();
  let charged = 0;
  let failed = 0;
  for (const member of due) {
    const claimed = await db
      .updateTable('members')
      .set({ autoRenewClaimedFor: member.periodEnd })
      .where('id', '=', member.id)
      .where('autoRenew', '=', 1)
      .where('periodEnd', '=', member.periodEnd)
      .where(sql<SqlBool>`("autoRenewClaimedFor" is null or "autoRenewClaimedFor" <> ${member.periodEnd})`)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const plan = planFor(member.plan);
    let result;
    try {
      result = await payments.chargeSavedCard({
        customerId: member.providerCustomerId!,
        paymentMethodId: member.paymentMethodId!,
        amount: plan.amountPence,
        currency: plan.currency,
        description: `${plan.name} membership, one year (renewed automatically)`,
        metadata: {
          plan: plan.type,
          email: member.email,
          firstName: member.firstName ?? '',
          memberId: String(member.id),
          autoRenew: 'yes',
        },
        idempotencyKey: `auto-renew-${member.id}-${member.periodEnd}`,
      });
    } catch (error) {
      // The provider could not be reached: the claim is let go, and the next run asks again with the same key.
      await db
        .updateTable('members')
        .set({ autoRenewClaimedFor: null })
        .where('id', '=', member.id)
        .where('autoRenewClaimedFor', '=', member.periodEnd)
        .execute();
      throw error;
    }
    if (result.status === 'succeeded') {
      // The same path as the webhook and the demo's confirm: the payment once, its member, its receipt letter.
      await recordIntentEvent(
        db,
        { id: `auto-renew:${result.intent.id}`, type: 'payment_intent.succeeded', paymentIntentId: result.intent.id },
        result.intent,
        payments.mode,
        mail,
        deps.events,
      );
      await db.updateTable('members').set({ autoRenewOutcome: 'succeeded' }).where('id', '=', member.id).execute();
      charged++;
      continue;
    }
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('members')
        .set({ autoRenew: 0, paymentMethodId: null, autoRenewOutcome: 'failed' })
        .where('id', '=', member.id)
        .execute();
      await queueMail(trx, mail, autoRenewFailedMails(mail.settings, member, result.message));
    });
    failed++;
  }
  if (failed > 0) mail.notify();
  return { charged, failed };
}
