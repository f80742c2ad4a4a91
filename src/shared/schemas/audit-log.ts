import { z } from 'zod';
import { rowId, timestamp } from './answers';
import { listPageInput, pageOutput } from './admin-lists';

/** The Audit Log tab and GET /api/admin/audit-log (docs/decisions/015): a page, a search, and the two filters. */
export const auditLogInput = listPageInput.extend({
  admin: z
    .string()
    .trim()
    .max(255, 'Admin must be 255 characters or fewer')
    .optional()
    .describe("Only this administrator's entries (their email)"),
  kind: z
    .string()
    .trim()
    .max(50, 'Kind must be 50 characters or fewer')
    .optional()
    .describe('Only entries of this kind (content, comment, session, ...)'),
});

export const auditEntryOutput = z.object({
  id: rowId,
  adminUserId: rowId.nullable().describe('null for a failed login'),
  adminEmail: z.string().describe('Who: the administrator, or the email a failed login tried'),
  kind: z.string().describe('What kind of thing: content, comment, session, upload, ...'),
  action: z.string().describe('What was done: create, update, delete, approve, reject, upload, login, logout, login-failed, ...'),
  entityId: rowId.nullable().describe('Which row, when there is one'),
  detail: z.string().nullable().describe('A short note: a title, a file address, a search'),
  ip: z.string().describe("The client's address"),
  createdAt: timestamp,
});

export const auditLogOutput = pageOutput(auditEntryOutput).extend({
  admins: z.array(z.string()).describe('Every administrator email in the log (for the filter)'),
  kinds: z.array(z.string()).describe('Every kind in the log (for the filter)'),
});
