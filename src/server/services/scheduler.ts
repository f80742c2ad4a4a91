/**
 * Work the app does by the clock, inside the process (docs/decisions/028-members-renewals-refunds.md):
 * no external cron. Each job runs at start (catching up whatever fell due while the server was
 * down) and then every `everyMs`. A job must be safe to run in several processes at once (PostgreSQL):
 * it claims each piece of work in the database (a conditional UPDATE, a unique key), so the timer
 * only decides when to look, never whether something is done.
 */
export type ScheduledJob = {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
  /** Logs a run only when it did something (its result is truthy): for jobs that look often and rarely act. */
  quiet?: boolean;
};

type Log = { error: (details: object, message: string) => void; info: (details: object, message: string) => void };

export class Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = true;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly options: { now?: () => Date; log: Log },
  ) {}

  /** The clock every job reads (tests move it instead of sleeping). */
  now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  /** Runs every job once now, in the background, then on its interval. */
  start(): void {
    this.stopped = false;
    for (const job of this.jobs) this.schedule(job, 0);
  }

  /** Runs every job once now (or joins the run in progress) and waits for them. */
  async runNow(): Promise<void> {
    await Promise.all(this.jobs.map((job) => this.run(job)));
  }

  /** Waits for the runs in progress (the first one after start, in tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.idle();
  }

  private schedule(job: ScheduledJob, ms: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(job.name);
      void this.run(job).finally(() => this.schedule(job, job.everyMs));
    }, ms);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private run(job: ScheduledJob): Promise<void> {
    const inProgress = this.running.get(job.name);
    if (inProgress) return inProgress;
    const run = (async () => {
      try {
        const result = await job.run(this.now());
        if (!job.quiet || result) this.options.log.info({ job: job.name, result }, 'Scheduled job ran');
      } catch (error) {
        // The next run tries again; nothing a job does is half-written (each piece is its own transaction).
        this.options.log.error({ err: error, job: job.name }, 'Scheduled job failed');
      } finally {
        this.running.delete(job.name);
      }
    })();
    // Registered before the job can finish, so `idle` sees it.
    this.running.set(job.name, run);
    return run;
  }
}
