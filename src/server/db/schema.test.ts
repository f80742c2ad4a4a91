import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/test-database';
import type { DB } from './database';
import type { Database, NewRow } from './schema';
import { proposalFiller } from '../../../tests/helpers/research-proposal';
import { TABLES } from '../../../tests/helpers/tables';

// One row of every table, written through the Database type and read back: if the type and
// the migrations drift apart, either tsc or this test fails. On SQLite and on PostgreSQL.
let db: DB;
let dialect: 'sqlite' | 'postgres';
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, dialect, close } = await openTestDatabase());
});
afterAll(() => close());
const UNIQUE = /UNIQUE|duplicate key value violates unique constraint/;
const CHECK = /CHECK|violates check constraint/;

describe('Database type matches the migrations', () => {
  it('has exactly the tables of the Database type (the unused users table is dropped)', async () => {
    const tables =
      dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db)
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'`.execute(
            db,
          );
    // SQLite's FTS5 indexes of the search (migrations 0011, 0013) are tables with their shadow tables.
    const names = tables.rows.map((r) => r.name).filter((n) => !/^search_(fts|trigram|words_trigram)(_|$)/.test(n));
    expect(names.sort()).toEqual([...TABLES].sort());
  });

  it('inserts and reads a row of every table, with defaults', async () => {
    const t = '2025-03-03T16:05:00.000Z';
    const admin = await db
      .insertInto('admin_users')
      .values({ email: 'a@example.com', passwordHash: 'h' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const content = await db
      .insertInto('content_items')
      .values({ title: 'T', description: 'D', type: 'exhibition', category: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const comment = await db
      .insertInto('comments')
      .values({ contentItemId: content.id, authorName: 'N', authorEmail: 'e@example.com', comment: 'c' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const translation = await db
      .insertInto('job_title_translations')
      .values({ originalTitle: 'CEO', translation: 'boss', shareableId: 'abcdefghij' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const rows: { [K in keyof Database]: NewRow<K> } = {
      admin_users: { email: 'b@example.com', passwordHash: 'h' },
      admin_sessions: { id: 's'.repeat(64), adminUserId: admin.id, expiresAt: t, lastUsedAt: t },
      admin_totp: { adminUserId: admin.id, secret: 'JBSWY3DPEHPK3PXP' },
      admin_recovery_codes: { adminUserId: admin.id, codeHash: 'c'.repeat(64) },
      admin_passkeys: { id: 'cred', adminUserId: admin.id, publicKey: 'pk', name: 'Key' },
      admin_devices: { tokenHash: 'd'.repeat(64), adminUserId: admin.id, lastUsedAt: t },
      admin_auth_tokens: { tokenHash: 'e'.repeat(64), purpose: 'password-reset', adminUserId: admin.id, expiresAt: t },
      content_items: { title: 'T2', description: 'D', type: 'exhibition', category: 'C' },
      comments: { contentItemId: content.id, authorName: 'N', authorEmail: 'e@example.com', comment: 'c2' },
      comment_reactions: { commentId: comment.id, reaction: 'heart', userEmail: 'e@example.com' },
      membership_applications: { firstName: 'F', email: 'f@example.com', subject: 'S', message: 'M' },
      viral_shares: { email: 'v@example.com', firstName: 'V', shareType: 'linkedin' },
      recognition_items: { title: 'R', company: 'Co', description: 'D', category: 'C' },
      shame_items: { title: 'S', description: 'D', category: 'C', example: 'E' },
      arsenal_items: { title: 'A', description: 'D', type: 'prompt', category: 'C', content: 'x' },
      intelligence_reports: { title: 'I', summary: 'S', content: '<p>c</p>', sourceTitle: 'ST', sourceUrl: 'https://example.com' },
      reality_readiness_videos: { title: 'V', videoUrl: '/uploads/v.mp4', isFake: 1 },
      job_title_translations: { originalTitle: 'X', translation: 'Y', shareableId: 'zzzzzzzzzz' },
      ego_reports: { translationId: translation.id, shareableId: 'abcdefghij', egoRating: 3 },
      payments: { stripePaymentIntentId: 'pi_1', email: 'p@example.com', firstName: 'P', membershipType: 'basic', amount: 700 },
      payment_events: { id: 'evt_1', type: 'payment_intent.succeeded' },
      members: { email: 'p@example.com', firstName: 'P', plan: 'basic', firstJoinedAt: t, periodStart: t, periodEnd: t },
      payment_refunds: { paymentId: 1, providerRefundId: 're_1', amount: 100, reason: 'duplicate', source: 'panel' },
      page_views: { path: '/', visitorKey: 'k' },
      volunteer_applications: { name: 'N', email: 'n@example.com', motivation: 'M' },
      research_proposals: {
        name: 'N',
        email: 'n@example.com',
        title: 'T',
        ...proposalFiller,
      },
      mail_outbox: {
        kind: 'contact-acknowledgement',
        dedupeKey: 'contact:1:applicant',
        recipient: 'f@example.com',
        subject: 'S',
        html: '<p>H</p>',
        text: 'H',
        messageId: '<m1@example.com>',
      },
      admin_audit_log: {
        adminUserId: admin.id,
        adminEmail: 'a@example.com',
        kind: 'content',
        action: 'delete',
        entityId: 1,
        ip: '127.0.0.1',
      },
      app_meta: { key: 'k', value: 'v' },
      rate_limits: { key: 'write:public.x:127.0.0.1', count: 1, expiresAt: 1_790_000_000_000 },
      cache_version: { id: 1, version: 1 },
      cache_tags: { tag: 'content_items||1', version: 1 },
      staff_invitations: { email: 'i@example.com', role: 'editor', tokenHash: 'a'.repeat(64), invitedBy: 'a@example.com', expiresAt: t },
      moderation_blocks: { kind: 'address', value: '203.0.113.0/24', createdBy: 'a@example.com' },
      moderation_words: { word: 'spam', action: 'hold', createdBy: 'a@example.com' },
      scheduled_jobs: { name: 'retention', lastRunAt: t },
      search_documents: { kind: 'exhibition', itemId: content.id, url: `/exhibitions/${content.id}`, title: 'T', summary: 'S', body: 'B' },
      search_words: { word: 't', documents: 1 },
      member_sessions: { id: 'm'.repeat(64), memberId: 1, expiresAt: t, lastUsedAt: t },
      member_codes: { email: 'p@example.com', purpose: 'sign-in', memberId: 1, codeHash: 'h'.repeat(43), expiresAt: t },
      member_passkeys: { id: 'mcred', memberId: 1, publicKey: 'pk', name: 'Key' },
      member_challenges: { challengeHash: 'c'.repeat(64), purpose: 'passkey-sign-in', expiresAt: t },
      edge_purges: { target: 'varnish http://127.0.0.1:6081', tags: 'comments:1 comments:*', nextAttemptAt: 1_790_000_000_000 },
      // Inserted in this order: the letter names the first subscriber and issue.
      dispatch_subscribers: { email: 'd@example.com', consentSource: 'footer', consentWording: 'Send me', consentAt: t },
      dispatch_issues: { subject: 'S', body: '<p>B</p>' },
      dispatch_letters: { issueId: 1, subscriberId: 1, messageId: '<dispatch-1-1@example.com>' },
      events: { slug: 'e', title: 'E', type: 'Workshop', description: '<p>D</p>', startsAt: t, endsAt: t, location: 'L', capacity: 10 },
      event_ticket_types: { eventId: 1, name: 'Standard', price: 500 },
      event_registrations: {
        eventId: 1,
        ticketTypeId: 1,
        reference: 'BAC-TEST',
        name: 'N',
        email: 'r@example.com',
        quantity: 1,
        unitPrice: 500,
        amount: 500,
        manageTokenHash: 'f'.repeat(64),
      },
      event_waitlist: { eventId: 1, ticketTypeId: 1, name: 'W', email: 'w@example.com', quantity: 1 },
    };
    for (const [table, row] of Object.entries(rows)) {
      await db
        .insertInto(table as keyof Database)
        .values(row)
        .execute();
      const read = await db
        .selectFrom(table as keyof Database)
        .selectAll()
        .execute();
      expect(read.length, table).toBeGreaterThan(0);
      const last = read[read.length - 1] as Record<string, unknown>;
      for (const [k, v] of Object.entries(row)) expect(last[k], `${table}.${k}`).toEqual(v);
    }

    const payment = await db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ currency: 'gbp', status: 'succeeded' });
    const application = await db.selectFrom('membership_applications').selectAll().executeTakeFirstOrThrow();
    expect(application.membershipType).toBe('associate');
    const item = await db.selectFrom('content_items').selectAll().executeTakeFirstOrThrow();
    expect(item.featured).toBe(0);
    expect(item.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const report = await db.selectFrom('intelligence_reports').selectAll().executeTakeFirstOrThrow();
    expect(report).toMatchObject({ published: 0, bullshitMeter: 5, category: 'corporate-bs', keyInsights: '[]' });
    const mail = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ status: 'queued', tries: 0, lastError: null, sentAt: null, recipientName: null, replyTo: null });
    expect(mail.nextAttemptAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('enforces unique keys and the spec limits', async () => {
    // A letter's fields that neither limit below is about.
    const letter = { kind: 'k', recipient: 'x@example.com', subject: 'S', html: 'h', text: 't' };
    await expect(
      db
        .insertInto('payments')
        .values({ stripePaymentIntentId: 'pi_1', email: 'x@example.com', firstName: 'X', membershipType: 'basic', amount: 1 })
        .execute(),
    ).rejects.toThrow(UNIQUE);
    await expect(
      db
        .insertInto('comment_reactions')
        .values({ commentId: 1, reaction: 'x'.repeat(51), userEmail: 'e@example.com' })
        .execute(),
    ).rejects.toThrow(CHECK);
    await expect(
      db
        .insertInto('mail_outbox')
        .values({ ...letter, dedupeKey: 'contact:1:applicant', messageId: '<m2@example.com>' })
        .execute(),
    ).rejects.toThrow(UNIQUE);
    await expect(
      db
        .insertInto('mail_outbox')
        .values({
          ...letter,
          dedupeKey: 'k2',
          messageId: '<m3@example.com>',
          // @ts-expect-error: 'lost' is no status; the type refuses it, and so does the table's CHECK.
          status: 'lost',
        })
        .execute(),
    ).rejects.toThrow(CHECK);
    await expect(
      db.insertInto('job_title_translations').values({ originalTitle: 'a', translation: 'b', shareableId: 'abcdefghij' }).execute(),
    ).rejects.toThrow(UNIQUE);
  });

  it('cascades: reactions with their comment, comments with their item, ego reports with their translation', async () => {
    const content = await db.selectFrom('content_items').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.deleteFrom('content_items').where('id', '=', content.id).execute();
    expect(await db.selectFrom('comments').where('contentItemId', '=', content.id).selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom('comment_reactions').selectAll().execute()).toHaveLength(0);
    await db.deleteFrom('job_title_translations').where('shareableId', '=', 'abcdefghij').execute();
    expect(await db.selectFrom('ego_reports').selectAll().execute()).toHaveLength(0);
  });
});
