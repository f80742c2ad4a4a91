import type { SecretBox } from '~/server/auth/secret-box';
import type { DB } from '~/server/db/database';
import type { Row } from '~/server/db/schema';
import {
  claimNextDue,
  dropExpiredLinkTokens,
  holdQueuedForNoSmtp,
  letterToSend,
  markNotSent,
  markSent,
  markTryFailed,
  nextDueAt,
  RETRY_DELAYS_MS,
  requeueInterrupted,
} from './outbox';
import { BackgroundLoop, type Log } from './background-loop';
import type { LetterSettings } from './messages';
import type { MailTransport } from './transport';

/** How long after the start the worker loads what finishes letters (finish-letter.ts). */
const PRELOAD_MS = 2_000;

export type MailWorkerOptions = {
  /** null: no SMTP configured, so queued messages are marked "not sent: no SMTP configured". */
  transport: MailTransport | null;
  retryDelaysMs?: readonly number[];
  /** The longest the worker sleeps without looking at the outbox (new mail wakes it at once). */
  pollMs?: number;
  /** How long `stop` waits for a message being handed to the server. */
  drainMs?: number;
  /**
   * Several processes on one database (PostgreSQL): a message claimed longer ago than this was
   * left by a process that died mid-send, and goes back to the queue (checked at start and on every
   * look at the outbox). Null: one process (SQLite), so at start every such message is one.
   */
  sendLeaseMs?: number | null;
  /** Opens a letter's link token as it is sent (docs/decisions/037); null: such letters are not sent. */
  secrets?: SecretBox | null;
  /**
   * What a letter queued with a note (its QR code and calendar file still to make, docs/decisions/063)
   * needs to know of the site as the worker finishes it; without it such a letter's try fails.
   */
  settings?: LetterSettings;
  log: Log;
};

/**
 * Sends the outbox in the background of the process: started by buildApp, stopped when the app
 * closes. Several processes on one PostgreSQL database may each run one: a message is claimed by
 * one of them only, and only a claim older than `sendLeaseMs` is taken back. One message at a time; a new message wakes it (`notify`), otherwise it sleeps
 * until the next retry falls due (at most `pollMs`). On start it puts back in the queue whatever
 * a killed process was sending: the server had not confirmed it, so it is sent again, once.
 */
export class MailWorker extends BackgroundLoop {
  private readonly delays: readonly number[];
  private readonly pollMs: number;
  private readonly drainMs: number;

  constructor(
    private readonly db: DB,
    private readonly options: MailWorkerOptions,
  ) {
    super();
    this.delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.pollMs = options.pollMs ?? 60_000;
    this.drainMs = options.drainMs ?? 5_000;
  }

  get smtpConfigured(): boolean {
    return this.options.transport !== null;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.requeueInterrupted();
    this.notify();
    // The first ticket letter of a burst of registrations would load the QR encoder and the calendar
    // writer in the middle of it: they load a little after the start instead, once it has answered
    // its first requests (only where letters are sent at all).
    if (this.options.transport && this.options.settings)
      setTimeout(() => void import('./finish-letter').catch(() => {}), PRELOAD_MS).unref();
  }

  private async requeueInterrupted(): Promise<void> {
    const lease = this.options.sendLeaseMs ?? null;
    const requeued = await requeueInterrupted(this.db, lease === null ? undefined : new Date(Date.now() - lease));
    if (requeued > 0) this.options.log.warn({ requeued }, 'Mail: messages interrupted by a stop are queued again');
  }

  /** Stops taking messages and waits (up to `drainMs`) for the one being sent. */
  async stop(): Promise<void> {
    if (await this.halt(this.drainMs))
      this.options.log.warn({}, 'Mail: a message was still being sent at shutdown; it will be sent again after the restart');
    this.options.transport?.close();
  }

  /** A letter queued with a note, finished and stored (finish-letter.ts, loaded at the first such letter); any other as it is. */
  private async finish(message: Row<'mail_outbox'>): Promise<Row<'mail_outbox'>> {
    if (message.render === null) return message;
    const { settings } = this.options;
    if (!settings) throw new Error('This letter is finished as it is sent, and this worker has no letter settings');
    const { finishLetter } = await import('./finish-letter');
    return finishLetter(this.db, settings, message);
  }

  private async tryFailed(message: Row<'mail_outbox'>, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const status = await markTryFailed(this.db, message, reason, this.delays);
    this.options.log.warn(
      { mailId: message.id, tries: message.tries, status, reason },
      status === 'failed' ? 'Mail failed for good' : 'Mail try failed; will retry',
    );
  }

  protected async tick(): Promise<void> {
    try {
      // Link tokens are kept for their link's lifetime only (docs/decisions/037).
      await dropExpiredLinkTokens(this.db);
      const transport = this.options.transport;
      if (!transport) {
        const held = await holdQueuedForNoSmtp(this.db);
        if (held > 0)
          this.options.log.info({ held }, 'Mail: not sent, no SMTP configured (set SMTP_URL and MAIL_FROM, then Retry in the Outbox tab)');
        return;
      }
      // Another process may have died mid-send since (several processes on one database).
      if (this.options.sendLeaseMs) await this.requeueInterrupted();
      while (!this.stopped) {
        const message = await claimNextDue(this.db);
        if (!message) break;
        let finished: Row<'mail_outbox'>;
        try {
          finished = await this.finish(message);
        } catch (error) {
          // Made as it is sent, so a letter that cannot be made yet is a failed try, retried as a send is.
          await this.tryFailed(message, error);
          continue;
        }
        const letter = letterToSend(finished, this.options.secrets ?? null);
        if ('notSent' in letter) {
          await markNotSent(this.db, message.id, letter.notSent);
          this.options.log.warn({ mailId: message.id, kind: message.kind, reason: letter.notSent }, 'Mail not sent');
          continue;
        }
        try {
          const { response } = await transport.send(letter);
          await markSent(this.db, message.id, response);
          this.options.log.info({ mailId: message.id, kind: message.kind, tries: message.tries }, 'Mail sent');
        } catch (error) {
          await this.tryFailed(message, error);
        }
      }
      if (this.stopped) return;
      const due = await nextDueAt(this.db);
      const wait = due ? Math.max(0, due.getTime() - Date.now()) : this.pollMs;
      this.schedule(Math.min(wait, this.pollMs));
    } catch (error) {
      // The database closed under us (shutdown) or is busy: look again later.
      if (!this.stopped) {
        this.options.log.error({ err: error }, 'Mail worker could not read the outbox');
        this.schedule(this.pollMs);
      }
    }
  }
}
