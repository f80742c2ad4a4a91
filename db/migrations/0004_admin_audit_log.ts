import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. The admin audit log (docs/decisions/015): one row per
// administrator write, written in the same transaction as the write; the app never updates or
// deletes a row. Plus the indexes the paginated admin lists read through (newest first).
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', w.idType, w.id)
    // Who: the administrator's id (null for a failed login) and email (the attempted one for a failed login).
    .addColumn('adminUserId', 'integer')
    .addColumn('adminEmail', w.text, (c) => c.notNull().check(sql`length("adminEmail") <= 255`))
    // What: the kind of thing (content, comment, session, ...) and the action (create, delete, login, ...).
    .addColumn('kind', w.text, (c) => c.notNull().check(sql`length(kind) <= 50`))
    .addColumn('action', w.text, (c) => c.notNull().check(sql`length(action) <= 50`))
    // Which: the row's id when there is one.
    .addColumn('entityId', 'integer')
    // A short note: an uploaded file's address, an export's search, a delete's title.
    .addColumn('detail', w.text, (c) => c.check(sql`length(detail) <= 500`))
    .addColumn('ip', w.text, (c) => c.notNull().check(sql`length(ip) <= 100`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_audit_log_created').on('admin_audit_log').columns(['createdAt', 'id']).execute();
  await db.schema.createIndex('admin_audit_log_admin').on('admin_audit_log').columns(['adminEmail', 'createdAt']).execute();
  await db.schema.createIndex('admin_audit_log_kind').on('admin_audit_log').columns(['kind', 'createdAt']).execute();

  // The paginated admin lists, newest first (createdAt, then id) with their counts.
  await db.schema.createIndex('comments_pending_page').on('comments').columns(['isApproved', 'createdAt', 'id']).execute();
  await db.schema.createIndex('payments_created_id').on('payments').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_created_id').execute();
  await db.schema.dropIndex('comments_pending_page').execute();
  await db.schema.dropTable('admin_audit_log').execute();
}
