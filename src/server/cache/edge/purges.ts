import type { DB } from '~/server/db/database';
import type { WriteEffect } from '../tags/effects';
import type { Purger } from './purgers';
import { purgeTags } from './tags';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** Waits between tries of a queued purge: 1 s doubling to a minute, for as long as it takes. */
const retryDelayMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * The purges of the shared cache in front (docs/decisions/058-edge-cache.md). This process's
 * writes note their tags as they reach the read cache; a write's answer waits for `flush()`, which
 * sends them after the read cache settled (decision 033: after commit, before acknowledging). A
 * purge a target did not take is kept in `edge_purges` and sent again until it is taken.
 */
export class EdgePurges {
  readonly stats = { sent: 0, failed: 0, retried: 0, queued: 0 };
  private pending = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;
  private retrying: Promise<void> | null = null;

  constructor(
    private readonly db: DB,
    private readonly purger: Purger,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {}

  /** A write of this process reached the read cache: its tags go out with the next flush. */
  note(effects: readonly WriteEffect[]): void {
    for (const tag of purgeTags(effects)) this.pending.add(tag);
  }

  /** Resolves once every tag noted so far was sent to every target, or queued for another try. */
  flush(): Promise<void> {
    if (this.pending.size === 0) return this.chain;
    const tags = [...this.pending].sort();
    this.pending.clear();
    this.chain = this.chain.then(() => this.sendNow(tags));
    return this.chain;
  }

  /** Sends the queued purges again every `everyMs` (from start to close). */
  start(everyMs = 1000): void {
    this.timer = setInterval(() => void this.retryDue(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain;
    await this.retrying;
  }

  /** How many purges wait in the queue (the metrics' gauge). */
  async queueLength(): Promise<number> {
    const row = await this.db
      .selectFrom('edge_purges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** One pass over the queued purges that are due (the timer's work; tests call it). */
  retryDue(): Promise<void> {
    this.retrying ??= this.retryPass().finally(() => (this.retrying = null));
    return this.retrying;
  }

  private async sendNow(tags: string[]): Promise<void> {
    await Promise.all(
      this.purger.targets.map(async (target) => {
        try {
          await this.purger.send(target, tags);
          this.stats.sent++;
        } catch (error) {
          this.stats.failed++;
          await this.enqueue(target, tags, error);
        }
      }),
    );
  }

  private async enqueue(target: string, tags: string[], error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    try {
      await this.db
        .insertInto('edge_purges')
        .values({
          target,
          tags: tags.join(' '),
          attempts: 1,
          nextAttemptAt: this.now() + retryDelayMs(1),
          lastError: message.slice(0, 500),
        })
        .execute();
      this.stats.queued++;
      this.log.warn({ target, tags: tags.length, err: message }, 'Edge purge failed: queued to be sent again');
    } catch (queueError) {
      // Without the database the purge cannot be kept: said loudly (the edge may show an old page until its lifetime ends).
      this.log.error({ target, tags: tags.join(' '), err: queueError }, 'Edge purge failed and could not be queued');
    }
  }

  private async retryPass(): Promise<void> {
    let due;
    try {
      due = await this.db
        .selectFrom('edge_purges')
        .select(['id', 'target', 'tags', 'attempts'])
        .where('nextAttemptAt', '<=', this.now())
        .orderBy('id')
        .limit(50)
        .execute();
    } catch {
      return; // the database is away: the next pass tries again
    }
    for (const row of due) {
      // A target no longer configured (the settings changed): nobody to send it to.
      if (!this.purger.targets.includes(row.target)) {
        await this.db.deleteFrom('edge_purges').where('id', '=', row.id).execute();
        continue;
      }
      try {
        await this.purger.send(row.target, row.tags.split(' '));
        this.stats.retried++;
        await this.db.deleteFrom('edge_purges').where('id', '=', row.id).execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        await this.db
          .updateTable('edge_purges')
          .set({
            attempts,
            nextAttemptAt: this.now() + retryDelayMs(attempts),
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where('id', '=', row.id)
          .execute()
          .catch(() => {});
      }
    }
  }
}
