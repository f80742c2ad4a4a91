import { describe, expect, it } from 'vitest';
import { claimScheduledRun, purgeExpired, RetentionScheduler } from '~/server/services/retention';
import { useTestApp } from '../helpers/test-app';

// Retention (docs/decisions/029): old page views and finished letters are deleted by a
// job the app runs itself, once per period across processes, caught up after downtime.
const { db } = useTestApp();

const DAY = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const settings = { pageViewsDays: 395, lettersDays: 90, everyMs: DAY };

async function letter(key: string, status: 'sent' | 'failed' | 'queued' | 'unsent', createdAt: string) {
  await db()
    .insertInto('mail_outbox')
    .values({
      kind: 'admin-notice',
      dedupeKey: key,
      recipient: 'keeper@club.example',
      subject: 'S',
      html: '<p>H</p>',
      text: 'H',
      messageId: `<${key}@club.example>`,
      status,
      createdAt,
      nextAttemptAt: createdAt,
    })
    .execute();
}

describe('retention', () => {
  it('deletes page views and finished letters past their age, and nothing else', async () => {
    await db()
      .insertInto('page_views')
      .values([
        { path: '/old', visitorKey: 'a', createdAt: ago(400) },
        { path: '/recent', visitorKey: 'b', createdAt: ago(300) },
      ])
      .execute();
    await letter('old-sent', 'sent', ago(100));
    await letter('old-failed', 'failed', ago(100));
    await letter('old-unsent', 'unsent', ago(100));
    await letter('old-queued', 'queued', ago(100));
    await letter('new-sent', 'sent', ago(10));
    expect(await purgeExpired(db(), settings)).toEqual({ pageViews: 1, letters: 2 });
    expect((await db().selectFrom('page_views').select('path').execute()).map((r) => r.path)).not.toContain('/old');
    expect((await db().selectFrom('page_views').select('path').execute()).map((r) => r.path)).toContain('/recent');
    const left = (await db().selectFrom('mail_outbox').select('dedupeKey').orderBy('dedupeKey').execute()).map((r) => r.dedupeKey);
    expect(left).toEqual(['new-sent', 'old-queued', 'old-unsent']);
  });

  it('one run per period whatever the number of processes claiming it at once, and a missed run made at the next start', async () => {
    // Ten claims at once (on PostgreSQL, on separate connections of the pool): one wins.
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimScheduledRun(db(), 'test-job', DAY)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(db(), 'test-job', DAY)).toBe(false);
    // The app was down past the period: the next check runs it, once.
    await db()
      .updateTable('scheduled_jobs')
      .set({ lastRunAt: ago(3) })
      .where('name', '=', 'test-job')
      .execute();
    const after = await Promise.all([claimScheduledRun(db(), 'test-job', DAY), claimScheduledRun(db(), 'test-job', DAY)]);
    expect(after.filter(Boolean)).toHaveLength(1);
  });

  it('the app runs the purge at start, and a second process on the same period does not run it again', async () => {
    // The app under test already claimed today's run when it started.
    const row = await db().selectFrom('scheduled_jobs').selectAll().where('name', '=', 'retention').executeTakeFirstOrThrow();
    expect(Date.parse(row.lastRunAt)).toBeGreaterThan(Date.now() - 60 * 60_000);
    await db()
      .insertInto('page_views')
      .values({ path: '/stale', visitorKey: 'z', createdAt: ago(500) })
      .execute();
    const log = { info: () => {}, error: () => {} };
    const second = new RetentionScheduler(db(), settings, log, 60_000);
    await second.tick();
    expect(await db().selectFrom('page_views').select('id').where('path', '=', '/stale').execute()).toHaveLength(1);
    // Past its period (the row says the last run was two days ago), a process runs it.
    await db()
      .updateTable('scheduled_jobs')
      .set({ lastRunAt: ago(2) })
      .where('name', '=', 'retention')
      .execute();
    await second.tick();
    expect(await db().selectFrom('page_views').select('id').where('path', '=', '/stale').execute()).toHaveLength(0);
    await second.stop();
  });
});
