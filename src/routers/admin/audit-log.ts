import { auditLogInput, auditLogOutput } from '~/shared/schemas/audit-log';
import { listAuditLog } from '~/server/services/audit-log';
import { ownerProcedure, router } from '../trpc';

// The Audit Log tab (docs/decisions/015): read only. There is deliberately no procedure that changes or removes an entry,
// so PUT, PATCH and DELETE answer 405 on its path and 404 on any entry's path.
export const adminAuditLogRouter = router({
  list: ownerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/audit-log',
        output: auditLogOutput,
        operationId: 'listAuditLog',
        summary: 'The admin audit log: who did what to which row, when, from where (50 a page, newest first)',
        description:
          'Filter with `admin` (an email) and `kind`; `q` searches email, kind, action, note and address. Entries cannot be changed or removed.',
        tags: ['admin'],
      },
    })
    .input(auditLogInput)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
