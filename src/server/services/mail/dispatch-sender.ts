import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToReads, setTimeout as restFor } from 'node:timers/promises';
import type { SecretBox } from '~/server/auth/secret-box';
import type { AppConfig } from '~/server/config';
import type { DB } from '~/server/db/database';
import { UNSUBSCRIBE_PLACEHOLDER } from '../dispatch-letter';
import {
  claimLetters,
  type ClaimedLetter,
  finishIssues,
  frozenLetters,
  markLetterFailed,
  markLetterSending,
  markLetterSent,
  oneClickUrl,
  requeueInterruptedLetters,
  startDueIssues,
  unsubscribePageUrl,
} from '../dispatch';
import { DISPATCH_NAME } from '~/shared/dispatch';
import { BackgroundLoop, type Log } from './background-loop';
import { lazySmtp, SMTP_SAFETY } from './transport';

/** One recipient's copy of an issue, as it goes out. */
export type DispatchMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
};

/** What the Dispatch sends through: pooled SMTP, or anything that accepts a message (its tests). */
export type DispatchTransport = {
  /** Resolves once the server accepted the message; rejects with `responseCode` when it refused. */
  send: (message: DispatchMessage) => Promise<{ response: string }>;
  close: () => void;
};

/** What the metrics count of the sending (src/server/metrics.ts). */
export type DispatchEvents = {
  letter: (status: 'sent' | 'bounced' | 'failed' | 'retried') => void;
};

/**
 * Pooled SMTP for newsletters (docs/decisions/056): a few connections kept open and reused for
 * many messages, unlike the outbox's one connection per letter. DKIM-signed when configured.
 */
export function pooledSmtpTransport(
  smtpUrl: string,
  from: { name: string; address: string },
  connections: number,
  dkim: { domainName: string; keySelector: string; privateKey: string } | null,
): DispatchTransport {
  const smtp = lazySmtp((create) =>
    create({
      url: smtpUrl,
      pool: true,
      maxConnections: connections,
      maxMessages: 1000,
      ...SMTP_SAFETY,
      ...(dkim && { dkim }),
    }),
  );
  return {
    send: (message) =>
      smtp.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
      }),
    close: smtp.close,
  };
}

/** The DKIM key: DKIM_PRIVATE_KEY, else DATA_DIR/dkim.key; null when signing is not configured. */
export function dkimSettings(config: Pick<AppConfig, 'dispatch' | 'dataDir'>) {
  const dkim = config.dispatch.dkim;
  if (!dkim) return null;
  const privateKey = dkim.privateKey ?? readFileSync(path.join(config.dataDir, 'dkim.key'), 'utf8');
  return { domainName: dkim.domainName, keySelector: dkim.keySelector, privateKey };
}

/** A refusal that will not change on a retry: an SMTP 5xx (a hard bounce). */
export const isPermanent = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
  return code >= 500 && code < 600;
};

export type DispatchSenderOptions = {
  transport: DispatchTransport | null;
  publicUrl: string;
  messageIdDomain: string;
  /** The club's own address, for List-Unsubscribe's mailto. */
  fromAddress: string | null;
  secrets: Pick<SecretBox, 'mac'>;
  /** Letters a minute at most; 0 is unlimited. */
  ratePerMinute: number;
  /** How many letters are handed to the pool at once. */
  concurrency: number;
  /** Several processes on one database (PostgreSQL): a claim older than this was a dead process's. */
  leaseMs: number | null;
  /** The longest it sleeps without looking for scheduled issues. */
  pollMs?: number;
  retryDelaysMs?: readonly number[];
  events?: DispatchEvents;
  log: Log;
};

/**
 * Sends the Dispatch (docs/decisions/056), in the background of the process beside the outbox's
 * worker. Each round: start the issues whose time has come, claim a batch of letters atomically,
 * send them through the pool at the configured rate, mark each as the server answers, then yield
 * to the event loop before the next batch so the site's reads are served in between.
 *
 * Crash safety: claim (a batch, `claimed`) -> before (`sending`, this letter's SMTP conversation
 * begins; its Message-ID was fixed when the row was made) -> send -> after (`sent`). After a kill,
 * `claimed` letters go back to the queue with no doubt; only the few `sending` ones (at most one
 * per lane) may have been accepted an instant before it: they are sent again with the same
 * Message-ID, and the log names them.
 */
export class DispatchSender extends BackgroundLoop {
  private nextSendAt = 0;
  private readonly pollMs: number;

  constructor(
    private readonly db: DB,
    private readonly options: DispatchSenderOptions,
  ) {
    super();
    this.pollMs = options.pollMs ?? 30_000;
  }

  get configured(): boolean {
    return this.options.transport !== null;
  }

  private get batchSize(): number {
    const rate = this.options.ratePerMinute;
    // At a slow rate a batch is what ten seconds send, so a claim never outlives its lease.
    return rate === 0 ? 100 : Math.max(1, Math.min(100, Math.ceil(rate / 6)));
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.requeue();
    this.notify();
  }

  private async requeue(): Promise<void> {
    const lease = this.options.leaseMs;
    const { requeued, inDoubt } = await requeueInterruptedLetters(this.db, lease === null ? undefined : new Date(Date.now() - lease));
    if (requeued > 0) {
      this.options.log.warn(
        { requeued, inDoubt: inDoubt.length, inDoubtMessageIds: inDoubt.map((r) => r.messageId) },
        'Dispatch: letters interrupted by a stop are queued again; those in doubt keep their Message-ID',
      );
    }
  }

