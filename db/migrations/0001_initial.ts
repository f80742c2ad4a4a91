import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Column names follow the spec's field
// names literally (camelCase); booleans are 0/1 integers, timestamps ISO-8601 text in UTC, on
// SQLite and PostgreSQL alike; `schemaWords` (db/dialect.ts) says ids, text and defaults in each.

export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('users')
    .addColumn('id', w.idType, w.id)
    .addColumn('username', w.text, (c) => c.notNull().unique())
    .addColumn('password', w.text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_users')
    .addColumn('id', w.idType, w.id)
    .addColumn('email', w.text, (c) => c.notNull().unique().check(sql`length(email) <= 255`))
    .addColumn('passwordHash', w.text, (c) => c.notNull().check(sql`length("passwordHash") <= 255`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', w.text, (c) => c.primaryKey().check(sql`length(id) <= 128`))
    .addColumn('adminUserId', 'integer', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('expiresAt', w.text, (c) => c.notNull())
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('adminUserId').execute();

  await db.schema
    .createTable('content_items')
    .addColumn('id', w.idType, w.id)
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('description', w.text, (c) => c.notNull())
    .addColumn('type', w.text, (c) => c.notNull())
    .addColumn('imageUrl', w.text, (c) => c.notNull().defaultTo(''))
    .addColumn('imageData', w.text)
    .addColumn('category', w.text, (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('content_items_created').on('content_items').columns(['createdAt', 'id']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', w.idType, w.id)
    .addColumn('contentItemId', 'integer', (c) =>
      c.notNull().references('content_items.id').onDelete('cascade'),
    )
    .addColumn('authorName', w.text, (c) => c.notNull())
    .addColumn('authorEmail', w.text, (c) => c.notNull().check(sql`length("authorEmail") <= 255`))
    .addColumn('comment', w.text, (c) => c.notNull())
    .addColumn('isApproved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('updatedAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema
    .createIndex('comments_public')
    .on('comments')
    .columns(['contentItemId', 'isApproved', 'createdAt'])
    .execute();
  await db.schema.createIndex('comments_pending').on('comments').columns(['isApproved', 'createdAt']).execute();

  await db.schema
    .createTable('comment_reactions')
    .addColumn('id', w.idType, w.id)
    .addColumn('commentId', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reaction', w.text, (c) => c.notNull().check(sql`length(reaction) <= 50`))
    .addColumn('userEmail', w.text, (c) => c.notNull().check(sql`length("userEmail") <= 255`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addUniqueConstraint('comment_reactions_one_per_kind', ['commentId', 'userEmail', 'reaction'])
    .execute();

  await db.schema
    .createTable('membership_applications')
    .addColumn('id', w.idType, w.id)
    .addColumn('firstName', w.text, (c) => c.notNull())
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('subject', w.text, (c) => c.notNull())
    .addColumn('message', w.text, (c) => c.notNull())
    .addColumn('membershipType', w.text, (c) =>
      c.notNull().defaultTo('associate').check(sql`length("membershipType") <= 50`),
    )
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('membership_applications_created').on('membership_applications').column('createdAt').execute();

  await db.schema
    .createTable('viral_shares')
    .addColumn('id', w.idType, w.id)
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('firstName', w.text, (c) => c.notNull())
    .addColumn('shareType', w.text, (c) => c.notNull().check(sql`length("shareType") <= 50`))
    .addColumn('certificationClaimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shareAction', w.text)
    .addColumn('linkedinUrl', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('viral_shares_created').on('viral_shares').column('createdAt').execute();

  await db.schema
    .createTable('recognition_items')
    .addColumn('id', w.idType, w.id)
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('company', w.text, (c) => c.notNull())
    .addColumn('description', w.text, (c) => c.notNull())
    .addColumn('category', w.text, (c) => c.notNull())
    .addColumn('imageUrl', w.text)
    .addColumn('imageData', w.text)
    .addColumn('websiteUrl', w.text)
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('recognition_items_created').on('recognition_items').columns(['createdAt', 'id']).execute();

  await db.schema
    .createTable('shame_items')
    .addColumn('id', w.idType, w.id)
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('description', w.text, (c) => c.notNull())
    .addColumn('category', w.text, (c) => c.notNull())
    .addColumn('example', w.text, (c) => c.notNull())
    .addColumn('sourceUrl', w.text)
    .addColumn('imageUrl', w.text)
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('shame_items_created').on('shame_items').columns(['createdAt', 'id']).execute();

  await db.schema
    .createTable('arsenal_items')
    .addColumn('id', w.idType, w.id)
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('description', w.text, (c) => c.notNull())
    .addColumn('type', w.text, (c) =>
      c.notNull().check(sql`type in ('prompt', 'dataset', 'tool', 'video')`),
    )
    .addColumn('category', w.text, (c) => c.notNull())
    .addColumn('content', w.text, (c) => c.notNull())
    .addColumn('previewUrl', w.text)
    .addColumn('sourceCredits', w.text)
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema
    .createIndex('arsenal_items_list')
    .on('arsenal_items')
    .columns(['featured', 'createdAt', 'id'])
    .execute();

  await db.schema
    .createTable('intelligence_reports')
    .addColumn('id', w.idType, w.id)
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('subtitle', w.text)
    .addColumn('summary', w.text, (c) => c.notNull())
    .addColumn('content', w.text, (c) => c.notNull())
    .addColumn('sourceTitle', w.text, (c) => c.notNull())
    .addColumn('sourceUrl', w.text, (c) => c.notNull())
    .addColumn('sourceDate', w.text)
    .addColumn('category', w.text, (c) => c.notNull().defaultTo('corporate-bs'))
    .addColumn('bullshitMeter', 'integer', (c) => c.notNull().defaultTo(5))
    // JSON arrays of strings
    .addColumn('keyInsights', w.text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('hiddenTruths', w.text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('imageUrl', w.text)
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('authorNote', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .addColumn('updatedAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema
    .createIndex('intelligence_reports_list')
    .on('intelligence_reports')
    .columns(['published', 'featured', 'createdAt'])
    .execute();

  await db.schema
    .createTable('reality_readiness_videos')
    .addColumn('id', w.idType, w.id)
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('videoUrl', w.text, (c) => c.notNull())
    .addColumn('isFake', 'integer', (c) => c.notNull())
    .addColumn('orderPosition', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema
    .createIndex('reality_readiness_videos_order')
    .on('reality_readiness_videos')
    .columns(['orderPosition', 'id'])
    .execute();

  await db.schema
    .createTable('job_title_translations')
    .addColumn('id', w.idType, w.id)
    .addColumn('originalTitle', w.text, (c) => c.notNull())
    .addColumn('translation', w.text, (c) => c.notNull())
    .addColumn('shareableId', w.text, (c) => c.notNull().unique().check(sql`length("shareableId") <= 50`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema
    .createIndex('job_title_translations_created')
    .on('job_title_translations')
    .columns(['createdAt', 'id'])
    .execute();

  await db.schema
    .createTable('ego_reports')
    .addColumn('id', w.idType, w.id)
    .addColumn('translationId', 'integer', (c) =>
      c.notNull().references('job_title_translations.id').onDelete('cascade'),
    )
    .addColumn('shareableId', w.text, (c) => c.notNull().check(sql`length("shareableId") <= 50`))
    .addColumn('egoRating', 'integer', (c) => c.notNull().check(sql`"egoRating" between 1 and 5`))
    .addColumn('momReaction', w.text, (c) => c.check(sql`length("momReaction") <= 200`))
    .addColumn('userEmail', w.text, (c) => c.check(sql`length("userEmail") <= 255`))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('ego_reports_shareable').on('ego_reports').column('shareableId').execute();
  await db.schema.createIndex('ego_reports_translation').on('ego_reports').column('translationId').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', w.idType, w.id)
    .addColumn('stripePaymentIntentId', w.text, (c) =>
      c.notNull().unique().check(sql`length("stripePaymentIntentId") <= 255`),
    )
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('firstName', w.text, (c) => c.notNull())
    .addColumn('membershipType', w.text, (c) => c.notNull().check(sql`length("membershipType") <= 50`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', w.text, (c) => c.notNull().defaultTo('gbp').check(sql`length(currency) <= 10`))
    .addColumn('status', w.text, (c) => c.notNull().defaultTo('succeeded').check(sql`length(status) <= 50`))
    .addColumn('stripeCustomerId', w.text)
    .addColumn('metadata', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('payments_created').on('payments').column('createdAt').execute();

  // Webhook idempotency: one row per provider event id.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', w.text, (c) => c.primaryKey())
    .addColumn('type', w.text, (c) => c.notNull())
    .addColumn('paymentIntentId', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();

  // D10: first-party, cookie-less analytics.
  await db.schema
    .createTable('page_views')
    .addColumn('id', w.idType, w.id)
    .addColumn('path', w.text, (c) => c.notNull())
    .addColumn('referrer', w.text)
    .addColumn('visitorKey', w.text, (c) => c.notNull())
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('page_views_created').on('page_views').column('createdAt').execute();
  await db.schema.createIndex('page_views_path').on('page_views').column('path').execute();

  // D15
  await db.schema
    .createTable('volunteer_applications')
    .addColumn('id', w.idType, w.id)
    .addColumn('name', w.text, (c) => c.notNull())
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('phone', w.text)
    .addColumn('age', w.text)
    .addColumn('background', w.text)
    .addColumn('interests', w.text)
    .addColumn('availability', w.text)
    .addColumn('experience', w.text)
    .addColumn('motivation', w.text, (c) => c.notNull())
    .addColumn('experiments', w.text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('volunteer_applications_created').on('volunteer_applications').column('createdAt').execute();

  await db.schema
    .createTable('research_proposals')
    .addColumn('id', w.idType, w.id)
    .addColumn('name', w.text, (c) => c.notNull())
    .addColumn('email', w.text, (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('affiliation', w.text)
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('category', w.text, (c) => c.notNull())
    .addColumn('description', w.text, (c) => c.notNull())
    .addColumn('objectives', w.text, (c) => c.notNull())
    .addColumn('methodology', w.text, (c) => c.notNull())
    .addColumn('duration', w.text)
    .addColumn('participants', w.text)
    .addColumn('resources', w.text)
    .addColumn('ethics', w.text, (c) => c.notNull())
    .addColumn('significance', w.text, (c) => c.notNull())
    .addColumn('collaboration', w.text)
    .addColumn('createdAt', w.text, (c) => c.notNull().defaultTo(w.now))
    .execute();
  await db.schema.createIndex('research_proposals_created').on('research_proposals').column('createdAt').execute();

  // Install-level facts, such as whether seed content was ever loaded.
  await db.schema
    .createTable('app_meta')
    .addColumn('key', w.text, (c) => c.primaryKey())
    .addColumn('value', w.text, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_meta', 'research_proposals', 'volunteer_applications', 'page_views', 'payment_events',
    'payments', 'ego_reports', 'job_title_translations', 'reality_readiness_videos',
    'intelligence_reports', 'arsenal_items', 'shame_items', 'recognition_items', 'viral_shares',
    'membership_applications', 'comment_reactions', 'comments', 'content_items', 'admin_sessions',
    'admin_users', 'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
