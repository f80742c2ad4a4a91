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
  invite: 'invited',
  'accept-invitation': 'joined by invitation',
  'revoke-invitation': 'invitation withdrawn',
  'change-role': 'role changed',
  remove: 'removed',
  block: 'block added',
  unblock: 'block lifted',
  refund: 'refunded',
  resend: 'resent',
  // Sign-in and the account's own security (docs/decisions/026).
  'login-password': 'password accepted, second factor pending',
  'login-passkey': 'logged in with a passkey',
  'second-factor-failed': 'second factor refused',
  'password-reset-requested': 'password reset link sent',
  'password-reset': 'password reset',
  'password-change': 'password changed',
  'sign-out-others': 'other sessions signed out',
  'totp-enrol': 'authenticator app set up',
  'totp-remove': 'authenticator app removed',
  'recovery-codes-renew': 'recovery codes renewed',
  'passkey-add': 'passkey added',
  'passkey-remove': 'passkey removed',
  // Fresh proof before such changes (docs/decisions/036).
  'identity-confirm': 'identity confirmed',
  'identity-confirm-failed': 'identity confirmation refused',
  erase: 'erased',
  // A member's own page (docs/decisions/054).
  'address-change': 'letters moved to a new address',
  // The Dispatch (docs/decisions/056).
  'test-send': 'sent as a test',
  schedule: 'scheduled to send',
  unschedule: 'back to a draft',
  cancel: 'cancelled',
  // A ticket at the door (docs/decisions/057).
  'check-in': 'ticket checked in',
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