  /** Stops taking letters and waits (up to five seconds) for those in hand. */
  async stop(): Promise<void> {
    await this.halt(5_000);
    this.options.transport?.close();
  }

  /** Waits for the rate's next slot (0: none). */
  private async paced(): Promise<void> {
    const rate = this.options.ratePerMinute;
    if (rate === 0) return;
    const gap = 60_000 / rate;
    const now = Date.now();
    this.nextSendAt = Math.max(this.nextSendAt + gap, now);
    const wait = this.nextSendAt - now;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  private copyFor(letter: ClaimedLetter, issue: { subject: string; html: string; text: string }): DispatchMessage {
    const { publicUrl, secrets, fromAddress } = this.options;
    const page = unsubscribePageUrl(publicUrl, secrets, letter.subscriberId);
    const oneClick = oneClickUrl(publicUrl, secrets, letter.subscriberId);
    const mailto = fromAddress ? `, <mailto:${fromAddress}?subject=unsubscribe>` : '';
    return {
      to: letter.email,
      subject: issue.subject,
      html: issue.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, page.replace(/&/g, '&amp;')),
      text: issue.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, page),
      messageId: letter.messageId,
      headers: {
        // RFC 2369 and RFC 8058: the mail client's own unsubscribe button, one POST, no page.
        'List-Unsubscribe': `<${oneClick}>${mailto}`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `${DISPATCH_NAME.replace(/[\u2019']/g, '')} <dispatch.${this.options.messageIdDomain}>`,
        Precedence: 'bulk',
        'Auto-Submitted': 'auto-generated',
      },
    };
  }

  private async sendOne(letter: ClaimedLetter, issue: { subject: string; html: string; text: string }): Promise<void> {
    const transport = this.options.transport;
    if (!transport) return;
    await this.paced();
    try {
      await markLetterSending(this.db, letter.id);
      const { response } = await transport.send(this.copyFor(letter, issue));
      await markLetterSent(this.db, letter.id, response);
      this.options.events?.letter('sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await markLetterFailed(this.db, letter, reason, isPermanent(error), this.options.retryDelaysMs);
      this.options.events?.letter(status === 'queued' ? 'retried' : status);
      this.options.log.warn({ letterId: letter.id, status, reason }, 'Dispatch letter not accepted');
    }
  }

  protected async tick(): Promise<void> {
    const { db } = this;
    try {
      if (!this.options.transport) return;
      if (this.options.leaseMs) await this.requeue();
      const started = await startDueIssues(db, this.options.publicUrl, this.options.messageIdDomain);
      if (started.length > 0) this.options.log.info({ issues: started }, 'Dispatch: sending started');
      const issues = new Map<number, { subject: string; html: string; text: string }>();
      while (!this.stopped) {
        const began = performance.now();
        const batch = await claimLetters(db, this.batchSize);
        if (batch.length === 0) break;
        const missing = [...new Set(batch.map((l) => l.issueId))].filter((id) => !issues.has(id));
        for (const [id, letter] of await frozenLetters(db, missing)) issues.set(id, letter);
        // The pool's connections each carry one letter at a time; a few more wait in hand.
        let next = 0;
        const lanes = Array.from({ length: Math.min(this.options.concurrency, batch.length) }, async () => {
          while (next < batch.length) {
            const letter = batch[next++];
            const issue = issues.get(letter.issueId);
            if (issue) await this.sendOne(letter, issue);
          }
        });
        await Promise.all(lanes);
        await finishIssues(db);
        // Between batches, the requests waiting on the event loop go first. Unlimited, the sender
        // also rests four times as long as its batch took, so it holds at most a fifth of its
        // process: at full speed it held half the loop, and with a rest as long as the batch two
        // senders on PostgreSQL still left the site's reads at half of calm (docs/decisions/056).
        await yieldToReads();
        if (this.options.ratePerMinute === 0 && !this.stopped) await restFor((performance.now() - began) * 4);
      }
      const finished = await finishIssues(db);
      if (finished.length > 0) this.options.log.info({ issues: finished }, 'Dispatch: issue sent');
      if (!this.stopped) this.schedule(this.pollMs);
    } catch (error) {
      if (!this.stopped) {
        this.options.log.error({ err: error }, 'Dispatch sender could not read its letters');
        this.schedule(this.pollMs);
      }
    }
  }
}

/** The app's Dispatch sender: pooled SMTP when SMTP_URL and MAIL_FROM are set; idle otherwise. */
export function createDispatchSender(
  db: DB,
  config: Pick<AppConfig, 'mail' | 'publicUrl' | 'database' | 'dispatch' | 'dataDir'>,
  secrets: Pick<SecretBox, 'mac'>,
  log: Log,
  events?: DispatchEvents,
): DispatchSender {
  const { smtpUrl, from } = config.mail;
  const transport = smtpUrl && from ? pooledSmtpTransport(smtpUrl, from, config.dispatch.connections, dkimSettings(config)) : null;
  return new DispatchSender(db, {
    transport,
    publicUrl: config.publicUrl,
    messageIdDomain: from?.address.split('@')[1] ?? new URL(config.publicUrl).hostname,
    fromAddress: from?.address ?? null,
    secrets,
    ratePerMinute: config.dispatch.ratePerMinute,
    concurrency: config.dispatch.connections * 2,
    leaseMs: config.database.dialect === 'postgres' ? 2 * 60_000 : null,
    events,
    log,
  });
}
