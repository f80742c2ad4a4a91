import type { createTransport, SendMailOptions } from 'nodemailer';
import type { Row } from '~/server/db/schema';
import type { MailAttachment } from './messages';

/** The attachments the outbox stored with a letter (JSON written by enqueueMail), as nodemailer takes them. */
export function storedAttachments(json: string | null | undefined): MailAttachment[] {
  // A row from before migration 0021, or one a caller built by hand, has none.
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (a): a is MailAttachment =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as MailAttachment).filename === 'string' &&
      typeof (a as MailAttachment).contentType === 'string' &&
      typeof (a as MailAttachment).content === 'string',
  );
}

/**
 * What every SMTP connection of the club is made with: timeouts, and nothing may pull in a file or a
 * URL (the messages are text the club wrote).
 */
export const SMTP_SAFETY = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
  disableFileAccess: true,
  disableUrlAccess: true,
} as const;

type SmtpConnection = {
  sendMail: (mail: SendMailOptions) => Promise<{ rejected: unknown[]; response: string }>;
  close: () => void;
};

/**
 * An SMTP sender whose connection is made with the first message (nodemailer is loaded then, not at
 * start): resolves with the server's answer; rejects when the server refused the recipient, as the
 * permanent refusal it is (550).
 */
export function lazySmtp(connect: (create: typeof createTransport) => SmtpConnection) {
  let transporter: Promise<SmtpConnection> | null = null;
  return {
    async send(mail: SendMailOptions): Promise<{ response: string }> {
      const info = await (
        await (transporter ??= import('nodemailer').then(({ default: nodemailer }) => connect(nodemailer.createTransport)))
      ).sendMail(mail);
      if (info.rejected.length > 0) {
        throw Object.assign(new Error(`The server refused the recipient: ${info.rejected.map(String).join(', ')}`), { responseCode: 550 });
      }
      return { response: info.response };
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** What the worker sends through: SMTP by nodemailer, or (tests of the worker alone) anything that accepts a message. */
export type MailTransport = {
  /** Resolves with the server's answer once the server has accepted the message; rejects otherwise. */
  send: (message: Row<'mail_outbox'>) => Promise<{ response: string }>;
  close: () => void;
};

/**
 * SMTP through nodemailer: `smtp://user:pass@host:port` (STARTTLS when the server offers it) or
 * `smtps://...` (TLS from the start). One connection per message: the club sends a handful a day.
 * Headers are built and encoded by nodemailer, so no line break in a name or subject can start a
 * header of its own. nodemailer is loaded with the first message, not at start.
 */
export function smtpTransport(smtpUrl: string, from: { name: string; address: string }): MailTransport {
  const smtp = lazySmtp((create) => create({ url: smtpUrl, ...SMTP_SAFETY }));
  return {
    send: (message) =>
      smtp.send({
        from,
        to: message.recipientName ? { name: message.recipientName, address: message.recipient } : message.recipient,
        ...(message.replyTo && { replyTo: message.replyTo }),
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments !== null && {
          attachments: storedAttachments(message.attachments).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }),
        messageId: message.messageId,
        // RFC 3834: written by a machine, so no auto-responder answers it.
        headers: { 'Auto-Submitted': 'auto-generated' },
      }),
    close: smtp.close,
  };
}
