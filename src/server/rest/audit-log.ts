import { auditLogInput, auditLogOutput } from '../../shared/schemas/audit-log';
import { restRoute } from './mirror';

/**
 * The audit log (docs/decisions/015): read only. No PUT, PATCH or DELETE row exists, so those methods
 * answer 405 on this path and 404 on any entry's path.
 */
export const auditLogRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/admin/audit-log',
    operationId: 'listAuditLog',
    summary: 'The admin audit log: who did what to which row, when, from where (50 a page, newest first)',
    description:
      'Filter with `admin` (an email) and `kind`; `q` searches email, kind, action, note and address. Entries cannot be changed or removed.',
    tags: ['admin'],
    access: 'admin',
    querystring: auditLogInput,
    response: auditLogOutput,
    call: (c, { query }) => c.admin.auditLog.list({ page: query.page, q: query.q, admin: query.admin, kind: query.kind }),
  }),
];
