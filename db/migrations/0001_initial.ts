import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports from src/. Column names follow the spec's field
// names literally (camelCase); booleans are 0/1 integers, timestamps ISO-8601 text in UTC.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`length(email) <= 255`))
    .addColumn('passwordHash', 'text', (c) => c.notNull().check(sql`length("passwordHash") <= 255`))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`length(id) <= 128`))
    .addColumn('adminUserId', 'integer', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('adminUserId').execute();

  await db.schema
    .createTable('content_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('imageUrl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('imageData', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('content_items_created').on('content_items').columns(['createdAt', 'id']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('contentItemId', 'integer', (c) =>
      c.notNull().references('content_items.id').onDelete('cascade'),
    )
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('authorEmail', 'text', (c) => c.notNull().check(sql`length("authorEmail") <= 255`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('isApproved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updatedAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('comments_public')
    .on('comments')
    .columns(['contentItemId', 'isApproved', 'createdAt'])
    .execute();
  await db.schema.createIndex('comments_pending').on('comments').columns(['isApproved', 'createdAt']).execute();

  await db.schema
    .createTable('comment_reactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('commentId', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (c) => c.notNull().check(sql`length(reaction) <= 50`))
    .addColumn('userEmail', 'text', (c) => c.notNull().check(sql`length("userEmail") <= 255`))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('comment_reactions_one_per_kind', ['commentId', 'userEmail', 'reaction'])
    .execute();

  await db.schema
    .createTable('membership_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('membershipType', 'text', (c) =>
      c.notNull().defaultTo('associate').check(sql`length("membershipType") <= 50`),
    )
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('membership_applications_created').on('membership_applications').column('createdAt').execute();

  await db.schema
    .createTable('viral_shares')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('shareType', 'text', (c) => c.notNull().check(sql`length("shareType") <= 50`))
    .addColumn('certificationClaimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shareAction', 'text')
    .addColumn('linkedinUrl', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('viral_shares_created').on('viral_shares').column('createdAt').execute();

  await db.schema
    .createTable('recognition_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('imageUrl', 'text')
    .addColumn('imageData', 'text')
    .addColumn('websiteUrl', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('recognition_items_created').on('recognition_items').columns(['createdAt', 'id']).execute();

  await db.schema
    .createTable('shame_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('example', 'text', (c) => c.notNull())
    .addColumn('sourceUrl', 'text')
    .addColumn('imageUrl', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('shame_items_created').on('shame_items').columns(['createdAt', 'id']).execute();

  await db.schema
    .createTable('arsenal_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('prompt', 'dataset', 'tool', 'video')`),
    )
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('previewUrl', 'text')
    .addColumn('sourceCredits', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('arsenal_items_list')
    .on('arsenal_items')
    .columns(['featured', 'createdAt', 'id'])
    .execute();

  await db.schema
    .createTable('intelligence_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sourceTitle', 'text', (c) => c.notNull())
    .addColumn('sourceUrl', 'text', (c) => c.notNull())
    .addColumn('sourceDate', 'text')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('corporate-bs'))
    .addColumn('bullshitMeter', 'integer', (c) => c.notNull().defaultTo(5))
    // JSON arrays of strings
    .addColumn('keyInsights', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('hiddenTruths', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('imageUrl', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('authorNote', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updatedAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('intelligence_reports_list')
    .on('intelligence_reports')
    .columns(['published', 'featured', 'createdAt'])
    .execute();

  await db.schema
    .createTable('reality_readiness_videos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('videoUrl', 'text', (c) => c.notNull())
    .addColumn('isFake', 'integer', (c) => c.notNull())
    .addColumn('orderPosition', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('reality_readiness_videos_order')
    .on('reality_readiness_videos')
    .columns(['orderPosition', 'id'])
    .execute();

  await db.schema
    .createTable('job_title_translations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('originalTitle', 'text', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull())
    .addColumn('shareableId', 'text', (c) => c.notNull().unique().check(sql`length("shareableId") <= 50`))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('job_title_translations_created')
    .on('job_title_translations')
    .columns(['createdAt', 'id'])
    .execute();

  await db.schema
    .createTable('ego_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('translationId', 'integer', (c) =>
      c.notNull().references('job_title_translations.id').onDelete('cascade'),
    )
    .addColumn('shareableId', 'text', (c) => c.notNull().check(sql`length("shareableId") <= 50`))
    .addColumn('egoRating', 'integer', (c) => c.notNull().check(sql`"egoRating" between 1 and 5`))
    .addColumn('momReaction', 'text', (c) => c.check(sql`length("momReaction") <= 200`))
    .addColumn('userEmail', 'text', (c) => c.check(sql`length("userEmail") <= 255`))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('ego_reports_shareable').on('ego_reports').column('shareableId').execute();
  await db.schema.createIndex('ego_reports_translation').on('ego_reports').column('translationId').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('stripePaymentIntentId', 'text', (c) =>
      c.notNull().unique().check(sql`length("stripePaymentIntentId") <= 255`),
    )
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('membershipType', 'text', (c) => c.notNull().check(sql`length("membershipType") <= 50`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('gbp').check(sql`length(currency) <= 10`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('succeeded').check(sql`length(status) <= 50`))
    .addColumn('stripeCustomerId', 'text')
    .addColumn('metadata', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('payments_created').on('payments').column('createdAt').execute();

  // Webhook idempotency: one row per provider event id.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('paymentIntentId', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // D10: first-party, cookie-less analytics.
  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('visitorKey', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('page_views_created').on('page_views').column('createdAt').execute();
  await db.schema.createIndex('page_views_path').on('page_views').column('path').execute();

  // D15
  await db.schema
    .createTable('volunteer_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('phone', 'text')
    .addColumn('age', 'text')
    .addColumn('background', 'text')
    .addColumn('interests', 'text')
    .addColumn('availability', 'text')
    .addColumn('experience', 'text')
    .addColumn('motivation', 'text', (c) => c.notNull())
    .addColumn('experiments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('volunteer_applications_created').on('volunteer_applications').column('createdAt').execute();

  await db.schema
    .createTable('research_proposals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 255`))
    .addColumn('affiliation', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('objectives', 'text', (c) => c.notNull())
    .addColumn('methodology', 'text', (c) => c.notNull())
    .addColumn('duration', 'text')
    .addColumn('participants', 'text')
    .addColumn('resources', 'text')
    .addColumn('ethics', 'text', (c) => c.notNull())
    .addColumn('significance', 'text', (c) => c.notNull())
    .addColumn('collaboration', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('research_proposals_created').on('research_proposals').column('createdAt').execute();

  // Install-level facts, such as whether seed content was ever loaded.
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
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
