import type { StaffAccess } from './staff';

/**
 * The kinds of thing the admin panel manages, in the panel's order: the one list the panel's
 * tabs (`/admin?tab=`), the CSV exports (`GET /api/admin/export/{kind}.csv`) and the audit log's
 * kinds derive from (docs/decisions/015). A kind may have a tab (`tab`, its label `tabLabel`),
 * an audit kind (`audit`, as the Audit Log tab says it: `auditLabel`) and a CSV export
 * (`export`). A kind with a tab names the area of the panel (src/shared/staff.ts) whose roles may
 * use its tab and its export (`access`), and the section of the panel's sidebar it is listed in
 * (`section`, one of ADMIN_SECTIONS). Zod-free, like the other constants here.
 */
/** The panel's sidebar: its tabs grouped in a few sections, in this order (docs/decisions/046). */
export const ADMIN_SECTIONS = [
  { key: 'moderation', label: 'Moderation' },
  { key: 'content', label: 'Content' },
  { key: 'people', label: 'People' },
  { key: 'money', label: 'Money' },
  { key: 'mail', label: 'Mail' },
  { key: 'system', label: 'System' },
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

const ADMIN_KINDS = [
  { tab: 'comments', section: 'moderation', access: 'moderation', tabLabel: 'Comment Moderation', audit: 'comment', auditLabel: 'Comment' },
  { tab: 'content', section: 'content', access: 'content', tabLabel: 'Content Management', audit: 'content', auditLabel: 'Exhibition' },
  {
    tab: 'recognition',
    section: 'content',
    access: 'content',
    tabLabel: 'AI Recognition',
    audit: 'recognition',
    auditLabel: 'AI Recognition',
  },
  { tab: 'shame', section: 'content', access: 'content', tabLabel: 'Hall of Shame', audit: 'shame', auditLabel: 'Hall of Shame' },
  { tab: 'arsenal', section: 'content', access: 'content', tabLabel: 'Brain Arsenal', audit: 'arsenal', auditLabel: 'Brain Arsenal' },
  {
    tab: 'intelligence',
    section: 'content',
    access: 'content',
    tabLabel: 'Intelligence Reports',
    audit: 'intelligence',
    auditLabel: 'Intelligence report',
  },
  { tab: 'events', section: 'content', access: 'content', tabLabel: 'Events', audit: 'event', auditLabel: 'Event' },
  { tab: 'videos', section: 'content', access: 'content', tabLabel: 'Reality Readiness Videos', audit: 'video', auditLabel: 'Quiz video' },
  {
    tab: 'contact',
    section: 'people',
    access: 'owner',
    tabLabel: 'Contact Forms',
    audit: 'contact-form',
    auditLabel: 'Contact form',
    export: 'contact-forms',
  },
  {
    tab: 'volunteers',
    section: 'people',
    access: 'owner',
    tabLabel: 'Volunteer Applications',
    audit: 'volunteer-application',
    auditLabel: 'Volunteer application',
    export: 'volunteer-applications',
  },
  {
    tab: 'proposals',
    section: 'people',
    access: 'owner',
    tabLabel: 'Research Proposals',
    audit: 'research-proposal',
    auditLabel: 'Research proposal',
    export: 'research-proposals',
  },
  {
    tab: 'supporters',
    section: 'moderation',
    access: 'moderation',
    tabLabel: 'Brain Supporters',
    audit: 'supporter',
    auditLabel: 'Brain Supporter',
    export: 'supporters',
  },
  { tab: 'members', section: 'money', access: 'owner', tabLabel: 'Members', export: 'members' },
  { tab: 'payments', section: 'money', access: 'owner', tabLabel: 'Payments', audit: 'payment', auditLabel: 'Payment', export: 'payments' },
  { tab: 'analytics', section: 'system', access: 'owner', tabLabel: 'Analytics' },
  { tab: 'mail', section: 'mail', access: 'owner', tabLabel: 'Outbox', audit: 'mail', auditLabel: 'Outbox message' },
  // The Club's Dispatch (docs/decisions/056): newsletters, written by the content roles.
  { tab: 'dispatch', section: 'mail', access: 'content', tabLabel: 'Dispatch', audit: 'dispatch', auditLabel: 'Dispatch issue' },
  { tab: 'audit', section: 'system', access: 'owner', tabLabel: 'Audit Log' },
  { tab: 'staff', section: 'system', access: 'owner', tabLabel: 'Staff', audit: 'staff', auditLabel: 'Staff member' },
  // The signed-in account's own second factors, password and sessions (docs/decisions/026).
  { tab: 'security', section: 'system', access: 'staff', tabLabel: 'Security' },
  { tab: 'privacy', section: 'people', access: 'owner', tabLabel: 'People’s Data', audit: 'privacy', auditLabel: 'Personal data' },
  // Written to the audit log, with no tab of their own.
  { audit: 'session', auditLabel: 'Sign-in' },
  { audit: 'upload', auditLabel: 'Upload' },
  { audit: 'export', auditLabel: 'CSV export' },
  { audit: 'moderation', auditLabel: 'Moderation rule' },
  // What a member does to their own data from their page (docs/decisions/054).
  { audit: 'member', auditLabel: 'Member (own page)' },
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
  section: kind.section satisfies AdminSectionKey,
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
