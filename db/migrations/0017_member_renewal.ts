import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Renewing automatically
// (docs/decisions/055-member-receipts-renewal-card.md): a member may save a card with the payment
// provider, which charges it off-session when the period ends. Only the provider's ids are kept
// (a customer, a payment method, a pending setup), never card data. The columns are on `members`:
// erasing a member (docs/decisions/029) takes them with the row.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  // 1 while the member wants the saved card charged at the end of each period.
  await db.schema
    .alterTable('members')
    .addColumn('autoRenew', 'integer', (c) => c.notNull().defaultTo(0).check(sql`"autoRenew" in (0, 1)`))
    .execute();
  // The provider's customer (cus_..., demo_cus_...), the saved payment method (pm_..., demo_pm_...)
  // and the card set-up in progress (seti_..., demo_seti_...).
  await db.schema
    .alterTable('members')
    .addColumn('providerCustomerId', w.text, (c) => c.check(sql`length("providerCustomerId") <= 255`))
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('paymentMethodId', w.text, (c) => c.check(sql`length("paymentMethodId") <= 255`))
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('setupIntentId', w.text, (c) => c.check(sql`length("setupIntentId") <= 255`))
    .execute();
  // The period end an automatic charge was claimed for: one charge per period, in any number of processes.
  await db.schema.alterTable('members').addColumn('autoRenewClaimedFor', w.text).execute();
  // What the last automatic charge did: 'succeeded', or 'failed' (then the reminder letters take over).
  await db.schema
    .alterTable('members')
    .addColumn('autoRenewOutcome', w.text, (c) => c.check(sql`"autoRenewOutcome" in ('succeeded', 'failed')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['autoRenewOutcome', 'autoRenewClaimedFor', 'setupIntentId', 'paymentMethodId', 'providerCustomerId', 'autoRenew']) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
