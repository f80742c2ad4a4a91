import { idInput } from '~/shared/schemas/fields';
import { mailListOutput, mailMessageOutput, mailRetriedOutput, mailRetriedUnsentOutput } from '~/shared/schemas/mail';
import { getMail, listMail, retryMail, retryUnsentMail } from '~/server/services/mail';
import { adminRow } from '../rest-rows';
import { ownerProcedure, router } from '../trpc';

const noSmtp = ' 409 when no SMTP is configured (set SMTP_URL and MAIL_FROM and restart the server).';

// The Outbox tab (docs/decisions/009-mail-outbox.md): every message, one as sent, Retry (audited, docs/decisions/015).
export const adminMailRouter = router({
  list: ownerProcedure
    .meta(
      adminRow('GET', '/api/admin/mail', mailListOutput, {
        operationId: 'listMail',
        summary: 'The outbox: every message with recipient, subject, status, tries, last error and times; and whether SMTP is configured',
      }),
    )
    .query(({ ctx }) => listMail(ctx.db, ctx.mail)),
  get: ownerProcedure
    .meta(
      adminRow('GET', '/api/admin/mail/{id}', mailMessageOutput, {
        operationId: 'getMail',
        summary: 'One message as sent: headers, HTML and plain text',
        description: '404 "Message not found".',
        errors: [404],
      }),
    )
    .input(idInput)
    .query(({ ctx, input }) => getMail(ctx.db, input.id)),
  retry: ownerProcedure
    .meta({
      ...adminRow('POST', '/api/admin/mail/{id}/retry', mailRetriedOutput, {
        operationId: 'retryMail',
        summary: 'Send a queued, failed or unsent message again now, with a fresh round of tries',
        description: `404 "Message not found"; 409 when the message was sent already or is being sent.${noSmtp}`,
        errors: [404, 409],
      }),
      audit: { kind: 'mail', action: 'retry' },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => retryMail(ctx.db, input.id, ctx.mail)),
  retryUnsent: ownerProcedure
    .meta({
      ...adminRow('POST', '/api/admin/mail/retry-unsent', mailRetriedUnsentOutput, {
        operationId: 'retryUnsentMail',
        summary: 'Queue again every message not sent for want of SMTP (once SMTP_URL is set)',
        description: noSmtp.trim(),
        errors: [409],
      }),
      audit: {
        kind: 'mail',
        action: 'retry',
        detail: (result) => (mailRetriedUnsentOutput.safeParse(result).data?.queued ?? '?') + ' unsent',
      },
    })
    .mutation(({ ctx }) => retryUnsentMail(ctx.db, ctx.mail)),
});
