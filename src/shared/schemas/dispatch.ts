/** The Club's Dispatch (docs/decisions/056): inputs and answers. */
import { z } from 'zod';
import { DISPATCH_AUDIENCES, DISPATCH_SOURCES } from '../dispatch';
import { emailField, honeypot, idField, requiredLine, richTextField } from './fields';

/** A subscribe form: the address, the form it is on, and (where the box sits inside another form) the box ticked. */
export const dispatchSubscribeInput = z.object({
  email: emailField(),
  source: z.enum(DISPATCH_SOURCES, { error: 'Unknown form' }).default('dispatch'),
  ...honeypot,
});

const token = z.string({ error: 'The link is incomplete' }).trim().min(16, 'The link is incomplete').max(200, 'The link is incomplete');

export const dispatchConfirmInput = z.object({ token });

/** The unsubscribe link's two halves: the subscriber's number and its signature. */
export const dispatchUnsubscribeInput = z.object({ subscriber: idField('The link'), token });

export const dispatchIssueInput = z.object({
  subject: requiredLine('Subject', 'Subject is required', 200),
  body: richTextField('Letter', 'The letter needs some text'),
  audience: z.enum(DISPATCH_AUDIENCES, { error: 'Choose an audience' }).default('subscribers'),
  membersOnly: z.boolean({ error: 'Members only must be true or false' }).default(false),
});
export const dispatchIssueUpdateInput = dispatchIssueInput.partial().extend({ id: idField() });

export const dispatchFromReportInput = z.object({ reportId: idField('Report') });

/** Schedule: a time in the future, or now (null). */
export const dispatchScheduleInput = z.object({
  id: idField(),
  at: z.iso.datetime({ offset: true, error: 'Give a date and time' }).nullable().default(null),
});

export const dispatchArchivePageInput = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const counts = z.object({
  queued: z.number().int(),
  claimed: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  cancelled: z.number().int(),
  suppressed: z.number().int(),
});
export type DispatchCounts = z.output<typeof counts>;

export const dispatchIssueSummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: z.enum(DISPATCH_AUDIENCES),
  membersOnly: z.boolean(),
  status: z.enum(['draft', 'scheduled', 'sending', 'sent', 'cancelled']),
  sourceReportId: z.number().int().nullable(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  counts,
});

// The answers of the Dispatch tab's REST rows (docs/decisions/062): documented, never parsed.

/** One issue with its body, and its letters by status (its progress while it sends). */
export const dispatchIssueOutput = dispatchIssueSummary.extend({ body: z.string() });

/** Every issue, newest first, the subscribers by state, and whether an SMTP server is configured. */
export const dispatchListOutput = z.object({
  issues: z.array(dispatchIssueSummary),
  subscribers: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
    bounced: z.number().int(),
  }),
  smtpConfigured: z.boolean(),
});

/** The letter as every recipient will see it (a sample unsubscribe link): HTML and plain text from one body. */
export const dispatchPreviewOutput = z.object({ subject: z.string(), html: z.string(), text: z.string() });

export const dispatchTestSendOutput = z.object({ queued: z.number().int(), message: z.string() });

export const dispatchDeletedOutput = z.object({ id: z.number().int(), deleted: z.literal(true), message: z.string() });
