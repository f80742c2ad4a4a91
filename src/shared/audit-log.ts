/** The admin audit log (issue 14): what each entry names, and how the Audit Log tab says it. */
const AUDIT_KINDS = {
  session: 'Sign-in',
  comment: 'Comment',
  content: 'Exhibition',
  recognition: 'AI Recognition',
  shame: 'Hall of Shame',
  arsenal: 'Brain Arsenal',
  intelligence: 'Intelligence report',
  video: 'Quiz video',
  upload: 'Upload',
  'contact-form': 'Contact form',
  'volunteer-application': 'Volunteer application',
  'research-proposal': 'Research proposal',
  supporter: 'Brain Supporter',
  mail: 'Outbox message',
  export: 'CSV export',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

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
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditKindLabel = (kind: string): string => (kind in AUDIT_KINDS ? AUDIT_KINDS[kind as AuditKind] : kind);
const auditActionLabel = (action: string): string => (action in AUDIT_ACTIONS ? AUDIT_ACTIONS[action as AuditAction] : action);

/** How the Audit Log tab says what happened: "Exhibition deleted", "Logged in", "Failed login". */
export function auditSummary(kind: string, action: string): string {
  if (kind === 'session') return action === 'login' ? 'Logged in' : action === 'logout' ? 'Logged out' : action === 'login-failed' ? 'Failed login' : `Session ${auditActionLabel(action)}`;
  return `${auditKindLabel(kind)} ${auditActionLabel(action)}`;
}
