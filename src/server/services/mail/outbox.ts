import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { mailListOutput, mailRetriedOutput, mailRetriedUnsentOutput } from '../../../shared/schemas/mail';
import { type DB, dialectOf } from '../../db/database';
import type { MailStatus, Row } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { OutgoingMail } from './messages';

/**
 * The durable outbox (docs/decisions/009-mail-outbox.md). Every function takes the database
 * first, so `enqueueMail` runs inside the caller's transaction: the record and its mail are
 * written together or not at all.
 */

/** Seven waits between eight tries: 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h (22 h 21 min in all). */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 60, 180, 360, 720].map((minutes) => minutes * 60_000);
const NO_SMTP = 'not sent: no SMTP configured';

const LAST_ERROR_MAX = 1000;

/** Queues messages in the caller's transaction. A dedupe key already queued is skipped. */
export async function enqueueMail(db: DB, messages: OutgoingMail[], messageIdDomain: string): Promise<number> {
  let queued = 0;
  for (const m of messages) {
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

export async function markSent(db: DB, id: number, smtpResponse: string, now = new Date()): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sentAt: now.toISOString(), smtpResponse: smtpResponse.slice(0, LAST_ERROR_MAX), lastError: null })
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

/** One message as it is (or will be) sent. */
export async function getMail(db: DB, id: number): Promise<Row<'mail_outbox'>> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Message not found');
  return row;
}

const RETRYABLE: MailStatus[] = ['queued', 'failed', 'unsent'];

/**
 * The admin's Retry: the message goes back to the queue for an immediate try and a fresh round
 * of tries. A sent message is never sent again, and without SMTP there is nothing to retry with.
 */
export async function retryMail(db: DB, id: number, mail: Sender): Promise<z.output<typeof mailRetriedOutput>> {
  const row = await getMail(db, id);
  if (row.status === 'sent') throw conflict('This message has been sent already');
  if (row.status === 'sending') throw conflict('This message is being sent right now');
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
