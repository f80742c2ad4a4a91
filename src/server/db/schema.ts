import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ReactionKind } from '~/shared/reactions';
import type { StaffRole } from '~/shared/staff';

/**
 * The database as the migrations in db/migrations build it. Booleans are stored as 0/1,
 * timestamps as ISO-8601 text (UTC), lists as JSON text. src/server/db/schema.test.ts
 * inserts and reads a row of every table to keep this in step with the migrations.
 */
type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

interface AdminUsersTable {
  id: Id;
  email: string;
  passwordHash: string;
  createdAt: CreatedAt;
  /** docs/decisions/027: 'owner' | 'editor' | 'moderator' (a CHECK keeps it so). */
  role: WithDefault<StaffRole>;
  name: WithDefault<string | null>;
}

interface StaffInvitationsTable {
  id: Id;
  email: string;
  role: StaffRole;
  /** SHA-256 (hex) of the link's token: the token itself is only in the letter. */
  tokenHash: string;
  invitedBy: string;
  createdAt: CreatedAt;
  expiresAt: string;
  acceptedAt: string | null;
}

interface ModerationBlocksTable {
  id: Id;
  kind: 'email' | 'address';
  value: string;
  note: string | null;
  createdBy: string;
  createdAt: CreatedAt;
}

interface ModerationWordsTable {
  id: Id;
  word: string;
  action: 'hold' | 'refuse';
  createdBy: string;
  createdAt: CreatedAt;
}

interface AdminSessionsTable {
  /** The SHA-256 (hex) of the session id the cookie carries. */
  id: string;
  adminUserId: number;
  /** The absolute end of the session (never moved). */
  expiresAt: string;
  lastUsedAt: string;
  level: WithDefault<AdminSessionLevel>;
  ip: WithDefault<string>;
  userAgent: WithDefault<string>;
  createdAt: CreatedAt;
  /** Until when the session may change how the account signs in (docs/decisions/036), or null. */
  proofUntil: WithDefault<string | null>;
  /** SHA-256 (hex) of the passkey challenge issued for a confirmation, and when it ends. */
  proofChallenge: WithDefault<string | null>;
  proofChallengeUntil: WithDefault<string | null>;
}

/** How far a session has got: all the way, or past the password only (docs/decisions/026). */
export type AdminSessionLevel = 'full' | 'second-factor' | 'enrol';

interface AdminTotpTable {
  adminUserId: number;
  /** Sealed with the secrets key ('v1:...', docs/decisions/037); clear only until the start that seals it. */
  secret: string;
  confirmedAt: string | null;
  lastStep: WithDefault<number | null>;
  createdAt: CreatedAt;
}

interface AdminRecoveryCodesTable {
  id: Id;
  adminUserId: number;
  codeHash: string;
  usedAt: string | null;
  createdAt: CreatedAt;
}

interface AdminPasskeysTable {
  id: string;
  adminUserId: number;
  publicKey: string;
  counter: WithDefault<number>;
  transports: WithDefault<string>;
  name: string;
  lastUsedAt: string | null;
  createdAt: CreatedAt;
}

interface AdminDevicesTable {
  tokenHash: string;
  adminUserId: number;
  lastUsedAt: string;
  createdAt: CreatedAt;
}

export type AdminTokenPurpose = 'password-reset' | 'passkey-register' | 'passkey-sign-in';

interface AdminAuthTokensTable {
  tokenHash: string;
  purpose: AdminTokenPurpose;
  adminUserId: number | null;
  expiresAt: string;
  createdAt: CreatedAt;
}

interface ContentItemsTable {
  id: Id;
  title: string;
  description: string;
  type: string;
  imageUrl: WithDefault<string>;
  imageData: string | null;
  category: string;
  featured: Flag;
  createdAt: CreatedAt;
}

