import type { Database } from '~/server/db/schema';

// Every table of the Database type. Written as a record so that `satisfies` turns a table added to the
// type but not here into a type error: the schema test and the privacy scan then cover it without
// anyone remembering to add it to their own lists.
const tables = {
  admin_users: true,
  admin_sessions: true,
  admin_totp: true,
  admin_recovery_codes: true,
  admin_passkeys: true,
  admin_devices: true,
  admin_auth_tokens: true,
  content_items: true,
  comments: true,
  comment_reactions: true,
  membership_applications: true,
  viral_shares: true,
  recognition_items: true,
  shame_items: true,
  arsenal_items: true,
  intelligence_reports: true,
  reality_readiness_videos: true,
  job_title_translations: true,
  ego_reports: true,
  payments: true,
  payment_events: true,
  members: true,
  payment_refunds: true,
  page_views: true,
  volunteer_applications: true,
  research_proposals: true,
  mail_outbox: true,
  admin_audit_log: true,
  app_meta: true,
  rate_limits: true,
  cache_version: true,
  cache_tags: true,
  staff_invitations: true,
  moderation_blocks: true,
  moderation_words: true,
  scheduled_jobs: true,
  search_documents: true,
  search_words: true,
  edge_purges: true,
} satisfies Record<keyof Database, true>;

export const TABLES = Object.keys(tables) as (keyof Database)[];
