import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuditKind } from '~/shared/admin-kinds';
import type { AuditAction } from '~/shared/audit-log';
import type { auditEntryOutput } from '~/shared/schemas/audit-log';
import { type DB, inTransaction } from '../db/database';
import { type Page, countOf, pageOf, searchWhere } from '../db/pagination';
import { rawRead } from '../db/raw-sql';
import type { Database, Row } from '../db/schema';
import type { AdminSession } from '../context';

/**
 * The admin audit log (docs/decisions/015-admin-lists-exports-audit.md): every admin
 * write is recorded with who, what, which id, when and the client address, in the same
 * transaction as the write, so a write without its entry (or an entry without its write) cannot
 * be committed. The app has no way to change or remove an entry.
 */
export type AuditActor = { adminUserId: number | null; email: string; ip: string };
type AuditEntry = { kind: AuditKind; action: AuditAction; entityId?: number | null; detail?: string | null };

/** The signed-in administrator of a request, as the log names them. */
export const auditActor = (session: Pick<AdminSession, 'adminUserId' | 'email'>, ip: string): AuditActor => ({
  adminUserId: session.adminUserId,
  email: session.email,
  ip,
});

const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** Writes one entry with `db`, which is the write's own transaction when there is one. */
export async function recordAudit(db: DB, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      adminUserId: actor.adminUserId,
      adminEmail: clip(actor.email, 255) ?? '',
      kind: entry.kind,
      action: entry.action,
      entityId: entry.entityId ?? null,
      detail: clip(entry.detail, 500),
      ip: clip(actor.ip, 100) ?? '',
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/**
 * Runs an admin write and records it in one transaction (the caller's, when `db` is one already):
 * the write gets the transaction handle, and the entry is written with the same handle. `entry`
 * may read the write's result (a created row's id).
 */
export function audited<T>(
  db: DB,
  actor: AuditActor,
  write: (trx: DB) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry),
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const result = await write(trx);
    await recordAudit(trx, actor, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

type AuditLogEntry = z.output<typeof auditEntryOutput>;

/** A page of the log, newest first, filtered by administrator and kind, searched on email, kind, action and detail. */
export async function listAuditLog(
  db: DB,
  query: { page?: number; q?: string; admin?: string; kind?: string },
): Promise<Page<AuditLogEntry> & { admins: string[]; kinds: string[] }> {
  const base = () => {
    let q = db.selectFrom('admin_audit_log').where(searchWhere(['adminEmail', 'kind', 'action', 'detail', 'ip'], query.q));
    if (query.admin) q = q.where('adminEmail', '=', query.admin);
    if (query.kind) q = q.where('kind', '=', query.kind);
    return q;
  };
  const page = await pageOf(
    query.page,
    () => countOf(base()),
    (limit, offset) => base().selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
  const admins = await db.selectFrom('admin_audit_log').select('adminEmail').distinct().orderBy('adminEmail').execute();
  const kinds = await db.selectFrom('admin_audit_log').select('kind').distinct().orderBy('kind').execute();
  return { ...page, admins: admins.map((r) => r.adminEmail), kinds: kinds.map((r) => r.kind) };
}

/** A row's name for the log before it is deleted (its title, or who sent it). */
export async function describeRow<T extends keyof Database>(
  db: DB,
  table: T,
  column: keyof Row<T> & string,
  id: number,
): Promise<string | null> {
  const { rows } = await rawRead(
    [{ table, id }],
    sql<{ label: unknown }>`select ${sql.ref(column)} as label from ${sql.table(table)} where id = ${id}`,
  ).execute(db);
  const label = rows[0]?.label;
  return typeof label === 'string' ? label : null;
}
