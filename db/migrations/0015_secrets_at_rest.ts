import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Secrets at rest (docs/decisions/037):
// - mail_outbox.secret: a letter's link token (a password reset, a staff invitation), sealed with
//   the app's secrets key, while the letter waits to be sent; the letter's text and HTML hold a
//   placeholder instead. Cleared once sent or once the link expires.
// - mail_outbox.secretExpiresAt: the link's lifetime, set on every letter that has such a link
//   (kept after sending: it says the letter's link was withheld).
// Letters stored in clear by earlier versions, and TOTP secrets in clear, are sealed at start by
// the app (it holds the key; a migration does not).
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema.alterTable('mail_outbox').addColumn('secret', w.text).execute();
  await db.schema.alterTable('mail_outbox').addColumn('secretExpiresAt', w.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('secretExpiresAt').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('secret').execute();
}