interface CommentsTable {
  id: Id;
  contentItemId: number;
  authorName: string;
  authorEmail: string;
  comment: string;
  isApproved: Flag;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  authorIp: WithDefault<string | null>;
  /** A block on its author hides a pending comment from the queue (docs/decisions/027). */
  hidden: Flag;
  /** The word of the word list that held it for review. */
  heldFor: WithDefault<string | null>;
}

interface CommentReactionsTable {
  /** Read as a kind: every row is written from validated input (D6); the CHECK bounds its length. */
  id: Id;
  commentId: number;
  reaction: ColumnType<ReactionKind, string, string>;
  userEmail: string;
  createdAt: CreatedAt;
  /** SHA-256 (hex) of the reacting browser's token: the proof a removal needs (docs/decisions/029). Null on older rows. */
  ownerTokenHash: WithDefault<string | null>;
}

interface MembershipApplicationsTable {
  id: Id;
  firstName: string;
  email: string;
  subject: string;
  message: string;
  membershipType: WithDefault<string>;
  createdAt: CreatedAt;
}

interface ViralSharesTable {
  id: Id;
  email: string;
  firstName: string;
  shareType: string;
  certificationClaimed: Flag;
  shareAction: string | null;
  linkedinUrl: string | null;
  createdAt: CreatedAt;
}

interface RecognitionItemsTable {
  id: Id;
  title: string;
  company: string;
  description: string;
  category: string;
  imageUrl: string | null;
  imageData: string | null;
  websiteUrl: string | null;
  featured: Flag;
  createdAt: CreatedAt;
}

interface ShameItemsTable {
  id: Id;
  title: string;
  description: string;
  category: string;
  example: string;
  sourceUrl: string | null;
  imageUrl: string | null;
  featured: Flag;
  createdAt: CreatedAt;
}

interface ArsenalItemsTable {
  id: Id;
  title: string;
  description: string;
  type: 'prompt' | 'dataset' | 'tool' | 'video';
  category: string;
  content: string;
  previewUrl: string | null;
  sourceCredits: string | null;
  featured: Flag;
  createdAt: CreatedAt;
}

