import { dispatchFromReportInput, dispatchIssueInput, dispatchIssueUpdateInput, dispatchScheduleInput } from '~/shared/schemas/dispatch';
import { idInput } from '~/shared/schemas/fields';
import {
  cancelIssue,
  createIssue,
  deleteIssue,
  getIssue,
  issueFromReport,
  listIssues,
  previewIssue,
  scheduleIssue,
  testSendIssue,
  unscheduleIssue,
  updateIssue,
} from '~/server/services/dispatch';
import { conflict } from '~/server/errors';
import { editorProcedure, router } from '../trpc';

const subjectOf = (result: unknown) =>
  typeof result === 'object' && result !== null && 'subject' in result && typeof result.subject === 'string' ? result.subject : null;

// The Dispatch tab (docs/decisions/056): Owners and Editors write, preview, test and send issues.
// tRPC only: the panel is its one client, so no REST rows are declared for it.
export const adminDispatchRouter = router({
  list: editorProcedure.query(({ ctx }) => listIssues(ctx.db).then((list) => ({ ...list, smtpConfigured: ctx.mail.smtpConfigured }))),
  get: editorProcedure.input(idInput).query(({ ctx, input }) => getIssue(ctx.db, input.id)),
  preview: editorProcedure.input(idInput).query(({ ctx, input }) => previewIssue(ctx.db, input.id, ctx.config.publicUrl)),
  create: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'create', detail: subjectOf } })
    .input(dispatchIssueInput)
    .mutation(({ ctx, input }) => createIssue(ctx.db, input)),
  fromReport: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'create', detail: subjectOf } })
    .input(dispatchFromReportInput)
    .mutation(({ ctx, input }) => issueFromReport(ctx.db, input.reportId, ctx.config.publicUrl)),
  update: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'update', detail: subjectOf } })
    .input(dispatchIssueUpdateInput)
    .mutation(({ ctx, input }) => updateIssue(ctx.db, input)),
  delete: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'delete' } })
    .input(idInput)
    .mutation(({ ctx, input }) => deleteIssue(ctx.db, input.id)),
  testSend: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'test-send' } })
    .input(idInput)
    .mutation(({ ctx, input }) => {
      if (!ctx.mail.smtpConfigured) throw conflict('No SMTP is configured: set SMTP_URL and MAIL_FROM and restart the server');
      return testSendIssue(ctx.db, ctx.mail, input.id, ctx.session.email);
    }),
  schedule: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'schedule', detail: subjectOf } })
    .input(dispatchScheduleInput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.mail.smtpConfigured) throw conflict('No SMTP is configured: set SMTP_URL and MAIL_FROM and restart the server');
      const issue = await scheduleIssue(ctx.db, input.id, input.at);
      ctx.dispatch?.notify();
      return issue;
    }),
  unschedule: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'unschedule' } })
    .input(idInput)
    .mutation(({ ctx, input }) => unscheduleIssue(ctx.db, input.id)),
  cancel: editorProcedure
    .meta({ audit: { kind: 'dispatch', action: 'cancel' } })
    .input(idInput)
    .mutation(({ ctx, input }) => cancelIssue(ctx.db, input.id)),
});
