import type { DB } from '~/server/db/database';
import type { Database, NewRow } from '~/server/db/schema';
import { proposalFiller } from './research-proposal';

/** A timestamp `i` minutes after a fixed start (after any seed content), so row i+1 is newer than row i. */
export const minuteAt = (i: number) => new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString();

/** Inserts rows in chunks (SQLite binds at most 32,766 values per statement). */
export async function insertMany<T extends keyof Database>(db: DB, table: T, count: number, row: (i: number) => NewRow<T>): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => row(start + k));
    await db.transaction().execute((trx) =>
      trx
        .insertInto(table)
        .values(rows as never)
        .execute(),
    );
  }
}

/** An exhibition to hang comments on; answers its id. */
export async function seedExhibition(db: DB, title = 'The Thinking Machine'): Promise<number> {
  const row = await db
    .insertInto('content_items')
    .values({ title, description: '<p>An exhibition</p>', type: 'exhibition', category: 'Cognition', createdAt: minuteAt(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` pending comments on one exhibition; every 10th by "Needle" (for searches). */
export async function seedPendingComments(db: DB, count: number, contentItemId: number): Promise<void> {
  await insertMany(db, 'comments', count, (i) => ({
    contentItemId,
    authorName: i % 10 === 0 ? `Needle Person ${i}` : `Commenter ${i}`,
    authorEmail: `commenter${i}@example.com`,
    comment: `Comment number ${i} on the fine art of thinking.`,
    isApproved: 0,
    createdAt: minuteAt(i),
    updatedAt: minuteAt(i),
  }));
}

/** `count` payments; every 10th by "Needle". `batch` keeps intent ids unique across calls. */
export async function seedPayments(db: DB, count: number, batch = 'seed'): Promise<void> {
  await insertMany(db, 'payments', count, (i) => ({
    stripePaymentIntentId: `pi_${batch}_${i}`,
    email: `payer${i}@example.com`,
    firstName: i % 10 === 0 ? `Needle ${i}` : `Payer ${i}`,
    membershipType: 'basic',
    amount: 700,
    currency: 'gbp',
    status: 'succeeded',
    createdAt: minuteAt(i),
  }));
}

/**
 * One submission of each form the admin's submission tabs list: a contact form from Ada, a supporter
 * Bea with a LinkedIn certificate, a volunteer application from Cy with one experiment, and a
 * research proposal from Di, "On Tea".
 */
export async function seedOneSubmissionOfEach(db: DB): Promise<void> {
  await db
    .insertInto('membership_applications')
    .values({ firstName: 'Ada', email: 'ada@example.com', subject: 'General Fellowship Inquiry', message: 'Hello' })
    .execute();
  await db
    .insertInto('viral_shares')
    .values({
      firstName: 'Bea',
      email: 'bea@example.com',
      shareType: 'linkedin',
      certificationClaimed: 1,
      shareAction: 'certificate',
      linkedinUrl: 'https://www.linkedin.com/x',
    })
    .execute();
  await db
    .insertInto('volunteer_applications')
    .values({
      name: 'Cy',
      email: 'cy@example.com',
      motivation: 'Curiosity',
      experiments: JSON.stringify(['The Procrastination Algorithm']),
    })
    .execute();
  await db
    .insertInto('research_proposals')
    .values({ name: 'Di', email: 'di@example.com', title: 'On Tea', ...proposalFiller })
    .execute();
}