interface IntelligenceReportsTable {
  id: Id;
  title: string;
  subtitle: string | null;
  summary: string;
  content: string;
  sourceTitle: string;
  sourceUrl: string;
  sourceDate: string | null;
  category: WithDefault<string>;
  bullshitMeter: WithDefault<number>;
  keyInsights: WithDefault<string>;
  hiddenTruths: WithDefault<string>;
  imageUrl: string | null;
  featured: Flag;
  published: Flag;
  authorNote: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

interface RealityReadinessVideosTable {
  id: Id;
  title: string;
  videoUrl: string;
  isFake: number;
  orderPosition: WithDefault<number>;
  createdAt: CreatedAt;
}

interface JobTitleTranslationsTable {
  id: Id;
  originalTitle: string;
  translation: string;
  shareableId: string;
  createdAt: CreatedAt;
}

interface EgoReportsTable {
  id: Id;
  translationId: number;
  shareableId: string;
  egoRating: number;
  momReaction: string | null;
  userEmail: string | null;
  createdAt: CreatedAt;
}

interface PaymentsTable {
  id: Id;
  stripePaymentIntentId: string;
  email: string;
  firstName: string;
  membershipType: string;
  amount: number;
  currency: WithDefault<string>;
  status: WithDefault<string>;
  stripeCustomerId: string | null;
  metadata: string | null;
  createdAt: CreatedAt;
  /** The member this payment made or extended (docs/decisions/028); null for the checkout's placeholder. */
  memberId: number | null;
  /** Refunded so far, in the currency's minor unit: the sum of its payment_refunds rows. */
  refundedAmount: WithDefault<number>;
  /** When the payer opened a dispute with their bank (Stripe's charge.dispute.created). */
  disputedAt: string | null;
}

/** A member per person (docs/decisions/028-members-renewals-refunds.md), kept in step with their payments. */
export type StoredMemberStatus = 'active' | 'refunded';

interface MembersTable {
  id: Id;
  /** Lower case: one member per address whatever its case. */
  email: string;
  firstName: string | null;
  plan: string;
  firstJoinedAt: string;
  periodStart: string;
  periodEnd: string;
  status: WithDefault<StoredMemberStatus>;
  /** The last renewal letter sent for the period ending at `reminderPeriodEnd`: 1 (30 days), 2 (7 days), 3 (lapsed). */
  reminderStage: WithDefault<number>;
  reminderPeriodEnd: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Renewing automatically (docs/decisions/055): 1 while the saved card is to be charged at the end. */
  autoRenew: WithDefault<number>;
  /** The payment provider's ids, never card data: the customer, the saved card, a set-up in progress. */
  providerCustomerId: string | null;
  paymentMethodId: string | null;
  setupIntentId: string | null;
  /** The period end an automatic charge was claimed for (once per period, in any process). */
  autoRenewClaimedFor: string | null;
  autoRenewOutcome: 'succeeded' | 'failed' | null;
}

// --- A member's own door (docs/decisions/054-members-door.md) -------------------------------------

interface MemberSessionsTable {
  /** SHA-256 (hex) of the cookie's value. */
  id: string;
  memberId: number;
  expiresAt: string;
  lastUsedAt: string;
  /** Until when the session may download or erase the member's data (a fresh code), or null. */
  proofUntil: WithDefault<string | null>;
  ip: WithDefault<string>;
  userAgent: WithDefault<string>;
  createdAt: CreatedAt;
}

/** What a member's code is for: signing in, moving letters to a new address, or proof before a download or erasure. */
export type MemberCodePurpose = 'sign-in' | 'address-change' | 'fresh-proof';

interface MemberCodesTable {
  id: Id;
  email: string;
  purpose: MemberCodePurpose;
  memberId: number | null;
  codeHash: string;
  linkHash: WithDefault<string | null>;
  newEmail: WithDefault<string | null>;
  attempts: WithDefault<number>;
  expiresAt: string;
  usedAt: WithDefault<string | null>;
  createdAt: CreatedAt;
}

interface MemberPasskeysTable {
  id: string;
  memberId: number;
  publicKey: string;
  counter: WithDefault<number>;
  transports: WithDefault<string>;
  name: string;
  lastUsedAt: WithDefault<string | null>;
  createdAt: CreatedAt;
}

export type MemberChallengePurpose = 'passkey-register' | 'passkey-sign-in';

interface MemberChallengesTable {
  challengeHash: string;
  purpose: MemberChallengePurpose;
  memberId: number | null;
  expiresAt: string;
  createdAt: CreatedAt;
}

/** One refund of a payment, recorded once per provider refund id whichever side made it. */
interface PaymentRefundsTable {
  id: Id;
  paymentId: number;
  providerRefundId: string;
  amount: number;
  reason: string | null;
  source: 'panel' | 'provider';
  createdAt: CreatedAt;
}

interface PaymentEventsTable {
  id: string;
  type: string;
  paymentIntentId: string | null;
  createdAt: CreatedAt;
}

interface PageViewsTable {
  id: Id;
  path: string;
  referrer: string | null;
  visitorKey: string;
  createdAt: CreatedAt;
}

interface VolunteerApplicationsTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  age: string | null;
  background: string | null;
  interests: string | null;
  availability: string | null;
  experience: string | null;
  motivation: string;
  experiments: WithDefault<string>;
  createdAt: CreatedAt;
}

interface ResearchProposalsTable {
  id: Id;
  name: string;
  email: string;
  affiliation: string | null;
  title: string;
  category: string;
  description: string;
  objectives: string;
  methodology: string;
  duration: string | null;
  participants: string | null;
  resources: string | null;
  ethics: string;
  significance: string;
  collaboration: string | null;
  createdAt: CreatedAt;
}

/** The durable outbox (docs/decisions/009-mail-outbox.md). */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'unsent';

