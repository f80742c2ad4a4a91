import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { contactApplication } from '../helpers/contact-form';
import { goodCard } from '../helpers/payments';
import { proposalFiller } from '../helpers/research-proposal';
import { injectJson } from '../helpers/test-app';
import { metricsScraper, seriesValue } from '../helpers/metrics';

// The metrics an operator asks for (issue 39 item 8, docs/decisions/040): the club's business,
// the outbox's oldest letter, and SQLite itself (its file and WAL, busy statements, checkpoints).
// Both dialects (the `postgres` Vitest project): the SQLite families are absent on PostgreSQL.

const TOKEN = 'metrics-token-0123456789abcdef';
const { t, admin } = useAdminTestApp(
  { rateLimitWritesPerMinute: 10_000, checkpointEveryMs: 50 },
  { METRICS_TOKEN: TOKEN, SMTP_URL: '', MAIL_FROM: '' },
);
const sqlite = () => t.config.database.dialect === 'sqlite';

const scrape = metricsScraper(() => t.app, TOKEN);
const value = seriesValue;
/** How much each series grew while `run` ran. */
async function growth(series: string[], run: () => Promise<void>): Promise<Record<string, number>> {
  const before = await scrape();
  await run();
  const after = await scrape();
  return Object.fromEntries(series.map((s) => [s, value(after, s) - value(before, s)]));
}
const post = async (url: string, body: unknown) => {
  const res = await injectJson(t.app, 'POST', url, body, { cookie: '' });
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  return res.json as Record<string, unknown>;
};

async function demoPayment(membershipType: string): Promise<number> {
  const { clientSecret, paymentIntentId } = (await post('/api/create-payment-intent', { membershipType })) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await post('/api/update-payment-intent', { clientSecret, email: 'payer@example.com', firstName: 'Payer' });
  expect((await post('/api/demo-payments/confirm', { clientSecret, ...goodCard })).status).toBe('succeeded');
  const row = await t.app.services.db
    .selectFrom('payments')
    .select('id')
    .where('stripePaymentIntentId', '=', paymentIntentId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('business counters', () => {
  it('starts every series at 0, so a quiet hour is a 0 and not a gap', async () => {
    const text = await scrape();
    for (const series of [
      'club_payments_total{plan="basic",provider="demo"}',
      'club_payments_total{plan="distinguished",provider="stripe"}',
      'club_refunds_total{source="panel"}',
      'club_refunds_total{source="provider"}',
      'club_comments_total{status="pending"}',
      'club_comments_total{status="held"}',
      'club_applications_total{kind="membership"}',
      'club_applications_total{kind="volunteer"}',
      'club_applications_total{kind="research_proposal"}',
      'club_signups_total{kind="twitter"}',
    ])
      expect(value(text, series), series).toBeGreaterThanOrEqual(0);
  });

  it('counts a comment, each kind of application and a sign-up once each', async () => {
    const id = ((await injectJson(t.app, 'GET', '/api/content')).json as { id: number }[])[0].id;
    const grew = await growth(
      [
        'club_comments_total{status="pending"}',
        'club_applications_total{kind="membership"}',
        'club_applications_total{kind="volunteer"}',
        'club_applications_total{kind="research_proposal"}',
        'club_signups_total{kind="linkedin"}',
        'club_signups_total{kind="twitter"}',
      ],
      async () => {
        await post(`/api/content/${id}/comments`, { authorName: 'Reader', authorEmail: 'reader@example.com', comment: 'A fine brain.' });
        await post('/api/membership', contactApplication);
        await post('/api/volunteer-application', { name: 'Ada', email: 'ada@example.com', motivation: 'Engines.', experiments: [] });
        await post('/api/research-proposal', { name: 'Bo', email: 'bo@example.com', title: 'On naps', ...proposalFiller });
        await post('/api/viral-share', {
          email: 'grace@example.com',
          firstName: 'Grace',
          shareType: 'linkedin',
          certificationClaimed: true,
        });
        // A bot's form (the honeypot filled) stores nothing and counts nothing.
        await post('/api/viral-share', { email: 'bot@example.com', firstName: 'Bot', shareType: 'twitter', website: 'spam' });
      },
    );
    expect(grew).toEqual({
      'club_comments_total{status="pending"}': 1,
      'club_applications_total{kind="membership"}': 1,
      'club_applications_total{kind="volunteer"}': 1,
      'club_applications_total{kind="research_proposal"}': 1,
      'club_signups_total{kind="linkedin"}': 1,
      'club_signups_total{kind="twitter"}': 0,
    });
  });

  it('counts a payment by plan and provider once, and a refund from the panel once (a double click too)', async () => {
    let paymentId = 0;
    const paid = await growth(
      ['club_payments_total{plan="full",provider="demo"}', 'club_payments_total{plan="basic",provider="demo"}'],
      async () => {
        paymentId = await demoPayment('full');
      },
    );
    expect(paid).toEqual({ 'club_payments_total{plan="full",provider="demo"}': 1, 'club_payments_total{plan="basic",provider="demo"}': 0 });
    const refunded = await growth(['club_refunds_total{source="panel"}'], async () => {
      const requestId = randomUUID();
      const input = { id: paymentId, amount: 500, reason: 'Goodwill', requestId };
      const answers = await Promise.all([
        admin('POST', '/trpc/admin.payments.refund', input),
        admin('POST', '/trpc/admin.payments.refund', input),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    });
    expect(refunded).toEqual({ 'club_refunds_total{source="panel"}': 1 });
  });
});

describe('the outbox', () => {
  it('reports the age of the oldest letter still queued, 0 when none is', async () => {
    const db = t.app.services.db;
    await db.deleteFrom('mail_outbox').where('status', '=', 'queued').execute();
    expect(value(await scrape(), 'club_mail_outbox_oldest_queued_age_seconds')).toBe(0);
    // Queued an hour ago and due tomorrow: the worker leaves it alone while the test reads it.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await db
      .insertInto('mail_outbox')
      .values({
        kind: 'admin-notice',
        dedupeKey: `metrics-test-${randomUUID()}`,
        recipient: 'keeper@club.example',
        subject: 'Waiting',
        html: '<p>Waiting</p>',
        text: 'Waiting',
        messageId: `<${randomUUID()}@club.example>`,
        status: 'queued',
        createdAt: hourAgo,
        nextAttemptAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const age = value(await scrape(), 'club_mail_outbox_oldest_queued_age_seconds');
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3700);
  });
});

describe('SQLite itself', () => {
  it('reports the file and WAL sizes, busy statements and timed checkpoints on SQLite; none of them on PostgreSQL', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = await scrape();
    const families = [
      'club_sqlite_database_bytes',
      'club_sqlite_wal_bytes',
      'club_sqlite_busy_total',
      'club_sqlite_checkpoint_duration_seconds',
    ];
    if (!sqlite()) {
      for (const family of families) expect(text).not.toContain(family);
      return;
    }
    expect(value(text, 'club_sqlite_database_bytes')).toBeGreaterThan(4096);
    expect(value(text, 'club_sqlite_wal_bytes')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'club_sqlite_busy_total{code="busy"}')).toBe(0);
    expect(value(text, 'club_sqlite_busy_total{code="locked"}')).toBe(0);
    // checkpointEveryMs: 50 above: a few ran in the 200 ms.
    expect(value(text, 'club_sqlite_checkpoint_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'club_sqlite_checkpoint_duration_seconds_sum')).toBeGreaterThan(0);
  });
});
