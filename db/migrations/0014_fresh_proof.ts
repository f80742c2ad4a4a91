import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Fresh proof of identity before a change to how
// an account signs in (docs/decisions/036-fresh-proof.md): the window a confirmation opens, and the
// passkey challenge that confirmation answers, live on the session row, so every process that reads
// the session (several share a PostgreSQL database) sees the same window.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  // Until when this session may change passwords, factors and sessions (ISO-8601 UTC), or null.
  await db.schema.alterTable('admin_sessions').addColumn('proofUntil', w.text).execute();
  // The SHA-256 (hex) of the last passkey challenge issued to this session for a confirmation, and its end.
  await db.schema
    .alterTable('admin_sessions')
    .addColumn('proofChallenge', w.text, (c) => c.check(sql`length("proofChallenge") = 64`))
    .execute();
  await db.schema.alterTable('admin_sessions').addColumn('proofChallengeUntil', w.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_sessions').dropColumn('proofChallengeUntil').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('proofChallenge').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('proofUntil').execute();
}
