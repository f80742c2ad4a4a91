import { type AdminTabKey, tabAccess } from './admin-kinds';

/**
 * Staff roles (docs/decisions/027): who may do what in the administration panel. Zod-free, so the
 * panel (its tabs) and the server (its procedure kinds, the upload and CSV routes) read one
 * declaration. Which area each tab and CSV export belongs to is said in the list of admin kinds
 * (src/shared/admin-kinds.ts).
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

/** The media upload and the quiz video upload (`POST /api/admin/upload`, `/api/admin/reality-readiness/videos`). */
export const UPLOAD_ACCESS: StaffAccess = 'content';

/** The tabs a role may see, in the panel's order. */
export const tabsFor = <Tab extends { key: AdminTabKey }>(tabs: readonly Tab[], role: StaffRole): Tab[] =>
  tabs.filter((tab) => mayUse(role, tabAccess(tab.key)));

/** How long an invitation link stays valid. */
export const INVITATION_HOURS = 72;
