import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ReactionKind } from '../../shared/reactions';

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
}

interface AdminSessionsTable {
  id: string;
  adminUserId: number;
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
}

interface CommentReactionsTable {
  /** Read as a kind: every row is written from validated input (D6); the CHECK bounds its length. */
  id: Id;
  commentId: number;
  reaction: ColumnType<ReactionKind, string, string>;
  userEmail: string;
  createdAt: CreatedAt;
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
 * written by src/server/services/search.ts in the transaction of the write it mirrors. The
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

export interface Database {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
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
  page_views: PageViewsTable;
  volunteer_applications: VolunteerApplicationsTable;
  research_proposals: ResearchProposalsTable;
  mail_outbox: MailOutboxTable;
  admin_audit_log: AdminAuditLogTable;
  app_meta: AppMetaTable;
  rate_limits: RateLimitsTable;
  cache_version: CacheVersionTable;
  cache_tags: CacheTagsTable;
  search_documents: SearchDocumentsTable;
}

export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
