import {
  dispatchDeletedOutput,
  dispatchFromReportInput,
  dispatchIssueInput,
  dispatchIssueOutput,
  dispatchIssueSummary,
  dispatchIssueUpdateInput,
  dispatchListOutput,
  dispatchPreviewOutput,
  dispatchScheduleInput,
  dispatchTestSendOutput,
} from '~/shared/schemas/dispatch';
import type { z } from 'zod';
import type { AuditAction } from '~/shared/audit-log';
import { idInput } from '~/shared/schemas/fields';
import type { DB } from '~/server/db/database';
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
import { adminRow } from '../rest-rows';
import { editorProcedure, router } from '../trpc';

const PATH = '/api/admin/dispatch';
const MISSING = '404 when there is no such issue.';
const NO_SMTP = '409 when no SMTP server is configured (SMTP_URL and MAIL_FROM)';

const subjectOf = (result: unknown) =>
  typeof result === 'object' && result !== null && 'subject' in result && typeof result.subject === 'string' ? result.subject : null;

/**
 * A step on one issue named by its id (`PATH/{id}` and the step's suffix), audited as the step: 404
 * for no such issue, 409 when the issue is not in a state for it (`refused` says when).
 */
const issueStep = <R>(
  action: AuditAction,
  method: 'POST' | 'DELETE',
  suffix: string,
  output: z.ZodType,
  doc: { operationId: string; summary: string; refused: string },
  step: (db: DB, id: number) => Promise<R>,
) =>
  editorProcedure
    .meta({
      ...adminRow(method, `${PATH}/{id}${suffix}`, output, {
        operationId: doc.operationId,
        summary: doc.summary,
        description: `${MISSING} 409 when ${doc.refused}.`,
        errors: [404, 409],
      }),
      audit: { kind: 'dispatch', action },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => step(ctx.db, input.id));

// The Dispatch tab (docs/decisions/056): Owners and Editors write, preview, test and send issues.
// Each has its REST row (docs/decisions/062), as the other admin kinds do, for scripts and other clients.
export const adminDispatchRouter = router({
  list: editorProcedure
    .meta(
      adminRow('GET', PATH, dispatchListOutput, {
        operationId: 'listDispatchIssues',
        summary: 'Every Dispatch issue, newest first, with its letters by status, and the subscribers by state',
      }),
    )
    .query(({ ctx }) => listIssues(ctx.db).then((list) => ({ ...list, smtpConfigured: ctx.mail.smtpConfigured }))),
  get: editorProcedure
    .meta(
      adminRow('GET', `${PATH}/{id}`, dispatchIssueOutput, {
        operationId: 'getDispatchIssue',
        summary: 'One Dispatch issue with its body and its progress (letters queued, sent, failed, bounced, ...)',
        description: MISSING,
        errors: [404],
      }),
    )
    .input(idInput)
    .query(({ ctx, input }) => getIssue(ctx.db, input.id)),
  preview: editorProcedure
    .meta(
      adminRow('GET', `${PATH}/{id}/preview`, dispatchPreviewOutput, {
        operationId: 'previewDispatchIssue',
        summary: 'A Dispatch issue as the letter will look: HTML (styles inlined) and plain text, with a sample unsubscribe link',
        description: MISSING,
        errors: [404],
      }),
    )
    .input(idInput)
    .query(({ ctx, input }) => previewIssue(ctx.db, input.id, ctx.config.publicUrl)),
  create: editorProcedure
    .meta({
      ...adminRow('POST', PATH, dispatchIssueSummary, {
        operationId: 'createDispatchIssue',
        summary: 'Write a Dispatch issue (a draft)',
        status: 201,
      }),
      audit: { kind: 'dispatch', action: 'create', detail: subjectOf },
    })
    .input(dispatchIssueInput)
    .mutation(({ ctx, input }) => createIssue(ctx.db, input)),
  fromReport: editorProcedure
    .meta({
      ...adminRow('POST', `${PATH}/from-report`, dispatchIssueSummary, {
        operationId: 'createDispatchIssueFromReport',
        summary: 'A draft issue made from a published Intelligence Report (its title, summary, insights and a link)',
        description: '404 when no published report has this number.',
        status: 201,
        errors: [404],
      }),
      audit: { kind: 'dispatch', action: 'create', detail: subjectOf },
    })
    .input(dispatchFromReportInput)
    .mutation(({ ctx, input }) => issueFromReport(ctx.db, input.reportId, ctx.config.publicUrl)),
  update: editorProcedure
    .meta({
      ...adminRow('PATCH', `${PATH}/{id}`, dispatchIssueOutput, {
        operationId: 'updateDispatchIssue',
        summary: 'Edit a draft or scheduled issue (any subset of its fields)',
        description: `Only the fields sent change. ${MISSING} 409 once it is sending or sent.`,
        errors: [404, 409],
      }),
      audit: { kind: 'dispatch', action: 'update', detail: subjectOf },
    })
    .input(dispatchIssueUpdateInput)
    .mutation(({ ctx, input }) => updateIssue(ctx.db, input)),
  delete: issueStep(
    'delete',
    'DELETE',
    '',
    dispatchDeletedOutput,
    {
      operationId: 'deleteDispatchIssue',
      summary: 'Delete a draft (an issue that reached readers is kept as the record of what was sent)',
      refused: 'it is not a draft, or a cancelled issue that reached some readers',
    },
    deleteIssue,
  ),
  testSend: editorProcedure
    .meta({
      ...adminRow('POST', `${PATH}/{id}/test-send`, dispatchTestSendOutput, {
        operationId: 'testSendDispatchIssue',
        summary: 'Send the issue as a test letter to the signed-in staff member’s own address',
        description: `${MISSING} ${NO_SMTP}.`,
        errors: [404, 409],
      }),
      audit: { kind: 'dispatch', action: 'test-send' },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => {
      if (!ctx.mail.smtpConfigured) throw conflict('No SMTP is configured: set SMTP_URL and MAIL_FROM and restart the server');
      return testSendIssue(ctx.db, ctx.mail, input.id, ctx.session.email);
    }),
  schedule: editorProcedure
    .meta({
      ...adminRow('POST', `${PATH}/{id}/schedule`, dispatchIssueOutput, {
        operationId: 'scheduleDispatchIssue',
        summary: 'Send an issue now (`at` null or left out) or at a time to come',
        description: `400 for a time in the past. ${MISSING} ${NO_SMTP}, or once it is sending or sent.`,
        errors: [404, 409],
      }),
      audit: { kind: 'dispatch', action: 'schedule', detail: subjectOf },
    })
    .input(dispatchScheduleInput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.mail.smtpConfigured) throw conflict('No SMTP is configured: set SMTP_URL and MAIL_FROM and restart the server');
      const issue = await scheduleIssue(ctx.db, input.id, input.at);
      ctx.dispatch?.notify();
      return issue;
    }),
  unschedule: issueStep(
    'unschedule',
    'POST',
    '/unschedule',
    dispatchIssueOutput,
    {
      operationId: 'unscheduleDispatchIssue',
      summary: 'A scheduled issue back to a draft, before it starts',
      refused: 'it is not scheduled',
    },
    unscheduleIssue,
  ),
  cancel: issueStep(
    'cancel',
    'POST',
    '/cancel',
    dispatchIssueOutput,
    {
      operationId: 'cancelDispatchIssue',
      summary: 'Cancel a scheduled or sending issue: its queued letters are cancelled at once (those in hand finish)',
      refused: 'it is neither scheduled nor sending',
    },
    cancelIssue,
  ),
});
