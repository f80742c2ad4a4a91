import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedOneSubmissionOfEach } from '../helpers/seed-lists';
import { arsenalItemOutput } from '~/shared/schemas/arsenal';
import { pendingCommentOutput } from '~/shared/schemas/comments';
import { contactFormOutput } from '~/shared/schemas/contact';
import { adminContentItemOutput } from '~/shared/schemas/content';
import { intelligenceReportOutput } from '~/shared/schemas/intelligence';
import { adminPaymentsOutput } from '~/shared/schemas/payments';
import { adminVideoOutput } from '~/shared/schemas/reality-readiness';
import { recognitionItemOutput } from '~/shared/schemas/recognition';
import { researchProposalOutput, volunteerApplicationOutput } from '~/shared/schemas/research-forms';
import { shameItemOutput } from '~/shared/schemas/shame';
import { supporterOutput } from '~/shared/schemas/support';
import { type CreateBodies, useAdminTestApp } from '../helpers/admin-session';

const { admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

/*
 * The admin answers carry every field of their entity as the spec lists it (part 1 and
 * part 2, section 3), through tRPC and the REST mirror, and the zod answers the OpenAPI document
 * is made from say so. Server-only secrets (a password hash, a session id) are never entities the
 * admin lists.
 */
const ENTITY_FIELDS = {
  comment: ['id', 'contentItemId', 'authorName', 'authorEmail', 'comment', 'isApproved', 'createdAt', 'updatedAt'],
  content: ['id', 'title', 'description', 'type', 'imageUrl', 'imageData', 'category', 'featured', 'createdAt'],
  recognition: ['id', 'title', 'company', 'description', 'category', 'imageUrl', 'imageData', 'websiteUrl', 'featured', 'createdAt'],
  shame: ['id', 'title', 'description', 'category', 'example', 'sourceUrl', 'imageUrl', 'featured', 'createdAt'],
  arsenal: ['id', 'title', 'description', 'type', 'category', 'content', 'previewUrl', 'sourceCredits', 'featured', 'createdAt'],
  intelligence: [
    'id',
    'title',
    'subtitle',
    'summary',
    'content',
    'sourceTitle',
    'sourceUrl',
    'sourceDate',
    'category',
    'bullshitMeter',
    'keyInsights',
    'hiddenTruths',
    'imageUrl',
    'featured',
    'published',
    'authorNote',
    'createdAt',
    'updatedAt',
  ],
  video: ['id', 'title', 'videoUrl', 'isFake', 'orderPosition', 'createdAt'],
  membershipApplication: ['id', 'firstName', 'email', 'subject', 'message', 'membershipType', 'createdAt'],
  // "the admin view also reads shareAction and linkedinUrl"
  supporter: ['id', 'email', 'firstName', 'shareType', 'certificationClaimed', 'createdAt', 'shareAction', 'linkedinUrl'],
  payment: [
    'id',
    'stripePaymentIntentId',
    'email',
    'firstName',
    'membershipType',
    'amount',
    'currency',
    'status',
    'stripeCustomerId',
    'metadata',
    'createdAt',
  ],
  volunteer: [
    'id',
    'name',
    'email',
    'phone',
    'age',
    'background',
    'interests',
    'availability',
    'experience',
    'motivation',
    'experiments',
    'createdAt',
  ],
  proposal: [
    'id',
    'name',
    'email',
    'affiliation',
    'title',
    'category',
    'description',
    'objectives',
    'methodology',
    'duration',
    'participants',
    'resources',
    'ethics',
    'significance',
    'collaboration',
    'createdAt',
  ],
} as const;

type Case = {
  entity: keyof typeof ENTITY_FIELDS;
  rest: string;
  trpc: string;
  schema: z.ZodObject;
  /** Fields beyond the entity's, each for a stated reason. */
  extra?: string[];
  /** Where the list sits in the answer. */
  items?: (answer: unknown) => unknown;
};

/** A catalogue's list sits where its name says: REST /api/admin/<kind>, tRPC admin.<kind>.list. */
const catalogue = (entity: keyof CreateBodies, schema: z.ZodObject, extra?: string[]): Case => ({
  entity,
  rest: `/api/admin/${entity}`,
  trpc: `admin.${entity}.list`,
  schema,
  extra,
});

const rows = z.array(z.record(z.string(), z.unknown()));
const trpcAnswer = z.object({ result: z.object({ data: z.unknown() }) });

const CASES: Case[] = [
  // D6: the pending list names each comment's exhibition.
  {
    entity: 'comment',
    rest: '/api/admin/comments/pending',
    trpc: 'admin.comments.pending',
    schema: pendingCommentOutput,
    extra: ['exhibitionTitle'],
  },
  // D16: the comment counts shown before a delete.
  catalogue('content', adminContentItemOutput, ['approvedComments', 'pendingComments']),
  catalogue('recognition', recognitionItemOutput),
  catalogue('shame', shameItemOutput),
  catalogue('arsenal', arsenalItemOutput),
  catalogue('intelligence', intelligenceReportOutput),
  { entity: 'video', rest: '/api/admin/reality-readiness/videos', trpc: 'admin.videos.list', schema: adminVideoOutput },
  {
    entity: 'membershipApplication',
    rest: '/api/admin/membership-applications',
    trpc: 'admin.submissions.contactForms',
    schema: contactFormOutput,
  },
  { entity: 'supporter', rest: '/api/admin/viral-shares', trpc: 'admin.submissions.supporters', schema: supporterOutput },
  {
    entity: 'payment',
    rest: '/api/admin/payments',
    trpc: 'admin.payments.list',
    schema: adminPaymentsOutput.shape.payments.element,
    // Refunds and disputes (docs/decisions/028).
    extra: ['refundedAmount', 'disputedAt'],
    items: (answer) => z.object({ payments: z.unknown() }).parse(answer).payments,
  },
  {
    entity: 'volunteer',
    rest: '/api/admin/volunteer-applications',
    trpc: 'admin.submissions.volunteerApplications',
    schema: volunteerApplicationOutput,
  },
  {
    entity: 'proposal',
    rest: '/api/admin/research-proposals',
    trpc: 'admin.submissions.researchProposals',
    schema: researchProposalOutput,
  },
];

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('admin answers carry every field of their entity (part 1 and 2, section 3)', () => {
  it('has a row of every kind to list', async () => {
    const content = await db().selectFrom('content_items').select('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('comments')
      .values({ contentItemId: content.id, authorName: 'Ada', authorEmail: 'ada@example.com', comment: 'Splendid.' })
      .execute();
    await db()
      .insertInto('reality_readiness_videos')
      .values({ title: 'A sunset', videoUrl: '/uploads/a.mp4', isFake: 0, orderPosition: 0 })
      .execute();
    await db()
      .insertInto('payments')
      .values({
        stripePaymentIntentId: 'pi_1',
        email: 'e@example.com',
        firstName: 'E',
        membershipType: 'full',
        amount: 4700,
        stripeCustomerId: 'cus_1',
        metadata: '{"plan":"full"}',
      })
      .execute();
    await seedOneSubmissionOfEach(db());
  });

  it.each(CASES)('$entity: $rest and $trpc', async ({ entity, rest, trpc, schema, extra = [], items = (a) => a }) => {
    const expected = sorted([...ENTITY_FIELDS[entity], ...extra]);
    // The zod answer (and so the OpenAPI document) names them all.
    expect(sorted(Object.keys(schema.shape))).toEqual(expected);

    const viaRest = await admin('GET', rest);
    expect(viaRest.status).toBe(200);
    const restItems = rows.parse(items(viaRest.json));
    expect(restItems.length).toBeGreaterThan(0);
    for (const item of restItems) expect(sorted(Object.keys(item))).toEqual(expected);

    const viaTrpc = await admin('GET', `/trpc/${trpc}`);
    expect(viaTrpc.status).toBe(200);
    const trpcItems = rows.parse(items(trpcAnswer.parse(viaTrpc.json).result.data));
    expect(trpcItems).toEqual(restItems);
  });

  it('the pending comment is not approved and says when it was last changed', async () => {
    const [pending] = (await admin('GET', '/api/admin/comments/pending')).json;
    expect(pending).toMatchObject({ authorName: 'Ada', isApproved: false, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('a payment shows its Stripe customer and metadata', async () => {
    const { payments } = (await admin('GET', '/api/admin/payments')).json;
    expect(payments[0]).toMatchObject({
      stripePaymentIntentId: 'pi_1',
      stripeCustomerId: 'cus_1',
      metadata: '{"plan":"full"}',
      currency: 'gbp',
      status: 'succeeded',
    });
  });
});