interface MailOutboxTable {
  id: Id;
  kind: string;
  dedupeKey: string;
  recipient: string;
  recipientName: string | null;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  status: WithDefault<MailStatus>;
  tries: WithDefault<number>;
  lastError: string | null;
  smtpResponse: string | null;
  nextAttemptAt: CreatedAt;
  lastAttemptAt: string | null;
  sentAt: string | null;
  createdAt: CreatedAt;
  /** A link's token, sealed (src/server/auth/secret-box.ts), until the letter is sent or the link expires (docs/decisions/037). */
  secret: string | null;
  /** The link's lifetime, on letters whose link token is withheld from `html` and `text`. */
  secretExpiresAt: string | null;
  /** JSON: the letter's attachments ({ filename, contentType, content } with text content), or null (docs/decisions/057). */
  attachments: string | null;
  /** JSON: what the worker makes of the letter as it sends it (the ticket's QR code and calendar file), or null (docs/decisions/063). */
  render: string | null;
}

/** The admin audit log (docs/decisions/015): written with each admin write, never updated or deleted by the app. */
interface AdminAuditLogTable {
  id: Id;
  adminUserId: number | null;
  adminEmail: string;
  kind: string;
  action: string;
  entityId: number | null;
  detail: string | null;
  ip: string;
  createdAt: CreatedAt;
}

/** Jobs the app runs on a timer (docs/decisions/029): the last run, claimed by one conditional UPDATE. */
interface ScheduledJobsTable {
  name: string;
  lastRunAt: string;
}

interface AppMetaTable {
  key: string;
  value: string;
}

/** Throttle counters shared by the processes on one PostgreSQL database (docs/decisions/018-shared-state.md). */
interface RateLimitsTable {
  key: string;
  count: number;
  expiresAt: number;
}

/** Purges of the edge cache that failed, sent again until taken (docs/decisions/058-edge-cache.md). */
interface EdgePurgesTable {
  id: Generated<number>;
  target: string;
  tags: string;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: ColumnType<string, string | undefined, never>;
}

/** The read cache's shared version (one row, id 1), bumped by every write that public reads show. */
interface CacheVersionTable {
  id: number;
  version: number;
}
/** The read cache's versions per tag (docs/decisions/019-read-cache-tags.md). */
interface CacheTagsTable {
  tag: string;
  version: number;
}

/**
 * Site search (docs/decisions/030-search.md): one row per thing a visitor can find, as plain text,
 * written by src/server/services/search/documents.ts in the transaction of the write it mirrors. The
 * engines' own indexes (FTS5 tables on SQLite, the `document` tsvector on PostgreSQL) follow it.
 */
interface SearchDocumentsTable {
  id: Id;
  kind: string;
  /** The row it mirrors (null for a static club page). */
  itemId: number | null;
  url: string;
  title: string;
  summary: string;
  body: string;
}

/** The distinct words of the search documents' titles, for correcting typos (migration 0013). */
interface SearchWordsTable {
  id: Id;
  /** Lower case, a run of letters and digits. */
  word: string;
  /** How many titles hold it; the row goes when none does. */
  documents: number;
}

/** The Club's Dispatch (docs/decisions/056): a subscriber's state. */
export type DispatchSubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';
export type DispatchIssueStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';
export type DispatchAudience = 'subscribers' | 'members' | 'supporters';
export type DispatchLetterStatus = 'queued' | 'claimed' | 'sending' | 'sent' | 'failed' | 'bounced' | 'cancelled' | 'suppressed';

