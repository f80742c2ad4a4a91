import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. The durable outbox of docs/decisions/009:
// a message is written in the same transaction as the record it is about, and a worker in the
// process sends it, retries it with backoff and marks it sent or failed with the last error.

export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', w.idType, w.id)
    // What the message is (membership-confirmation, contact-acknowledgement, admin-notice, ...).
    .addColumn('kind', w.text, (c) => c.notNull().check(sql`length(kind) <= 50`))
    // One message per record, kind and recipient: 'payment:12:member'. A second enqueue is a no-op.
    .addColumn('dedupeKey', w.text, (c) => c.notNull().unique().check(sql`length("dedupeKey") <= 255`))
    .addColumn('recipient', w.text, (c) => c.notNull().check(sql`length(recipient) <= 255`))
    .addColumn('recipientName', w.text, (c) => c.check(sql`length("recipientName") <= 100`))
    // The visitor, on notices to the club's own address, so the keeper can answer directly.
    .addColumn('replyTo', w.text, (c) => c.check(sql`length("replyTo") <= 255`))
    .addColumn('subject', w.text, (c) => c.notNull().check(sql`length(subject) <= 998`))
    .addColumn('html', w.text, (c) => c.notNull())
    .addColumn('text', w.text, (c) => c.notNull())
    // The Message-ID header, the same on every try, so a receiving server can spot a repeat.
    .addColumn('messageId', w.text, (c) => c.notNull().check(sql`length("messageId") <= 255`))
    .addColumn('status', w.text, (c) =>
      c.notNull().defaultTo('queued').check(sql`status in ('queued', 'sending', 'sent', 'failed', 'unsent')`),
    )
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastError', w.text)
    .addColumn('smtpResponse', w.text)
    .addColumn('nextAttemptAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('lastAttemptAt', w.text)
    .addColumn('sentAt', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'nextAttemptAt']).execute();
  await db.schema.createIndex('mail_outbox_created').on('mail_outbox').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
