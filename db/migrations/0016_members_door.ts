import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. A member's own door (docs/decisions/054-members-door.md):
// sessions of their own (stored by the SHA-256 of the cookie's value, idle and absolute limits as
// staff's, docs/decisions/026), single-use codes and links sent by letter (stored as a keyed hash),
// passkeys and their WebAuthn challenges. Nothing here refers to the staff tables: no row of one
// kind can stand for the other.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('member_sessions')
    // The SHA-256 (hex) of the cookie's value: a copy of the database holds no live session.
    .addColumn('id', w.text, (c) => c.primaryKey().check(sql`length(id) = 64`))
    .addColumn('memberId', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // The absolute end (never moved) and the last use (idle timeout).
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('lastUsedAt', w.text, (c) => c.notNull())
    // Until when this session may download or erase the member's data (a fresh code), or null.
    .addColumn('proofUntil', w.text)
    .addColumn('ip', w.text, (c) => c.notNull().defaultTo('').check(sql`length(ip) <= 100`))
    .addColumn('userAgent', w.text, (c) => c.notNull().defaultTo('').check(sql`length("userAgent") <= 300`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('member_sessions_member').on('member_sessions').column('memberId').execute();

  // A code (6 digits) and, for a sign-in, a link: each good once, for 10 minutes.
  await db.schema
    .createTable('member_codes')
    .addColumn('id', w.idType, w.id)
    // The address the letter went to, lower case (a sign-in to a non-member's address is stored too, and never signs in).
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 254`))
    .addColumn('purpose', w.text, (c) => c.notNull().check(sql`purpose in ('sign-in', 'address-change', 'fresh-proof')`))
    .addColumn('memberId', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    // An HMAC of the code under the server's secrets key (a 6-digit code's plain SHA-256 is a lookup table).
    .addColumn('codeHash', w.text, (c) => c.notNull().check(sql`length("codeHash") <= 64`))
    // The SHA-256 (hex) of the link's 256-bit token (sign-in only).
    .addColumn('linkHash', w.text, (c) => c.unique().check(sql`length("linkHash") = 64`))
    // The new address an address change goes to (its code is sent there).
    .addColumn('newEmail', w.text, (c) => c.check(sql`length("newEmail") <= 254`))
    // Wrong codes tried against this one: at 5 it is spent.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('usedAt', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('member_codes_email').on('member_codes').columns(['email', 'purpose']).execute();
  await db.schema.createIndex('member_codes_expires').on('member_codes').column('expiresAt').execute();

  await db.schema
    .createTable('member_passkeys')
    // The credential id (base64url), as the authenticator names it.
    .addColumn('id', w.text, (c) => c.primaryKey().check(sql`length(id) <= 1400`))
    .addColumn('memberId', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('publicKey', w.text, (c) => c.notNull().check(sql`length("publicKey") <= 4000`))
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', w.text, (c) => c.notNull().defaultTo('').check(sql`length(transports) <= 200`))
    .addColumn('name', w.text, (c) => c.notNull().check(sql`length(name) <= 100`))
    .addColumn('lastUsedAt', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('member_passkeys_member').on('member_passkeys').column('memberId').execute();

  // WebAuthn challenges, by the SHA-256 of the value: 5 minutes, single use.
  await db.schema
    .createTable('member_challenges')
    .addColumn('challengeHash', w.text, (c) => c.primaryKey().check(sql`length("challengeHash") = 64`))
    .addColumn('purpose', w.text, (c) => c.notNull().check(sql`purpose in ('passkey-register', 'passkey-sign-in')`))
    .addColumn('memberId', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('member_challenges_expires').on('member_challenges').column('expiresAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['member_challenges', 'member_passkeys', 'member_codes', 'member_sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