/** One address and the consent it gave (docs/decisions/056). */
interface DispatchSubscribersTable {
  id: Id;
  /** Lower case. */
  email: string;
  status: WithDefault<DispatchSubscriberStatus>;
  /** The form the consent was given on ('footer', 'support', 'payment', 'dispatch'). */
  consentSource: string;
  /** The words agreed to, as the form showed them. */
  consentWording: string;
  consentAt: string;
  /** SHA-256 (base64url) of the single-use confirmation token; null once confirmed. */
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  bouncedAt: string | null;
  bounceReason: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

interface DispatchIssuesTable {
  id: Id;
  subject: string;
  /** Rich text, sanitised (D7). */
  body: string;
  sourceReportId: number | null;
  audience: WithDefault<DispatchAudience>;
  /** 1: no public web edition (members only). */
  membersOnly: Flag;
  status: WithDefault<DispatchIssueStatus>;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** The letter frozen when sending starts, with the unsubscribe link as a placeholder. */
  letterHtml: string | null;
  letterText: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** One recipient of one issue (unique): claimed, sent, marked. */
interface DispatchLettersTable {
  id: Id;
  issueId: number;
  subscriberId: number;
  status: WithDefault<DispatchLetterStatus>;
  messageId: string;
  tries: WithDefault<number>;
  claimedAt: string | null;
  sentAt: string | null;
  lastError: string | null;
  smtpResponse: string | null;
}

/** An event or symposium (docs/decisions/057); the seat counts are kept here, in the registration's transaction. */
interface EventsTable {
  id: Id;
  /** The event's address and calendar UID: never derived from the title, never reused. */
  slug: string;
  title: string;
  type: string;
  /** Rich text (D7), sanitised when saved. */
  description: string;
  imageUrl: string | null;
  startsAt: string;
  endsAt: string;
  location: string;
  onlineUrl: string | null;
  /** JSON text: the speakers' names. */
  speakers: WithDefault<string>;
  featured: Flag;
  capacity: number;
  registeredCount: WithDefault<number>;
  heldCount: WithDefault<number>;
  attendedCount: WithDefault<number>;
  recordingUrl: string | null;
  rating: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** One kind of ticket to an event; prices in pence. */
interface EventTicketTypesTable {
  id: Id;
  eventId: number;
  name: string;
  price: number;
  membersPrice: number | null;
  earlyBirdPrice: number | null;
  earlyBirdUntil: string | null;
  salesStartAt: string | null;
  salesEndAt: string | null;
  membersOnly: Flag;
  position: WithDefault<number>;
  createdAt: CreatedAt;
}

export type RegistrationStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

/** A person's tickets to an event: held while a payment is open, then confirmed, cancelled or expired. */
interface EventRegistrationsTable {
  id: Id;
  eventId: number;
  ticketTypeId: number;
  reference: string;
  name: string;
  email: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  memberPrice: Flag;
  status: WithDefault<RegistrationStatus>;
  holdExpiresAt: string | null;
  paymentIntentId: string | null;
  manageTokenHash: string;
  refundedAt: string | null;
  checkedInAt: string | null;
  reminderSentAt: string | null;
  cancelledAt: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'claimed' | 'expired' | 'left';

/** Someone waiting for a seat at a full event, offered freed seats in order. */
interface EventWaitlistTable {
  id: Id;
  eventId: number;
  ticketTypeId: number;
  name: string;
  email: string;
  quantity: number;
  status: WithDefault<WaitlistStatus>;
  claimTokenHash: string | null;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  createdAt: CreatedAt;
}

export interface Database {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_totp: AdminTotpTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_passkeys: AdminPasskeysTable;
  admin_devices: AdminDevicesTable;
  admin_auth_tokens: AdminAuthTokensTable;
  content_items: ContentItemsTable;
  comments: CommentsTable;
  comment_reactions: CommentReactionsTable;
  membership_applications: MembershipApplicationsTable;
  viral_shares: ViralSharesTable;
  recognition_items: RecognitionItemsTable;
  shame_items: ShameItemsTable;
  arsenal_items: ArsenalItemsTable;
  intelligence_reports: IntelligenceReportsTable;
  reality_readiness_videos: RealityReadinessVideosTable;
  job_title_translations: JobTitleTranslationsTable;
  ego_reports: EgoReportsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  members: MembersTable;
  payment_refunds: PaymentRefundsTable;
  page_views: PageViewsTable;
  volunteer_applications: VolunteerApplicationsTable;
  research_proposals: ResearchProposalsTable;
  mail_outbox: MailOutboxTable;
  admin_audit_log: AdminAuditLogTable;
  app_meta: AppMetaTable;
  rate_limits: RateLimitsTable;
  cache_version: CacheVersionTable;
  cache_tags: CacheTagsTable;
  staff_invitations: StaffInvitationsTable;
  moderation_blocks: ModerationBlocksTable;
  moderation_words: ModerationWordsTable;
  scheduled_jobs: ScheduledJobsTable;
  search_documents: SearchDocumentsTable;
  search_words: SearchWordsTable;
  member_sessions: MemberSessionsTable;
  member_codes: MemberCodesTable;
  member_passkeys: MemberPasskeysTable;
  member_challenges: MemberChallengesTable;
  edge_purges: EdgePurgesTable;
  dispatch_subscribers: DispatchSubscribersTable;
  dispatch_issues: DispatchIssuesTable;
  dispatch_letters: DispatchLettersTable;
  events: EventsTable;
  event_ticket_types: EventTicketTypesTable;
  event_registrations: EventRegistrationsTable;
  event_waitlist: EventWaitlistTable;
}

export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;

/**
 * Who sees each table (the read cache, docs/decisions/019): `private` when no public read shows
 * it (sessions, accounts, the outbox, analytics, the inboxes of forms and payments, the audit
 * trail, the cache's own bookkeeping), so a write to it changes nothing a visitor sees and bumps
 * no shared version. The compiler asks for every table of `Database`, and
 * src/server/cache/tags/rules.test.ts fails on a table in the database that is not here.
 * `public` only where a visitor's page or /api answer reads the table, or something listens to its
 * writes: the moderation lists are read by no public answer, but their in-memory copy
 * (services/moderation.ts) is dropped by their write effects, which a private table never has.
 */
export const tableAudience = {
  admin_users: 'private',
  admin_sessions: 'private',
  admin_totp: 'private',
  admin_recovery_codes: 'private',
  admin_passkeys: 'private',
  admin_devices: 'private',
  admin_auth_tokens: 'private',
  content_items: 'public',
  comments: 'public',
  comment_reactions: 'public',
  membership_applications: 'private',
  viral_shares: 'private',
  recognition_items: 'public',
  shame_items: 'public',
  arsenal_items: 'public',
  intelligence_reports: 'public',
  reality_readiness_videos: 'public',
  job_title_translations: 'public',
  ego_reports: 'public',
  payments: 'private',
  payment_events: 'private',
  // The Members tab, renewal letters and privacy requests: staff only.
  members: 'private',
  // The Payments tab's refunds: staff only.
  payment_refunds: 'private',
  page_views: 'private',
  volunteer_applications: 'private',
  research_proposals: 'private',
  mail_outbox: 'private',
  admin_audit_log: 'private',
  // Start-up bookkeeping (seed mark, search index version, served address, key fingerprint).
  app_meta: 'private',
  rate_limits: 'private',
  cache_version: 'private',
  cache_tags: 'private',
  // Read by the invitation step of the admin panel (/trpc/admin.staff.*), never a public read.
  staff_invitations: 'private',
  moderation_blocks: 'public',
  moderation_words: 'public',
  // Which process runs the retention job.
  scheduled_jobs: 'private',
  search_documents: 'public',
  search_words: 'public',
  member_sessions: 'private',
  member_codes: 'private',
  member_passkeys: 'private',
  member_challenges: 'private',
  edge_purges: 'private',
  // The Dispatch (docs/decisions/056): addresses and letters are private; issues make public pages.
  dispatch_subscribers: 'private',
  dispatch_issues: 'public',
  dispatch_letters: 'private',
  events: 'public',
  event_ticket_types: 'public',
  // Names and addresses: the public pages read the counts on events, never these rows.
  event_registrations: 'private',
  event_waitlist: 'private',
} as const satisfies Record<keyof Database, 'public' | 'private'>;

export const privateTables: ReadonlySet<string> = new Set(
  Object.entries(tableAudience)
    .filter(([, audience]) => audience === 'private')
    .map(([table]) => table),
);
