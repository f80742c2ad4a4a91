import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Members (docs/decisions/028-members-renewals-refunds.md):
// one row per person (email, lower case), made and extended by succeeded payments; refunds of a
// payment, from the panel or from Stripe, one row per provider refund; and the payments' own
// refund and dispute state. Existing payments become members here, by the same rule the app uses
// (src/server/services/members.ts): each counted payment starts a year at its date, or at the end of
// the period it renews when that is later.

const PLACEHOLDER_EMAIL = 'pending@checkout.invalid';
const PLACEHOLDER_NAME = 'Pending';

const yearAfter = (iso: string) => {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString();
};

export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('members')
    .addColumn('id', w.idType, w.id)
    .addColumn('email', w.text, (c) => c.notNull().unique().check(sql`length(email) <= 255`))
    .addColumn('firstName', w.text, (c) => c.check(sql`length("firstName") <= 100`))
    .addColumn('plan', w.text, (c) => c.notNull().check(sql`length(plan) <= 50`))
    .addColumn('firstJoinedAt', w.text, (c) => c.notNull())
    .addColumn('periodStart', w.text, (c) => c.notNull())
    .addColumn('periodEnd', w.text, (c) => c.notNull())
    // 'active' or 'refunded' as stored; "expiring" and "lapsed" are read from periodEnd and the clock.
    .addColumn('status', w.text, (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'refunded')`))
    // The last renewal letter sent for the period ending at reminderPeriodEnd: 1 (30 days), 2 (7 days), 3 (lapsed).
    .addColumn('reminderStage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminderPeriodEnd', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('updatedAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('members_period_end').on('members').columns(['status', 'periodEnd']).execute();
  await db.schema.createIndex('members_first_joined').on('members').columns(['firstJoinedAt', 'id']).execute();

  await db.schema.alterTable('payments').addColumn('memberId', 'integer').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refundedAmount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payments').addColumn('disputedAt', w.text).execute();
  await db.schema.createIndex('payments_member').on('payments').column('memberId').execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', w.idType, w.id)
    .addColumn('paymentId', 'integer', (c) => c.notNull())
    // The provider's refund id (re_... or demo_re_...): a refund is recorded once whichever side made it.
    .addColumn('providerRefundId', w.text, (c) => c.notNull().unique().check(sql`length("providerRefundId") <= 255`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', w.text, (c) => c.check(sql`length(reason) <= 500`))
    // 'panel' (an administrator) or 'provider' (made in Stripe's dashboard, learnt from its webhook).
    .addColumn('source', w.text, (c) => c.notNull().check(sql`source in ('panel', 'provider')`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('payment_refunds_payment').on('payment_refunds').column('paymentId').execute();

  // Existing payments become members.
  const payments = (await db
    .selectFrom('payments')
    .select(['id', 'email', 'firstName', 'membershipType', 'status', 'createdAt'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute()) as { id: number; email: string; firstName: string; membershipType: string; status: string; createdAt: string }[];
  const byEmail = new Map<string, typeof payments>();
  for (const p of payments) {
    const email = p.email.trim().toLowerCase();
    if (!email || email === PLACEHOLDER_EMAIL || p.status !== 'succeeded') continue;
    byEmail.set(email, [...(byEmail.get(email) ?? []), p]);
  }
  for (const [email, list] of byEmail) {
    let start = list[0]!.createdAt;
    let end = '';
    for (const p of list) {
      start = end && end > p.createdAt ? end : p.createdAt;
      end = yearAfter(start);
    }
    const last = list[list.length - 1]!;
    const named = [...list].reverse().find((p) => p.firstName && p.firstName !== PLACEHOLDER_NAME);
    const member = (await db
      .insertInto('members')
      .values({
        email,
        firstName: named ? named.firstName.slice(0, 100) : null,
        plan: last.membershipType,
        firstJoinedAt: list[0]!.createdAt,
        periodStart: start,
        periodEnd: end,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await db
      .updateTable('payments')
      .set({ memberId: member.id })
      .where(
        'id',
        'in',
        list.map((p) => p.id),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropIndex('payments_member').execute();
  await db.schema.alterTable('payments').dropColumn('disputedAt').execute();
  await db.schema.alterTable('payments').dropColumn('refundedAmount').execute();
  await db.schema.alterTable('payments').dropColumn('memberId').execute();
  await db.schema.dropTable('members').execute();
}
