import type { DB } from '../db/database';

/**
 * Retention (docs/decisions/029): page views and finished letters older than their
 * set age are deleted by a job the app runs itself (no external cron). Several processes on one
 * PostgreSQL database share the job through `scheduled_jobs`: a run is claimed by one
 * conditional UPDATE, so one process runs it per period; a run missed while the app was down
 * is made at the next start.
 */
export type RetentionSettings = {
  /** Page views older than this many days are deleted. */
  pageViewsDays: number;
  /** Sent (and finally failed) letters older than this many days are deleted; queued and unsent ones wait. */
  lettersDays: number;
  /** How often the purge runs, in ms (a day by default). */
  everyMs: number;
};

const DAY_MS = 24 * 60 * 60_000;
const JOB = 'retention';

/**
 * Claims this period's run of `job` for the calling process: true for exactly one caller per
 * period, whatever the number of processes (the UPDATE's WHERE is re-checked under the row lock).
 */
export async function claimScheduledRun(db: DB, job: string, everyMs: number, now = new Date()): Promise<boolean> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name: job, lastRunAt: new Date(0).toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('scheduled_jobs')
    .set({ lastRunAt: now.toISOString() })
    .where('name', '=', job)
    .where('lastRunAt', '<=', new Date(now.getTime() - everyMs).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes what is past its age; answers how many rows went. */
export async function purgeExpired(db: DB, settings: RetentionSettings, now = new Date()): Promise<{ pageViews: number; letters: number }> {
  const pageViews = await db
    .deleteFrom('page_views')
    .where('createdAt', '<', new Date(now.getTime() - settings.pageViewsDays * DAY_MS).toISOString())
    .executeTakeFirst();
  const letters = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('createdAt', '<', new Date(now.getTime() - settings.lettersDays * DAY_MS).toISOString())
    .executeTakeFirst();
  return { pageViews: Number(pageViews.numDeletedRows), letters: Number(letters.numDeletedRows) };
}

type Log = { info: (msg: string) => void; error: (obj: unknown, msg: string) => void };

/** The purge on a timer: at start (catching up), then every check; only the claiming process purges. */
export class RetentionScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: DB,
    private readonly settings: RetentionSettings,
    private readonly log: Log,
    /** How often a process looks whether a run is due (at most hourly; tests shorten it). */
    private readonly checkMs = Math.min(settings.everyMs, 60 * 60_000),
  ) {}

  /** Runs the first check (the catch-up after downtime) before the app serves, then checks on the timer. */
  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.checkMs);
    this.timer.unref();
  }

  /** One check now: runs the purge when this process claims the period's run. */
  tick(): Promise<void> {
    this.running ??= this.runOnce()
      .catch((error: unknown) => this.log.error({ err: error }, 'Retention purge failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async runOnce(): Promise<void> {
    if (!(await claimScheduledRun(this.db, JOB, this.settings.everyMs))) return;
    const purged = await purgeExpired(this.db, this.settings);
    if (purged.pageViews + purged.letters > 0) {
      this.log.info(`Retention: deleted ${purged.pageViews} page views and ${purged.letters} letters past their age`);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
