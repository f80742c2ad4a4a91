/**
 * The kinds of thing the admin panel manages, in the panel's order: the one list the panel's
 * tabs (`/admin?tab=`), the CSV exports (`GET /api/admin/export/{kind}.csv`) and the audit log's
 * kinds derive from (docs/decisions/015). A kind may have a tab (`tab`, its label `tabLabel`),
 * an audit kind (`audit`, as the Audit Log tab says it: `auditLabel`) and a CSV export
 * (`export`). Zod-free, like the other constants here.
 */
const ADMIN_KINDS = [
  { tab: 'comments', tabLabel: 'Comment Moderation', audit: 'comment', auditLabel: 'Comment' },
  { tab: 'content', tabLabel: 'Content Management', audit: 'content', auditLabel: 'Exhibition' },
  { tab: 'recognition', tabLabel: 'AI Recognition', audit: 'recognition', auditLabel: 'AI Recognition' },
  { tab: 'shame', tabLabel: 'Hall of Shame', audit: 'shame', auditLabel: 'Hall of Shame' },
  { tab: 'arsenal', tabLabel: 'Brain Arsenal', audit: 'arsenal', auditLabel: 'Brain Arsenal' },
  { tab: 'intelligence', tabLabel: 'Intelligence Reports', audit: 'intelligence', auditLabel: 'Intelligence report' },
  { tab: 'videos', tabLabel: 'Reality Readiness Videos', audit: 'video', auditLabel: 'Quiz video' },
  { tab: 'contact', tabLabel: 'Contact Forms', audit: 'contact-form', auditLabel: 'Contact form', export: 'contact-forms' },
  {
    tab: 'volunteers',
    tabLabel: 'Volunteer Applications',
    audit: 'volunteer-application',
    auditLabel: 'Volunteer application',
    export: 'volunteer-applications',
  },
  {
    tab: 'proposals',
    tabLabel: 'Research Proposals',
    audit: 'research-proposal',
    auditLabel: 'Research proposal',
    export: 'research-proposals',
  },
  { tab: 'supporters', tabLabel: 'Brain Supporters', audit: 'supporter', auditLabel: 'Brain Supporter', export: 'supporters' },
  { tab: 'members', tabLabel: 'Members', export: 'members' },
  { tab: 'payments', tabLabel: 'Payments', audit: 'payment', auditLabel: 'Payment', export: 'payments' },
  { tab: 'analytics', tabLabel: 'Analytics' },
  { tab: 'mail', tabLabel: 'Outbox', audit: 'mail', auditLabel: 'Outbox message' },
  { tab: 'audit', tabLabel: 'Audit Log' },
  { tab: 'staff', tabLabel: 'Staff', audit: 'staff', auditLabel: 'Staff member' },
  // The signed-in account's own second factors, password and sessions (docs/decisions/026).
  { tab: 'security', tabLabel: 'Security' },
  { tab: 'privacy', tabLabel: 'People’s Data', audit: 'privacy', auditLabel: 'Personal data' },
  // Written to the audit log, with no tab of their own.
  { audit: 'session', auditLabel: 'Sign-in' },
  { audit: 'upload', auditLabel: 'Upload' },
  { audit: 'export', auditLabel: 'CSV export' },
  { audit: 'moderation', auditLabel: 'Moderation rule' },
] as const;

type AdminKind = (typeof ADMIN_KINDS)[number];
type WithTab = Extract<AdminKind, { tab: string }>;
type Audited = Extract<AdminKind, { audit: string }>;
type Exported = Extract<AdminKind, { export: string }>;

/** The panel's sections, as `/admin?tab=` names them, with their labels. */
export const ADMIN_TABS = ADMIN_KINDS.filter((kind): kind is WithTab => 'tab' in kind).map((kind) => ({
  key: kind.tab,
  label: kind.tabLabel,
}));
export type AdminTabKey = WithTab['tab'];
export const ADMIN_TAB_KEYS = ADMIN_TABS.map((tab) => tab.key);

/** What an audit entry names (the `kind` column), and how the Audit Log tab says it. */
export type AuditKind = Audited['audit'];
export const auditKindLabel = (kind: string): string =>
  ADMIN_KINDS.find((known): known is Audited => 'audit' in known && known.audit === kind)?.auditLabel ?? kind;

/** The kinds the admin can download as CSV: `GET /api/admin/export/{kind}.csv`. */
export const EXPORT_KINDS = ADMIN_KINDS.filter((kind): kind is Exported => 'export' in kind).map((kind) => kind.export);
export type ExportKind = Exported['export'];
