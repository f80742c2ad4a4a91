import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. The Club's Dispatch (docs/decisions/056):
// - dispatch_subscribers: one row per address, with the consent it gave (when, on which form, in
//   which words: PECR and UK GDPR ask the club to be able to show it), its double opt-in (the
//   SHA-256 of the single-use confirmation token and its lifetime) and its end (unsubscribed, or a
//   permanent 5xx from a mail server: never written to again).
// - dispatch_issues: a newsletter issue; the letter is frozen in letterHtml/letterText when the
//   sending starts, so an edit afterwards cannot change what half the list received.
// - dispatch_letters: one row per recipient per issue (unique): claimed in batches, sent, marked.
//   `messageId` is fixed when the row is made, so a repeat after a crash carries the same one.
//   queued -> claimed (in a batch) -> sending (this letter's SMTP conversation begins) -> sent:
//   after a kill, `claimed` letters were certainly not sent; only `sending` ones are in doubt.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('dispatch_subscribers')
    .addColumn('id', w.idType, w.id)
    .addColumn('email', w.text, (c) => c.notNull().unique().check(sql`length(email) <= 255`))
    .addColumn('status', w.text, (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'unsubscribed', 'bounced')`),
    )
    .addColumn('consentSource', w.text, (c) => c.notNull().check(sql`length("consentSource") <= 40`))
    .addColumn('consentWording', w.text, (c) => c.notNull().check(sql`length("consentWording") <= 2000`))
    .addColumn('consentAt', w.text, (c) => c.notNull())
    .addColumn('confirmTokenHash', w.text, (c) => c.unique())
    .addColumn('confirmExpiresAt', w.text)
    .addColumn('confirmedAt', w.text)
    .addColumn('unsubscribedAt', w.text)
    .addColumn('bouncedAt', w.text)
    .addColumn('bounceReason', w.text, (c) => c.check(sql`length("bounceReason") <= 1000`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('updatedAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('dispatch_subscribers_status').on('dispatch_subscribers').columns(['status', 'id']).execute();

  await db.schema
    .createTable('dispatch_issues')
    .addColumn('id', w.idType, w.id)
    .addColumn('subject', w.text, (c) => c.notNull().check(sql`length(subject) <= 200`))
    .addColumn('body', w.text, (c) => c.notNull())
    .addColumn('sourceReportId', 'integer', (c) => c.references('intelligence_reports.id').onDelete('set null'))
    .addColumn('audience', w.text, (c) =>
      c.notNull().defaultTo('subscribers').check(sql`audience in ('subscribers', 'members', 'supporters')`),
    )
    .addColumn('membersOnly', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', w.text, (c) =>
      c.notNull().defaultTo('draft').check(sql`status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`),
    )
    .addColumn('scheduledAt', w.text)
    .addColumn('startedAt', w.text)
    .addColumn('finishedAt', w.text)
    .addColumn('letterHtml', w.text)
    .addColumn('letterText', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('updatedAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('dispatch_issues_status').on('dispatch_issues').columns(['status', 'scheduledAt']).execute();

  await db.schema
    .createTable('dispatch_letters')
    .addColumn('id', w.idType, w.id)
    .addColumn('issueId', 'integer', (c) => c.notNull().references('dispatch_issues.id').onDelete('cascade'))
    .addColumn('subscriberId', 'integer', (c) => c.notNull().references('dispatch_subscribers.id').onDelete('cascade'))
    .addColumn('status', w.text, (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'claimed', 'sending', 'sent', 'failed', 'bounced', 'cancelled', 'suppressed')`),
    )
    .addColumn('messageId', w.text, (c) => c.notNull().check(sql`length("messageId") <= 255`))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimedAt', w.text)
    .addColumn('sentAt', w.text)
    .addColumn('lastError', w.text, (c) => c.check(sql`length("lastError") <= 1000`))
    .addColumn('smtpResponse', w.text, (c) => c.check(sql`length("smtpResponse") <= 1000`))
    .addUniqueConstraint('dispatch_letters_once', ['issueId', 'subscriberId'])
    .execute();
  await db.schema.createIndex('dispatch_letters_due').on('dispatch_letters').columns(['status', 'id']).execute();
  await db.schema.createIndex('dispatch_letters_subscriber').on('dispatch_letters').columns(['subscriberId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dispatch_letters').execute();
  await db.schema.dropTable('dispatch_issues').execute();
  await db.schema.dropTable('dispatch_subscribers').execute();
}
