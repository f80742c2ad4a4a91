import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { mailListOutput, mailRetriedOutput, mailRetriedUnsentOutput } from '~/shared/schemas/mail';
import { type SecretBox, secretLabel, SecretUnreadable } from '~/server/auth/secret-box';
import { type DB, dialectOf } from '~/server/db/database';
import type { MailStatus, Row } from '~/server/db/schema';
import { conflict, notFound } from '~/server/errors';
import { CODE_PLACEHOLDER, letterSecretParts, LINK_TOKEN_PLACEHOLDER, type OutgoingMail } from './messages';

/**
 * The durable outbox (docs/decisions/009-mail-outbox.md). Every function takes the database
 * first, so `enqueueMail` runs inside the caller's transaction: the record and its mail are
 * written together or not at all.
 */

/** Seven waits between eight tries: 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h (22 h 21 min in all). */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 60, 180, 360, 720].map((minutes) => minutes * 60_000);
const NO_SMTP = 'not sent: no SMTP configured';

const LAST_ERROR_MAX = 1000;

/**
 * Queues messages in the caller's transaction. A dedupe key already queued is skipped. A letter's
 * link token is stored apart, sealed with `secrets`, until it is sent (docs/decisions/037).
 */
export async function enqueueMail(
  db: DB,
  messages: OutgoingMail[],
  messageIdDomain: string,
  secrets: SecretBox | null = null,
): Promise<number> {
  let queued = 0;
  for (const m of messages) {
    if (m.linkToken && !secrets) throw new Error(`The ${m.kind} letter carries a link token: queue it with the secrets box`);
    const result = await db
      .insertInto('mail_outbox')
      .values({
        kind: m.kind,
        dedupeKey: m.dedupeKey,
        recipient: m.to,
        recipientName: m.toName,
        replyTo: m.replyTo,
        subject: m.subject,
        html: m.html,
        text: m.text,
        ...(m.linkToken &&
          secrets && { secret: secrets.seal(m.linkToken.token, secretLabel.letter(m.dedupeKey)), secretExpiresAt: m.linkToken.expiresAt }),
        ...(m.attachments && m.attachments.length > 0 && { attachments: JSON.stringify(m.attachments) }),
        ...(m.render && { render: JSON.stringify(m.render) }),
        messageId: `<${randomUUID()}@${messageIdDomain}>`,
        createdAt: new Date().toISOString(),
        nextAttemptAt: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('dedupeKey').doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

/**
 * A process that stopped mid-send (kill -9, power cut) left rows in 'sending': they go back to the
 * queue. With one process (SQLite) every such row is one (`claimedBefore` omitted); with several
 * on one database only those claimed before `claimedBefore`, a lease longer than any send can
 * take, so a message another live process is sending right now is left to it
 * (docs/decisions/018-shared-state.md).
 */
export async function requeueInterrupted(db: DB, claimedBefore?: Date): Promise<number> {
  let query = db.updateTable('mail_outbox').set({ status: 'queued' }).where('status', '=', 'sending');
  if (claimedBefore) query = query.where('lastAttemptAt', '<', claimedBefore.toISOString());
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** With no SMTP configured, queued messages stay in the outbox, marked so (a Retry sends them later). */
export async function holdQueuedForNoSmtp(db: DB): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'unsent', lastError: NO_SMTP })
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Takes the next message due for a try and marks it 'sending', counting the try. */
export async function claimNextDue(db: DB, now = new Date()): Promise<Row<'mail_outbox'> | undefined> {
  const at = now.toISOString();
  let next = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', at)
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(1);
  // Several senders on PostgreSQL: each passes over a row another is claiming at that moment and
  // takes the next, rather than queueing behind it (the WHERE below still lets only one win a row).
  if (dialectOf(db) === 'postgres') next = next.forUpdate().skipLocked();
  return db
    .updateTable('mail_outbox')
    .set({ status: 'sending', tries: sql<number>`tries + 1`, lastAttemptAt: at })
    .where('id', '=', next)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** When the next queued message falls due, or null when none is queued. */
export async function nextDueAt(db: DB): Promise<Date | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('nextAttemptAt')
    .where('status', '=', 'queued')
    .orderBy('nextAttemptAt')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.nextAttemptAt) : null;
}

/** Sent: the link token, if any, is no longer kept (the letter keeps its placeholder). */
export async function markSent(db: DB, id: number, smtpResponse: string, now = new Date()): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sentAt: now.toISOString(), smtpResponse: smtpResponse.slice(0, LAST_ERROR_MAX), lastError: null, secret: null })
    .where('id', '=', id)
    .execute();
}

/**
 * A failed try: back to the queue after the next wait, or 'failed' once every try is spent
 * (`delays.length + 1` tries in all).
 */
export async function markTryFailed(
  db: DB,
  message: Pick<Row<'mail_outbox'>, 'id' | 'tries'>,
  error: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
  now = new Date(),
): Promise<MailStatus> {
  const wait = delays[message.tries - 1];
  const status: MailStatus = wait === undefined ? 'failed' : 'queued';
  await db
    .updateTable('mail_outbox')
    .set({
      status,
      lastError: error.slice(0, LAST_ERROR_MAX),
      ...(wait !== undefined && { nextAttemptAt: new Date(now.getTime() + wait).toISOString() }),
    })
    .where('id', '=', message.id)
    .execute();
  return status;
}

// --- Link tokens (docs/decisions/037) ------------------------------------------------------

export const LINK_EXPIRED =
  'The link in this letter has expired, so it was not sent: ask for a new one (a new password reset, or a new invitation).';
