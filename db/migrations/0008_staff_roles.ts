import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Staff roles and moderation tools
// (docs/decisions/027-staff-roles-and-moderation.md):
// - every administrator gets a role; those that exist (admin:create, ADMIN_EMAIL, seeds) become Owners;
// - invitations: an Owner invites by email, the link's token is stored only as its SHA-256;
// - moderation: blocked emails and address ranges, a word list, and on comments the client
//   address (to block a range), whether a block hides it, and the word that held it.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', w.text, (c) => c.notNull().defaultTo('owner').check(sql`role in ('owner', 'editor', 'moderator')`))
    .execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('name', w.text, (c) => c.check(sql`length(name) <= 100`))
    .execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', w.idType, w.id)
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('role', w.text, (c) => c.notNull().check(sql`role in ('owner', 'editor', 'moderator')`))
    .addColumn('tokenHash', w.text, (c) => c.notNull().unique().check(sql`length("tokenHash") = 64`))
    .addColumn('invitedBy', w.text, (c) => c.notNull().check(sql`length("invitedBy") <= 255`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('acceptedAt', w.text)
    .execute();
  await db.schema.createIndex('staff_invitations_email').on('staff_invitations').column('email').execute();

  await db.schema
    .createTable('moderation_blocks')
    .addColumn('id', w.idType, w.id)
    .addColumn('kind', w.text, (c) => c.notNull().check(sql`kind in ('email', 'address')`))
    // An email (lower case), or an address or CIDR range ('203.0.113.0/24', '2001:db8::/32').
    .addColumn('value', w.text, (c) => c.notNull().check(sql`length(value) <= 255`))
    .addColumn('note', w.text, (c) => c.check(sql`length(note) <= 200`))
    .addColumn('createdBy', w.text, (c) => c.notNull().check(sql`length("createdBy") <= 255`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addUniqueConstraint('moderation_blocks_kind_value', ['kind', 'value'])
    .execute();

  await db.schema
    .createTable('moderation_words')
    .addColumn('id', w.idType, w.id)
    .addColumn('word', w.text, (c) => c.notNull().unique().check(sql`length(word) between 1 and 100`))
    .addColumn('action', w.text, (c) => c.notNull().check(sql`action in ('hold', 'refuse')`))
    .addColumn('createdBy', w.text, (c) => c.notNull().check(sql`length("createdBy") <= 255`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();

  await db.schema
    .alterTable('comments')
    .addColumn('authorIp', w.text, (c) => c.check(sql`length("authorIp") <= 100`))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('heldFor', w.text, (c) => c.check(sql`length("heldFor") <= 100`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('heldFor').execute();
  await db.schema.alterTable('comments').dropColumn('hidden').execute();
  await db.schema.alterTable('comments').dropColumn('authorIp').execute();
  await db.schema.dropTable('moderation_words').execute();
  await db.schema.dropTable('moderation_blocks').execute();
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.alterTable('admin_users').dropColumn('name').execute();
  await db.schema.alterTable('admin_users').dropColumn('role').execute();
}
