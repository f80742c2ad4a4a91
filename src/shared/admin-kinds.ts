import type { StaffAccess } from './staff';

/**
 * The kinds of thing the admin panel manages, in the panel's order: the one list the panel's
 * tabs (`/admin?tab=`), the CSV exports (`GET /api/admin/export/{kind}.csv`) and the audit log's
 * kinds derive from (docs/decisions/015). A kind may have a tab (`tab`, its label `tabLabel`),
 * an audit kind (`audit`, as the Audit Log tab says it: `auditLabel`) and a CSV export
 * (`export`). A kind with a tab names the area of the panel (src/shared/staff.ts) whose roles may
 * use its tab and its export (`access`). Zod-free, like the other constants here.
 */
const ADMIN_KINDS = [
  { tab: 'comments', access: 'moderation', tabLabel: 'Comment Moderation', audit: 'comment', auditLabel: 'Comment' },
  { tab: 'content', access: 'content', tabLabel: 'Content Management', audit: 'content', auditLabel: 'Exhibition' },
  { tab: 'recognition', access: 'content', tabLabel: 'AI Recognition', audit: 'recognition', auditLabel: 'AI Recognition' },
  { tab: 'shame', access: 'content', tabLabel: 'Hall of Shame', audit: 'shame', auditLabel: 'Hall of Shame' },
  { tab: 'arsenal', access: 'content', tabLabel: 'Brain Arsenal', audit: 'arsenal', auditLabel: 'Brain Arsenal' },
  { tab: 'intelligence', access: 'content', tabLabel: 'Intelligence Reports', audit: 'intelligence', auditLabel: 'Intelligence report' },
  { tab: 'videos', access: 'content', tabLabel: 'Reality Readiness Videos', audit: 'video', auditLabel: 'Quiz video' },
  {
    tab: 'contact',
    access: 'owner',
    tabLabel: 'Contact Forms',
    audit: 'contact-form',
    auditLabel: 'Contact form',
    export: 'contact-forms',
  },
  {
    tab: 'volunteers',
    access: 'owner',
    tabLabel: 'Volunteer Applications',
    audit: 'volunteer-application',
    auditLabel: 'Volunteer application',
    export: 'volunteer-applications',
  },
  {
    tab: 'proposals',
    access: 'owner',
    tabLabel: 'Research Proposals',
    audit: 'research-proposal',
    auditLabel: 'Research proposal',
    export: 'research-proposals',
  },
  {
    tab: 'supporters',
    access: 'moderation',
    tabLabel: 'Brain Supporters',
    audit: 'supporter',
    auditLabel: 'Brain Supporter',
    export: 'supporters',
  },
  { tab: 'members', access: 'owner', tabLabel: 'Members', export: 'members' },
  { tab: 'payments', access: 'owner', tabLabel: 'Payments', audit: 'payment', auditLabel: 'Payment', export: 'payments' },
  { tab: 'analytics', access: 'owner', tabLabel: 'Analytics' },
  { tab: 'mail', access: 'owner', tabLabel: 'Outbox', audit: 'mail', auditLabel: 'Outbox message' },
  { tab: 'audit', access: 'owner', tabLabel: 'Audit Log' },
  { tab: 'staff', access: 'owner', tabLabel: 'Staff', audit: 'staff', auditLabel: 'Staff member' },
  // The signed-in account's own second factors, password and sessions (docs/decisions/026).
  { tab: 'security', access: 'staff', tabLabel: 'Security' },
  { tab: 'privacy', access: 'owner', tabLabel: 'People’s Data', audit: 'privacy', auditLabel: 'Personal data' },
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
  access: kind.access,
}));
export type AdminTabKey = WithTab['tab'];
export const ADMIN_TAB_KEYS = ADMIN_TABS.map((tab) => tab.key);

/** A tab's label, which is also its section's heading. */
export const tabLabel = (tab: AdminTabKey): string => ADMIN_TABS.find((entry) => entry.key === tab)!.label;

/** What an audit entry names (the `kind` column), and how the Audit Log tab says it. */
export type AuditKind = Audited['audit'];
export const auditKindLabel = (kind: string): string =>
  ADMIN_KINDS.find((known): known is Audited => 'audit' in known && known.audit === kind)?.auditLabel ?? kind;

/** The kinds the admin can download as CSV: `GET /api/admin/export/{kind}.csv`. */
export const EXPORT_KINDS = ADMIN_KINDS.filter((kind): kind is Exported => 'export' in kind).map((kind) => kind.export);
export type ExportKind = Exported['export'];

/** The area of the panel whose roles may use a tab. */
export const tabAccess = (tab: AdminTabKey): StaffAccess =>
  ADMIN_KINDS.find((kind): kind is WithTab => 'tab' in kind && kind.tab === tab)!.access;

/** The CSV export of a tab's list, when it has one. */
export const tabExport = (tab: AdminTabKey): ExportKind | undefined =>
  ADMIN_KINDS.find((kind): kind is Exported => 'export' in kind && kind.tab === tab)?.export;

/** The area of the panel whose roles may download a CSV export: its tab's. */
export const exportAccess = (kind: ExportKind): StaffAccess =>
  ADMIN_KINDS.find((known): known is Exported => 'export' in known && known.export === kind)!.access;
