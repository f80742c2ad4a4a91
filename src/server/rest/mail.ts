import { idParams, restRoute } from './mirror';

/** The admin Outbox (docs/decisions/009-mail-outbox.md): the same procedures as `admin.mail.*`. */
export const mailRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/admin/mail',
    summary: 'The outbox: every message with recipient, subject, status, tries, last error and times; and whether SMTP is configured',
    tags: ['admin'],
    call: (c) => c.admin.mail.list(),
  }),
  restRoute({
    method: 'POST',
    url: '/api/admin/mail/retry-unsent',
    summary: 'Queue again every message not sent for want of SMTP (once SMTP_URL is set)',
    tags: ['admin'],
    call: (c) => c.admin.mail.retryUnsent(),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/mail/:id',
    summary: 'One message as sent: headers, HTML and plain text',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.mail.get({ id: params.id }),
  }),
  restRoute({
    method: 'POST',
    url: '/api/admin/mail/:id/retry',
    summary: 'Send a queued, failed or unsent message again now, with a fresh round of tries',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.mail.retry({ id: params.id }),
  }),
];
