import type { DB } from '~/server/db/database';

/**
 * The audit entries of one kind of thing and one action, oldest first; given entity ids, only
 * the entries about those. (No test framework imported: the Playwright tests use it too.)
 */
export function auditEntries(db: DB, kind: string, action: string, entityIds?: number[]) {
  let query = db.selectFrom('admin_audit_log').selectAll().where('kind', '=', kind).where('action', '=', action);
  if (entityIds) query = query.where('entityId', 'in', entityIds);
  return query.orderBy('id').execute();
}
