import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. The privacy work (docs/decisions/029):
// - comment_reactions.ownerTokenHash: the SHA-256 of the unguessable token the reacting browser
//   keeps; removing a reaction needs that token, not the (guessable) email. Rows made before this
//   migration have none, so nobody can remove them from outside the panel.
// - scheduled_jobs: one row per job the app runs on a timer (the retention purge), with the time
//   of its last run; a process claims a run by one conditional UPDATE, so several processes on one
//   PostgreSQL database run each job once per period, and a run missed while the app was down is
//   made at the next start.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema.alterTable('comment_reactions').addColumn('ownerTokenHash', w.text).execute();
  await db.schema.createIndex('comment_reactions_owner').on('comment_reactions').columns(['ownerTokenHash', 'commentId']).execute();
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', w.text, (c) => c.primaryKey())
    .addColumn('lastRunAt', w.text, (c) => c.notNull())
    .execute();
  // The purge of sent letters by age, and the count of letters to one recipient a day (no relay).
  await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').columns(['recipient', 'createdAt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_recipient').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
  await db.schema.dropIndex('comment_reactions_owner').execute();
  await db.schema.alterTable('comment_reactions').dropColumn('ownerTokenHash').execute();
}
