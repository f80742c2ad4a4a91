import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Letters finished by the worker
// (docs/decisions/063):
// - mail_outbox.render: JSON, what the worker still has to make of the letter before it sends it
//   (the ticket letter's QR code and calendar file), or null for a letter queued whole. The worker
//   writes the finished html and attachments and clears it in one UPDATE, so a crash before that
//   leaves the note to be carried out again.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema.alterTable('mail_outbox').addColumn('render', w.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('render').execute();
}
