import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. A letter's attachments (docs/decisions/057):
// - mail_outbox.attachments: JSON, an array of { filename, contentType, content } with text content
//   (the ticket letter's calendar file), or null for a letter without any. Stored with the letter
//   so the worker sends exactly what was queued, whenever it sends it.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema.alterTable('mail_outbox').addColumn('attachments', w.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
}
