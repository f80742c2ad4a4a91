import type { Kysely } from 'kysely';
import { schemaWords } from '../dialect';

/**
 * The first migration created a `users` table (username, plaintext password) from an early
 * reading of the data model; nothing ever used it, and administrators live in `admin_users`
 * with argon2 hashes. Dropped so no plaintext-password column exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('users')
    .addColumn('id', w.idType, w.id)
    .addColumn('username', w.text, (c) => c.notNull().unique())
    .addColumn('password', w.text, (c) => c.notNull())
    .execute();
}
