/** The admin Outbox's answers (docs/decisions/009-mail-outbox.md); its inputs are `idInput` from fields.ts. */
import { z } from 'zod';
import { rowId, timestamp } from './answers';

/** queued -> sending -> sent, or back to queued after a failed try, failed once every try is spent, unsent without SMTP. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'unsent'] as const;
const mailStatus = z.enum(MAIL_STATUSES);

/** The columns the list shows: everything but the bodies and headers. */
const mailSummary = z.object({
  id: rowId,
  kind: z
    .string()
    .describe('membership-confirmation, contact-acknowledgement, volunteer-acknowledgement, proposal-acknowledgement or admin-notice'),
  recipient: z.string(),
  recipientName: z.string().nullable(),
  subject: z.string(),
  status: mailStatus,
  tries: z.number().int().nonnegative().describe('Tries so far in this round (eight in all before failed)'),
  lastError: z.string().nullable(),
  nextAttemptAt: timestamp,
  lastAttemptAt: timestamp.nullable(),
  sentAt: timestamp.nullable(),
  createdAt: timestamp,
});

/** GET /api/admin/mail: every message, newest first, and whether SMTP is configured. */
export const mailListOutput = z.object({
  smtpConfigured: z.boolean().describe('false: messages wait as unsent until SMTP_URL is set'),
  messages: z.array(mailSummary),
});

/** GET /api/admin/mail/{id}: one message as it is (or will be) sent. */
export const mailMessageOutput = mailSummary.extend({
  dedupeKey: z.string().describe("One message per record, kind and recipient ('payment:12:member')"),
  replyTo: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  messageId: z.string().describe('The Message-ID header, <uuid@domain>'),
  smtpResponse: z.string().nullable().describe("The SMTP server's answer to the send, once sent"),
  secretExpiresAt: timestamp
    .nullable()
    .describe(
      'A letter with a single-use link (a password reset, a staff invitation): until when the link works. Its token is never shown: html and text hold ~link-token-withheld~, and the token is put in only as the letter is sent (docs/decisions/037)',
    ),
});

/** POST /api/admin/mail/{id}/retry. */
export const mailRetriedOutput = z.object({ id: rowId, status: z.literal('queued'), message: z.string() });

/** POST /api/admin/mail/retry-unsent. */
export const mailRetriedUnsentOutput = z.object({ queued: z.number().int().nonnegative(), message: z.string() });
