import { sql } from 'kysely';
import { rawRead } from './raw-sql';
import type { DB } from './database';

/** What `PRAGMA wal_checkpoint` answers: busy 1 when it could not finish, WAL frames, frames copied back. */
export type CheckpointResult = { busy: number; log: number; checkpointed: number };

/** How often the server checkpoints the WAL of its SQLite file. */
export const CHECKPOINT_EVERY_MS = 60_000;

/**
 * A PASSIVE checkpoint of the WAL on a timer (docs/decisions/040). SQLite checkpoints by itself
 * inside the commit that takes the WAL past 1000 pages, unseen and inside a write's answer; this
 * copies the WAL back between writes instead, and times it for the metrics. PASSIVE never waits
 * for a reader or a writer: what it cannot copy now waits for the next run, or SQLite's own.
 */
export class Checkpointer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: DB,
    private readonly everyMs: number,
    private readonly onRun: (seconds: number, result: CheckpointResult) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.run());
    }, this.everyMs);
    this.timer.unref();
  }

  /** One checkpoint, timed from when it has the connection (not while a transaction holds it). */
  async run(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.db.connection().execute(async (connection) => {
        const started = performance.now();
        const { rows } = await rawRead([], sql<CheckpointResult>`pragma wal_checkpoint(PASSIVE)`).execute(connection);
        const seconds = (performance.now() - started) / 1000;
        this.onRun(seconds, rows[0] ?? { busy: 0, log: 0, checkpointed: 0 });
      });
    } catch (error) {
      if (!this.stopped) this.onError(error);
    }
  }

  /** Before the database closes: no new run, and the one under way finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
