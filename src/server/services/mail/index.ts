import type { SecretBox } from '~/server/auth/secret-box';
import type { AppConfig } from '~/server/config';
import type { DB } from '~/server/db/database';
import type { LetterSettings, OutgoingMail } from './messages';
import { enqueueMail } from './outbox';
import { smtpTransport } from './transport';
import { MailWorker, type MailWorkerOptions } from './worker';

export {
  commentsWaitingMail,
  contactMails,
  formReference,
  newDeviceMail,
  passwordChangedMail,
  passwordResetMail,
  secondFactorChangedMail,
  paymentMails,
  proposalMails,
  staffInvitationMail,
  volunteerMails,
} from './messages';
export type { NoticeFacts, PasswordChange } from './messages';
export { getMail, listMail, retryMail, retryUnsentMail } from './outbox';
export { MailWorker } from './worker';

/** How long a message claimed by a process stays its own before another takes it back (10 minutes). */
export const MAIL_SEND_LEASE_MS = 10 * 60_000;

/**
 * What a service that writes a record needs to queue its mail in the same transaction
 * (docs/decisions/009-mail-outbox.md). One per app, made by `createMail`.
 */
export type MailDeps = {
  settings: LetterSettings;
  /** The right-hand side of every Message-ID the club writes. */
  messageIdDomain: string;
  smtpConfigured: boolean;
  /** Wakes the worker: call after the transaction that queued mail has committed. */
  notify: () => void;
  /** Seals a letter's link token while it waits to be sent (docs/decisions/037). */
  secrets: SecretBox;
};

/**
 * Acknowledgements one address receives in 24 hours, whoever fills in the forms and from wherever
 * (docs/decisions/029, no mail relay): past it, the form is still stored and the club still notified, but
 * the address hears nothing more that day.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 3;
// The Dispatch's confirmation letter too: anyone can type any address into a subscribe form (docs/decisions/056).
const ACKNOWLEDGEMENT_KINDS = ['contact-acknowledgement', 'volunteer-acknowledgement', 'proposal-acknowledgement', 'dispatch-confirmation'];

async function acknowledgementsToday(db: DB, recipient: string): Promise<number> {
  const since = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', recipient)
    .where('kind', 'in', ACKNOWLEDGEMENT_KINDS)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Queues the messages in the caller's transaction (`db` may be one), acknowledgements within their daily allowance per address. */
export async function queueMail(db: DB, mail: MailDeps, messages: OutgoingMail[]): Promise<number> {
  const allowed: OutgoingMail[] = [];
  for (const m of messages) {
    if (ACKNOWLEDGEMENT_KINDS.includes(m.kind) && (await acknowledgementsToday(db, m.to)) >= ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY)
      continue;
    allowed.push(m);
  }
  return enqueueMail(db, allowed, mail.messageIdDomain, mail.secrets);
}

/** The app's mail: SMTP when SMTP_URL and MAIL_FROM are set, the outbox alone otherwise; the worker is not started yet. */
export function createMail(
  db: DB,
  config: Pick<AppConfig, 'mail' | 'publicUrl' | 'mailRetryDelaysMs' | 'database'>,
  log: MailWorkerOptions['log'],
  secrets: SecretBox,
): { deps: MailDeps; worker: MailWorker } {
  const { smtpUrl, from } = config.mail;
  const transport = smtpUrl && from ? smtpTransport(smtpUrl, from) : null;
  // Several processes may share a PostgreSQL database: a claim is then a lease, longer than any
  // send can take (the transport gives up after 30 s + 30 s + 60 s of silence).
  const sendLeaseMs = config.database.dialect === 'postgres' ? MAIL_SEND_LEASE_MS : null;
  const queueOnly = queueOnlyMail(config, secrets);
  const worker = new MailWorker(db, {
    transport,
    retryDelaysMs: config.mailRetryDelaysMs,
    log,
    sendLeaseMs,
    secrets,
    settings: queueOnly.settings,
  });
  const deps: MailDeps = { ...queueOnly, smtpConfigured: worker.smtpConfigured, notify: worker.notify };
  return { deps, worker };
}

/**
 * Mail for a command run beside the server (`admin:create`): letters are queued in the outbox and
 * the server's worker sends them (it looks at the outbox at least once a minute); nothing is sent here.
 */
export function queueOnlyMail(config: Pick<AppConfig, 'mail' | 'publicUrl'>, secrets: SecretBox): MailDeps {
  const { smtpUrl, from, adminTo } = config.mail;
  return {
    settings: { publicUrl: config.publicUrl, adminTo },
    messageIdDomain: from?.address.split('@')[1] ?? new URL(config.publicUrl).hostname,
    smtpConfigured: Boolean(smtpUrl && from),
    notify: () => {},
    secrets,
  };
}
