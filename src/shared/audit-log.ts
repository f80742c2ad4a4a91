/**
 * The admin audit log (docs/decisions/015): what was done, and how the Audit Log tab says it. What
 * kind of thing an entry names comes from the one list of admin kinds (admin-kinds.ts).
 */
import { auditKindLabel } from './admin-kinds';

const AUDIT_ACTIONS = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  approve: 'approved',
  reject: 'rejected',
  upload: 'uploaded',
  login: 'logged in',
  logout: 'logged out',
  'login-failed': 'failed login',
  retry: 'retried',
  download: 'downloaded',
  erase: 'erased',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

const auditActionLabel = (action: string): string => (action in AUDIT_ACTIONS ? AUDIT_ACTIONS[action as AuditAction] : action);

/** How the Audit Log tab says what happened: "Exhibition deleted", "Logged in", "Failed login". */
export function auditSummary(kind: string, action: string): string {
  if (kind === 'session')
    return action === 'login'
      ? 'Logged in'
      : action === 'logout'
        ? 'Logged out'
        : action === 'login-failed'
          ? 'Failed login'
          : `Session ${auditActionLabel(action)}`;
  return `${auditKindLabel(kind)} ${auditActionLabel(action)}`;
}
