import { auditLogInput } from '../../shared/schemas/audit-log';
import { listAuditLog } from '../../server/services/audit-log';
import { ownerProcedure, router } from '../trpc';

// The Audit Log tab (docs/decisions/015): read only. There is deliberately no procedure that changes or removes an entry.
export const adminAuditLogRouter = router({
  list: ownerProcedure.input(auditLogInput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
