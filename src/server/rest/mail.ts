import { mailListOutput, mailMessageOutput, mailRetriedOutput, mailRetriedUnsentOutput } from '../../shared/schemas/mail';
import { idParams, restRoute } from './mirror';

const noSmtp = ' 409 when no SMTP is configured (set SMTP_URL and MAIL_FROM and restart the server).';

/** The admin Outbox (docs/decisions/009-mail-outbox.md): the same procedures as `admin.mail.*`. */
export const mailRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/admin/mail',
    operationId: 'listMail',
    summary: 'The outbox: every message with recipient, subject, status, tries, last error and times; and whether SMTP is configured',
    tags: ['admin'],
    access: 'admin',
    response: mailListOutput,
    call: (c) => c.admin.mail.list(),
  }),
  restRoute({
    method: 'POST',
    url: '/api/admin/mail/retry-unsent',
    operationId: 'retryUnsentMail',
    summary: 'Queue again every message not sent for want of SMTP (once SMTP_URL is set)',
    description: noSmtp.trim(),
    tags: ['admin'],
    access: 'admin',
    response: mailRetriedUnsentOutput,
    errors: [409],
    call: (c) => c.admin.mail.retryUnsent(),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/mail/:id',
    operationId: 'getMail',
    summary: 'One message as sent: headers, HTML and plain text',
    description: '404 "Message not found".',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: mailMessageOutput,
    errors: [404],
    call: (c, { params }) => c.admin.mail.get({ id: params.id }),
  }),
  restRoute({
    method: 'POST',
    url: '/api/admin/mail/:id/retry',
    operationId: 'retryMail',
    summary: 'Send a queued, failed or unsent message again now, with a fresh round of tries',
    description: `404 "Message not found"; 409 when the message was sent already or is being sent.${noSmtp}`,
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: mailRetriedOutput,
    errors: [404, 409],
    call: (c, { params }) => c.admin.mail.retry({ id: params.id }),
  }),
];