const RETRY_LINK_EXPIRED =
  'Cannot send again: the link in this letter has expired. Ask for a new one (a new password reset, or a new invitation).';
const LINK_UNREADABLE =
  "The link in this letter cannot be read with this server's secrets key (SECRETS_KEY or DATA_DIR/secrets.key), so it was not sent.";

/** A letter whose link token was withheld (it has a lifetime) and is gone or past it. */
const linkGone = (row: Pick<Row<'mail_outbox'>, 'secret' | 'secretExpiresAt'>, now: Date) =>
  row.secretExpiresAt !== null && (row.secret === null || row.secretExpiresAt <= now.toISOString());

/**
 * The letter as it goes out: its link's token put back in place of the placeholder. A reason
 * instead when it must not go (its link expired, or cannot be read with this key): a letter with a
 * placeholder for a link is never sent.
 */
export function letterToSend(
  message: Row<'mail_outbox'>,
  secrets: SecretBox | null,
  now = new Date(),
): Row<'mail_outbox'> | { notSent: string } {
  if (message.secretExpiresAt === null) return message;
  if (linkGone(message, now) || !secrets || message.secret === null) return { notSent: LINK_EXPIRED };
  let token: string;
  try {
    token = secrets.open(message.secret, secretLabel.letter(message.dedupeKey));
  } catch (error) {
    if (error instanceof SecretUnreadable) return { notSent: LINK_UNREADABLE };
    throw error;
  }
  // A member's code travels sealed with its link (docs/decisions/054).
  const { link, code } = letterSecretParts(token);
  const put = (body: string) => {
    const linked = body.replaceAll(LINK_TOKEN_PLACEHOLDER, link);
    return code === null ? linked : linked.replaceAll(CODE_PLACEHOLDER, code);
  };
  return { ...message, text: put(message.text), html: put(message.html) };
}

/** A letter that must not go (see letterToSend): failed with the reason, its token dropped once the link has expired. */
export async function markNotSent(db: DB, id: number, reason: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', lastError: reason, ...(reason === LINK_EXPIRED && { secret: null }) })
    .where('id', '=', id)
    .execute();
}

/** Drops the link tokens of letters whose links have expired (sent letters hold none already). */
export async function dropExpiredLinkTokens(db: DB, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ secret: null })
    .where('secret', 'is not', null)
    .where('secretExpiresAt', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// --- The admin Outbox tab --------------------------------------------------------------------

const LIST_COLUMNS = [
  'id',
  'kind',
  'recipient',
  'recipientName',
  'subject',
  'status',
  'tries',
  'lastError',
  'nextAttemptAt',
  'lastAttemptAt',
  'sentAt',
  'createdAt',
] as const;

/** What the admin's Retry needs of the app's mail: whether SMTP is there, and a way to wake the worker. */
type Sender = { smtpConfigured: boolean; notify: () => void };

/** Every message, newest first, without its bodies, and whether mail can go out at all. */
export async function listMail(db: DB, mail: Sender): Promise<z.output<typeof mailListOutput>> {
  const messages = await db.selectFrom('mail_outbox').select(LIST_COLUMNS).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return { smtpConfigured: mail.smtpConfigured, messages };
}

/** What the Outbox shows of one message: everything but its sealed link token. */
const MESSAGE_COLUMNS = [...LIST_COLUMNS, 'dedupeKey', 'replyTo', 'html', 'text', 'messageId', 'smtpResponse', 'secretExpiresAt'] as const;

/** One message as it is (or will be) sent, a link's token shown as LINK_TOKEN_PLACEHOLDER. */
export async function getMail(db: DB, id: number) {
  const row = await db.selectFrom('mail_outbox').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Message not found');
  return row;
}

const RETRYABLE: MailStatus[] = ['queued', 'failed', 'unsent'];

/**
 * The admin's Retry: the message goes back to the queue for an immediate try and a fresh round
 * of tries. A sent message is never sent again, and without SMTP there is nothing to retry with.
 */
export async function retryMail(db: DB, id: number, mail: Sender, now = new Date()): Promise<z.output<typeof mailRetriedOutput>> {
  const row = await db.selectFrom('mail_outbox').select(['status', 'secret', 'secretExpiresAt']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Message not found');
  if (row.status === 'sent') throw conflict('This message has been sent already');
  if (row.status === 'sending') throw conflict('This message is being sent right now');
  // A link's token is kept for the link's lifetime only (docs/decisions/037).
  if (linkGone(row, now)) throw conflict(RETRY_LINK_EXPIRED);
  if (!mail.smtpConfigured) throw conflict(`Cannot retry: ${NO_SMTP}. Set SMTP_URL and MAIL_FROM and restart the server.`);
  await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', tries: 0, nextAttemptAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', RETRYABLE)
    .execute();
  mail.notify();
  return { id, status: 'queued' as const, message: 'Message queued for sending' };
}

/** Retry for every message never sent for want of SMTP (a fresh install that is now configured). */
export async function retryUnsentMail(db: DB, mail: Sender): Promise<z.output<typeof mailRetriedUnsentOutput>> {
  if (!mail.smtpConfigured) throw conflict(`Cannot retry: ${NO_SMTP}. Set SMTP_URL and MAIL_FROM and restart the server.`);
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', tries: 0, nextAttemptAt: new Date().toISOString() })
    .where('status', '=', 'unsent')
    .executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  mail.notify();
  return { queued: count, message: `${count} message${count === 1 ? '' : 's'} queued for sending` };
}
