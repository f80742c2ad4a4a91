import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Sign-in that resists attack
// (docs/decisions/026-admin-sign-in.md): sessions stored by the SHA-256 of their id with idle and
// absolute limits, second factors (TOTP, recovery codes, passkeys), remembered devices, and
// single-use tokens (password reset links, WebAuthn challenges), all stored hashed.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  // The old rows hold session ids as sent: they are carried over by the SHA-256 of their id, so
  // nobody is signed out by the upgrade, and the copy of the database no longer holds a live session.
  const old: { id: string; adminUserId: number; expiresAt: string; createdAt: string }[] = await db
    .selectFrom('admin_sessions')
    .select(['id', 'adminUserId', 'expiresAt', 'createdAt'])
    .execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema
    .createTable('admin_sessions')
    // The SHA-256 of the cookie's value, in hex: a copy of the database holds no live session.
    .addColumn('id', w.text, (c) => c.primaryKey().check(sql`length(id) = 64`))
    .addColumn('adminUserId', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    // The absolute end (never moved) and the last use (idle timeout).
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('lastUsedAt', w.text, (c) => c.notNull())
    // 'full', or a session that has passed the password only: 'second-factor' (to verify) or 'enrol' (ADMIN_REQUIRE_2FA).
    .addColumn('level', w.text, (c) => c.notNull().defaultTo('full').check(sql`level in ('full', 'second-factor', 'enrol')`))
    .addColumn('ip', w.text, (c) => c.notNull().defaultTo('').check(sql`length(ip) <= 100`))
    .addColumn('userAgent', w.text, (c) => c.notNull().defaultTo('').check(sql`length("userAgent") <= 300`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('adminUserId').execute();
  const now = new Date().toISOString();
  for (const row of old) {
    await db
      .insertInto('admin_sessions')
      .values({
        id: createHash('sha256').update(row.id).digest('hex'),
        adminUserId: row.adminUserId,
        expiresAt: row.expiresAt,
        lastUsedAt: now,
        level: 'full',
        createdAt: row.createdAt,
      })
      .execute();
  }

  await db.schema
    .createTable('admin_totp')
    .addColumn('adminUserId', 'integer', (c) => c.primaryKey().references('admin_users.id').onDelete('cascade'))
    .addColumn('secret', w.text, (c) => c.notNull().check(sql`length(secret) <= 128`))
    // Null until the first code is confirmed; only a confirmed secret is a second factor.
    .addColumn('confirmedAt', w.text)
    // The last 30-second step accepted: a code is good once.
    .addColumn('lastStep', 'bigint')
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', w.idType, w.id)
    .addColumn('adminUserId', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('codeHash', w.text, (c) => c.notNull().unique().check(sql`length("codeHash") = 64`))
    .addColumn('usedAt', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_recovery_codes_user').on('admin_recovery_codes').column('adminUserId').execute();

  await db.schema
    .createTable('admin_passkeys')
    // The credential id (base64url), as the authenticator names it.
    .addColumn('id', w.text, (c) => c.primaryKey().check(sql`length(id) <= 1400`))
    .addColumn('adminUserId', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('publicKey', w.text, (c) => c.notNull().check(sql`length("publicKey") <= 4000`))
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', w.text, (c) => c.notNull().defaultTo('').check(sql`length(transports) <= 200`))
    .addColumn('name', w.text, (c) => c.notNull().check(sql`length(name) <= 100`))
    .addColumn('lastUsedAt', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_passkeys_user').on('admin_passkeys').column('adminUserId').execute();

  // Browsers that completed a sign-in: their cookie lets the owner past a lockout others caused.
  await db.schema
    .createTable('admin_devices')
    .addColumn('tokenHash', w.text, (c) => c.primaryKey().check(sql`length("tokenHash") = 64`))
    .addColumn('adminUserId', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('lastUsedAt', w.text, (c) => c.notNull())
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_devices_user').on('admin_devices').column('adminUserId').execute();

  // Single-use secrets: password reset links and WebAuthn challenges, by the SHA-256 of the value.
  await db.schema
    .createTable('admin_auth_tokens')
    .addColumn('tokenHash', w.text, (c) => c.primaryKey().check(sql`length("tokenHash") = 64`))
    .addColumn('purpose', w.text, (c) => c.notNull().check(sql`purpose in ('password-reset', 'passkey-register', 'passkey-sign-in')`))
    .addColumn('adminUserId', 'integer', (c) => c.references('admin_users.id').onDelete('cascade'))
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_auth_tokens_expires').on('admin_auth_tokens').column('expiresAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  for (const table of ['admin_auth_tokens', 'admin_devices', 'admin_passkeys', 'admin_recovery_codes', 'admin_totp', 'admin_sessions']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', w.text, (c) => c.primaryKey().check(sql`length(id) <= 128`))
    .addColumn('adminUserId', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('adminUserId').execute();
}
