import type { AdminTabKey, ExportKind } from './admin-kinds';

/**
 * Staff roles (docs/decisions/027): who may do what in the administration panel. Zod-free, so the
 * panel (its tabs) and the server (its procedure kinds, the upload and CSV routes) read one
 * declaration.
 */
export const STAFF_ROLES = ['owner', 'editor', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', editor: 'Editor', moderator: 'Moderator' };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff, payments and the personal data of applicants and members.',
  editor: 'Exhibitions, AI Recognition, Hall of Shame, Brain Arsenal, Intelligence Reports, quiz videos and media uploads.',
  moderator: 'Comment moderation (blocks and the word list included) and Brain Supporters.',
};

/**
 * The areas of the panel and the roles that may use each. An Owner may use every area.
 * - `staff`: any signed-in staff member (their own identity, signing out);
 * - `content`: the club's published content and media (docs/decisions/027: "content, media, reports, arsenal, quiz videos");
 * - `moderation`: comments and supporters;
 * - `owner`: staff, payments, personal data (applications, proposals), the outbox, analytics, the audit log.
 */
export const STAFF_ACCESS = {
  staff: ['owner', 'editor', 'moderator'],
  content: ['owner', 'editor'],
  moderation: ['owner', 'moderator'],
  owner: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof STAFF_ACCESS;

export const mayUse = (role: StaffRole, access: StaffAccess): boolean => (STAFF_ACCESS[access] as readonly StaffRole[]).includes(role);

/** Which area each tab of the panel belongs to: a tab is shown to the roles of its area. */
export const TAB_ACCESS: Record<AdminTabKey, StaffAccess> = {
  comments: 'moderation',
  content: 'content',
  recognition: 'content',
  shame: 'content',
  arsenal: 'content',
  intelligence: 'content',
  videos: 'content',
  contact: 'owner',
  volunteers: 'owner',
  proposals: 'owner',
  supporters: 'moderation',
  payments: 'owner',
  members: 'owner',
  analytics: 'owner',
  mail: 'owner',
  audit: 'owner',
  staff: 'owner',
  security: 'staff',
  privacy: 'owner',
};

/** Which area each CSV download belongs to (`GET /api/admin/export/{kind}.csv`). */
export const EXPORT_ACCESS: Record<ExportKind, StaffAccess> = {
  'contact-forms': 'owner',
  'volunteer-applications': 'owner',
  'research-proposals': 'owner',
  supporters: 'moderation',
  payments: 'owner',
  members: 'owner',
};

/** The media upload and the quiz video upload (`POST /api/admin/upload`, `/api/admin/reality-readiness/videos`). */
export const UPLOAD_ACCESS: StaffAccess = 'content';

/** The tabs a role may see, in the panel's order. */
export const tabsFor = <Tab extends { key: AdminTabKey }>(tabs: readonly Tab[], role: StaffRole): Tab[] =>
  tabs.filter((tab) => mayUse(role, TAB_ACCESS[tab.key]));

/** How long an invitation link stays valid. */
export const INVITATION_HOURS = 72;
