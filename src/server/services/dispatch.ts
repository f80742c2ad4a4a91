import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  DISPATCH_CHECK_INBOX,
  DISPATCH_CONFIRM_DAYS,
  DISPATCH_CONSENT_WORDING,
  DISPATCH_LETTER_STATUSES,
  DISPATCH_NAME,
  type DispatchAudienceKey,
  type DispatchSource,
  dispatchIssuePath,
} from '~/shared/dispatch';
import type {
  DispatchCounts,
  dispatchIssueInput,
  dispatchIssueSummary,
  dispatchIssueUpdateInput,
  dispatchSubscribeInput,
} from '~/shared/schemas/dispatch';
import { isBot, normaliseEmail } from '~/shared/schemas/fields';
import type { SecretBox } from '../auth/secret-box';
import { fromFlag, toFlag } from '../db/columns';
import { type DB, dialectOf, inTransaction } from '../db/database';
import type { Row } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { renderDispatchLetter, type DispatchLetter, UNSUBSCRIBE_PLACEHOLDER } from './dispatch-letter';
import { type MailDeps, queueMail } from './mail';
import { dear, LINK_TOKEN_PLACEHOLDER, mail, PRESIDENT } from './mail/messages';
import { indexSearchItem, searchDocuments } from './search/documents';
import { plainText } from './search/text';
import { sanitizeRichText } from './rich-text';

/**
 * The Club's Dispatch (docs/decisions/056): subscriptions with their consent and double opt-in,
 * the unsubscribe link, issues, and the letters each issue becomes. The sending itself is the
 * worker's (services/mail/dispatch-sender.ts).
 */

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
const MAC_PURPOSE = 'dispatch-unsubscribe';

/** The signature in a subscriber's unsubscribe link: it proves the link was the club's, without a sign-in. */
export const unsubscribeToken = (secrets: Pick<SecretBox, 'mac'>, subscriberId: number) => secrets.mac(String(subscriberId), MAC_PURPOSE);

/** The page a letter's visible link opens (GET shows a button; only its POST unsubscribes). */
export const unsubscribePageUrl = (publicUrl: string, secrets: Pick<SecretBox, 'mac'>, subscriberId: number) =>
  `${publicUrl}/dispatch/unsubscribe?subscriber=${subscriberId}&token=${unsubscribeToken(secrets, subscriberId)}`;

/** RFC 8058's address: a POST with `List-Unsubscribe=One-Click` unsubscribes; a GET never does. */
export const oneClickUrl = (publicUrl: string, secrets: Pick<SecretBox, 'mac'>, subscriberId: number) =>
  `${publicUrl}/dispatch/one-click?subscriber=${subscriberId}&token=${unsubscribeToken(secrets, subscriberId)}`;

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

// --- Subscribing ----------------------------------------------------------------------------

const confirmLink = (publicUrl: string) => `${publicUrl}/dispatch/confirm?token=${LINK_TOKEN_PLACEHOLDER}`;

function confirmationLetter(publicUrl: string, subscriberId: number, email: string, tokenHash: string) {
  return mail(
    'dispatch-confirmation',
    `dispatch:confirm:${subscriberId}:${tokenHash.slice(0, 16)}`,
    { address: email, name: null },
    `Please confirm your subscription to ${DISPATCH_NAME}`,
    {
      greeting: dear(null),
      paragraphs: [
        `Someone, we trust you, asked for ${DISPATCH_NAME} to be sent to this address. Nothing will be sent until you confirm.`,
        `Confirm within ${DISPATCH_CONFIRM_DAYS} days with the button below; the link works once.`,
      ],
      link: { label: 'Confirm my subscription', url: confirmLink(publicUrl) },
      after: ['If you did not ask for it, you need do nothing: without your confirmation you will hear no more from us.'],
      signature: PRESIDENT,
    },
  );
}

/**
 * A subscribe form (docs/decisions/056): the address becomes `pending` with the consent given (the
 * time, the form, the words it showed) and a confirmation letter carrying a single-use link. The
 * answer is the same whatever the address's state (a confirmed address is sent nothing more), so
 * the form tells nobody who subscribes. A bot (the honeypot) is answered alike and nothing is kept.
 */
export async function subscribe(
  db: DB,
  deps: MailDeps,
  input: z.output<typeof dispatchSubscribeInput>,
  now = new Date(),
): Promise<{ message: string }> {
  const answer = { message: DISPATCH_CHECK_INBOX };
  if (isBot(input)) return answer;
  const email = normaliseEmail(input.email);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + DISPATCH_CONFIRM_DAYS * 86_400_000).toISOString();
  const queued = await inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('dispatch_subscribers').select(['id', 'status']).where('email', '=', email).executeTakeFirst();
    if (existing?.status === 'confirmed') return false;
    const consent = {
      status: 'pending' as const,
      consentSource: input.source satisfies DispatchSource,
      consentWording: DISPATCH_CONSENT_WORDING,
      consentAt: at,
      confirmTokenHash: tokenHash,
      confirmExpiresAt: expiresAt,
      updatedAt: at,
    };
    const id = existing
      ? (await trx.updateTable('dispatch_subscribers').set(consent).where('id', '=', existing.id).execute(), existing.id)
      : (
          await trx
            .insertInto('dispatch_subscribers')
            .values({ email, ...consent, createdAt: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    const letter = { ...confirmationLetter(deps.settings.publicUrl, id, email, tokenHash), linkToken: { token, expiresAt } };
    return (await queueMail(trx, deps, [letter])) > 0;
  });
  if (queued) deps.notify();
  return answer;
}

const USED_OR_EXPIRED = 'This confirmation link has been used already or has expired. Subscribe again to receive a new one.';

/** The confirmation link's POST: the pending address becomes confirmed, and its token is spent. */
export async function confirmSubscription(db: DB, token: string, now = new Date()): Promise<{ confirmed: true; message: string }> {
  const at = now.toISOString();
  const row = await db
    .updateTable('dispatch_subscribers')
    .set({ status: 'confirmed', confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: at })
    .where('confirmTokenHash', '=', hashToken(token))
    .where('status', '=', 'pending')
    .where('confirmExpiresAt', '>', at)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(USED_OR_EXPIRED);
  return { confirmed: true, message: `Thank you: your subscription to ${DISPATCH_NAME} is confirmed.` };
}

const BAD_LINK = 'This unsubscribe link is not one of ours: please use the link in your letter.';

/** Checks an unsubscribe link's signature; the subscriber's number when it is good. */
export function checkUnsubscribeLink(secrets: Pick<SecretBox, 'mac'>, subscriberId: number, token: string): void {
  if (!sameToken(unsubscribeToken(secrets, subscriberId), token)) throw notFound(BAD_LINK);
}

/**
 * Unsubscribes (the page's POST or RFC 8058's one-click POST): the address is never written to
 * again, and every letter still queued for it is suppressed in the same statement's transaction.
 * Unsubscribing twice answers the same; an erased subscriber's link finds nothing and says so.
 */
export async function unsubscribe(
  db: DB,
  secrets: Pick<SecretBox, 'mac'>,
  subscriberId: number,
  token: string,
  now = new Date(),
): Promise<{ unsubscribed: true; message: string }> {
  checkUnsubscribeLink(secrets, subscriberId, token);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('dispatch_subscribers').select(['id', 'status']).where('id', '=', subscriberId).executeTakeFirst();
    if (!row) throw notFound(BAD_LINK);
    if (row.status === 'pending' || row.status === 'confirmed') {
      await trx
        .updateTable('dispatch_subscribers')
        .set({ status: 'unsubscribed', unsubscribedAt: at, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: at })
        .where('id', '=', subscriberId)
        .execute();
    }
    await suppressQueued(trx, subscriberId, 'unsubscribed');
  });
  return { unsubscribed: true, message: `You are unsubscribed: ${DISPATCH_NAME} will not be sent to you again.` };
}

/** Every queued letter to one subscriber, suppressed (an unsubscribe, a hard bounce). */
export async function suppressQueued(db: DB, subscriberId: number, reason: string): Promise<void> {
  await db
    .updateTable('dispatch_letters')
    .set({ status: 'suppressed', lastError: reason })
    .where('subscriberId', '=', subscriberId)
    .where('status', '=', 'queued')
    .execute();
}

/** A permanent refusal (5xx) of a letter: the address is never written to again (docs/decisions/056). */
export async function recordHardBounce(db: DB, subscriberId: number, reason: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('dispatch_subscribers')
      .set({ status: 'bounced', bouncedAt: at, bounceReason: reason.slice(0, 1000), updatedAt: at })
      .where('id', '=', subscriberId)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    await suppressQueued(trx, subscriberId, 'bounced');
  });
}

// --- Privacy (docs/decisions/029) -------------------------------------------------------------

/** What the export shows of one address's subscription (without its confirmation token's hash). */
export async function subscriptionDataFor(db: DB, email: string) {
  return db
    .selectFrom('dispatch_subscribers')
    .select([
      'id',
      'email',
      'status',
      'consentSource',
      'consentWording',
      'consentAt',
      'confirmedAt',
      'unsubscribedAt',
      'bouncedAt',
      'bounceReason',
      'createdAt',
    ])
    .where('email', '=', normaliseEmail(email))
    .execute();
}

/** Erasure: the subscription goes, and with it (foreign key cascade) its letters. */
export async function deleteSubscriptionData(db: DB, email: string): Promise<number> {
  const result = await db.deleteFrom('dispatch_subscribers').where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// --- Issues -----------------------------------------------------------------------------------

type IssueRow = Row<'dispatch_issues'>;

const zeroCounts = (): DispatchCounts => Object.fromEntries(DISPATCH_LETTER_STATUSES.map((s) => [s, 0])) as DispatchCounts;

/** Letters by status, per issue. */
async function countsFor(db: DB, issueIds: number[]): Promise<Map<number, DispatchCounts>> {
  const out = new Map<number, DispatchCounts>(issueIds.map((id) => [id, zeroCounts()]));
  if (issueIds.length === 0) return out;
  const rows = await db
    .selectFrom('dispatch_letters')
    .select(['issueId', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('issueId', 'in', issueIds)
    .groupBy(['issueId', 'status'])
    .execute();
  for (const r of rows) {
    const counts = out.get(r.issueId);
    if (counts) counts[r.status] = Number(r.n);
  }
  return out;
}

const summary = (row: IssueRow, counts: DispatchCounts): z.output<typeof dispatchIssueSummary> => ({
  id: row.id,
  subject: row.subject,
  audience: row.audience,
  membersOnly: fromFlag(row.membersOnly),
  status: row.status,
  sourceReportId: row.sourceReportId,
  scheduledAt: row.scheduledAt,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  counts,
});

/** Every issue, newest first, with its letters' counts, and the subscribers' counts by state. */
export async function listIssues(db: DB) {
  const rows = await db.selectFrom('dispatch_issues').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
  );
  const subscribers = await db
    .selectFrom('dispatch_subscribers')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const bySubscriberStatus = { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 };
  for (const s of subscribers) bySubscriberStatus[s.status] = Number(s.n);
  return { issues: rows.map((r) => summary(r, counts.get(r.id) ?? zeroCounts())), subscribers: bySubscriberStatus };
}

async function issueRow(db: DB, id: number): Promise<IssueRow> {
  const row = await db.selectFrom('dispatch_issues').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Issue not found');
  return row;
}

/** One issue with its body, for the editor, and its counts (the tab's live progress). */
export async function getIssue(db: DB, id: number) {
  const row = await issueRow(db, id);
  const counts = (await countsFor(db, [id])).get(id) ?? zeroCounts();
  return { ...summary(row, counts), body: row.body };
}

export async function createIssue(db: DB, input: z.output<typeof dispatchIssueInput>, sourceReportId: number | null = null) {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('dispatch_issues')
    .values({
      subject: input.subject,
      body: sanitizeRichText(input.body),
      audience: input.audience,
      membersOnly: toFlag(input.membersOnly),
      sourceReportId,
      createdAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return summary(row, zeroCounts());
}

const NOT_EDITABLE = 'This issue is being sent or has been sent: it can no longer be changed';

export async function updateIssue(db: DB, input: z.output<typeof dispatchIssueUpdateInput>) {
  const row = await issueRow(db, input.id);
  if (row.status !== 'draft' && row.status !== 'scheduled') throw conflict(NOT_EDITABLE);
  await db
    .updateTable('dispatch_issues')
    .set({
      ...(input.subject !== undefined && { subject: input.subject }),
      ...(input.body !== undefined && { body: sanitizeRichText(input.body) }),
      ...(input.audience !== undefined && { audience: input.audience }),
      ...(input.membersOnly !== undefined && { membersOnly: toFlag(input.membersOnly) }),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', input.id)
    .where('status', 'in', ['draft', 'scheduled'])
    .execute();
  return getIssue(db, input.id);
}

/** A draft deleted (an issue that went out stays: it is the record of what was sent). */
export async function deleteIssue(db: DB, id: number) {
  const row = await issueRow(db, id);
  if (row.status !== 'draft' && row.status !== 'cancelled') throw conflict('Only a draft or a cancelled issue can be deleted');
  if (row.status === 'cancelled' && row.startedAt)
    throw conflict('This issue reached some readers: it is kept as the record of what was sent');
  await db.deleteFrom('dispatch_issues').where('id', '=', id).execute();
  return { id, deleted: true as const, message: 'Issue deleted' };
}

/** A draft made from a published Intelligence Report: its title, summary, insights and a link to it. */
export async function issueFromReport(db: DB, reportId: number, publicUrl: string) {
  const report = await db.selectFrom('intelligence_reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!report || !fromFlag(report.published)) throw notFound('No published Intelligence Report has this number');
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const insights = (() => {
    try {
      const list: unknown = JSON.parse(report.keyInsights);
      return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  })();
  const url = `${publicUrl}/intelligence/${report.id}`;
  const body = [
    `<h2>${escape(report.title)}</h2>`,
    report.subtitle ? `<p><em>${escape(report.subtitle)}</em></p>` : '',
    `<p>${escape(report.summary)}</p>`,
    insights.length > 0 ? `<h3>Key insights</h3><ul>${insights.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>` : '',
    `<p><a href="${escape(url)}">Read the whole report on our website</a></p>`,
  ].join('');
  return createIssue(
    db,
    { subject: `Intelligence Report: ${report.title}`.slice(0, 200), body, audience: 'subscribers', membersOnly: false },
    reportId,
  );
}

/** The web edition's address, or null for a members-only issue. */
const webUrlOf = (publicUrl: string, issue: Pick<IssueRow, 'id' | 'membersOnly'>) =>
  fromFlag(issue.membersOnly) ? null : `${publicUrl}${dispatchIssuePath(issue.id)}`;

/** The letter as every recipient will see it (their unsubscribe link aside): HTML and text, from the one body. */
export async function previewIssue(db: DB, id: number, publicUrl: string): Promise<DispatchLetter & { subject: string }> {
  const row = await issueRow(db, id);
  const letter = renderDispatchLetter(row, webUrlOf(publicUrl, row));
  const sample = `${publicUrl}/dispatch/unsubscribe`;
  return {
    subject: row.subject,
    html: letter.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, sample),
    text: letter.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, sample),
  };
}

/** A test letter to the signed-in staff member's own address, through the outbox. */
export async function testSendIssue(db: DB, deps: MailDeps, id: number, to: string) {
  const preview = await previewIssue(db, id, deps.settings.publicUrl);
  const queued = await queueMail(db, deps, [
    {
      kind: 'dispatch-test',
      dedupeKey: `dispatch:test:${id}:${Date.now()}:${randomBytes(4).toString('hex')}`,
      to,
      toName: null,
      replyTo: null,
      subject: `[Test] ${preview.subject}`,
      html: preview.html,
      text: preview.text,
    },
  ]);
  // The worker looks at the outbox only once a minute unless woken: a test is read at once.
  if (queued) deps.notify();
  return { queued, message: `A test letter is on its way to ${to}` };
}

/** Schedules an issue (`at` in the future) or starts it now; the worker takes it from there. */
export async function scheduleIssue(db: DB, id: number, at: string | null, now = new Date()) {
  const row = await issueRow(db, id);
  if (row.status !== 'draft' && row.status !== 'scheduled') throw conflict(NOT_EDITABLE);
  const when = at === null ? now : new Date(at);
  if (at !== null && when.getTime() < now.getTime() - 60_000) throw badRequest('Choose a time in the future, or send now');
  await db
    .updateTable('dispatch_issues')
    .set({ status: 'scheduled', scheduledAt: when.toISOString(), updatedAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .execute();
  return getIssue(db, id);
}

/** Back to a draft, before it starts. */
export async function unscheduleIssue(db: DB, id: number) {
  const result = await db
    .updateTable('dispatch_issues')
    .set({ status: 'draft', scheduledAt: null, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict('Only a scheduled issue can go back to a draft');
  return getIssue(db, id);
}

/** Cancels a scheduled or sending issue: its queued letters are cancelled at once; those in hand finish. */
export async function cancelIssue(db: DB, id: number, now = new Date()) {
  const row = await issueRow(db, id);
  if (row.status !== 'scheduled' && row.status !== 'sending') throw conflict('Only a scheduled or sending issue can be cancelled');
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('dispatch_issues')
      .set({ status: 'cancelled', finishedAt: now.toISOString(), updatedAt: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('dispatch_letters')
      .set({ status: 'cancelled' })
      .where('issueId', '=', id)
      .where('status', '=', 'queued')
      .execute();
    // A cancelled issue has no web edition: out of the search with it.
    await indexSearchItem(trx, dispatchSearch, id);
  });
  return getIssue(db, id);
}

// --- Starting and finishing (the worker's) ----------------------------------------------------

/** The confirmed subscribers an audience names (members and supporters found by address). */
function audienceQuery(db: DB, audience: DispatchAudienceKey, now: Date) {
  let q = db.selectFrom('dispatch_subscribers as s').where('s.status', '=', 'confirmed');
  if (audience === 'members') {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('members as m')
          .select('m.id')
          .whereRef('m.email', '=', 's.email')
          .where('m.status', '=', 'active')
          .where('m.periodEnd', '>', now.toISOString()),
      ),
    );
  }
  if (audience === 'supporters') {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('viral_shares as v')
          .select('v.id')
          .whereRef(sql`lower(v.email)`, '=', 's.email'),
      ),
    );
  }
  return q;
}

/**
 * Starts the issues whose time has come: the letter is frozen, and one row per recipient written
 * in one INSERT ... SELECT (the unique (issue, subscriber) pair makes a second start a no-op), each
 * with its Message-ID fixed now so a repeat after a crash carries the same one. Claimed by one
 * conditional UPDATE, so of several processes one starts it.
 */
export async function startDueIssues(db: DB, publicUrl: string, messageIdDomain: string, now = new Date()): Promise<number[]> {
  const due = await db
    .selectFrom('dispatch_issues')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduledAt', '<=', now.toISOString())
    .execute();
  const started: number[] = [];
  for (const { id } of due) {
    const ok = await inTransaction(db, async (trx) => {
      const row = await trx.selectFrom('dispatch_issues').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return false;
      const letter = renderDispatchLetter(row, webUrlOf(publicUrl, row));
      const claimed = await trx
        .updateTable('dispatch_issues')
        .set({
          status: 'sending',
          startedAt: now.toISOString(),
          letterHtml: letter.html,
          letterText: letter.text,
          updatedAt: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      const messageId = sql<string>`'<dispatch-' || ${String(id)} || '-' || cast(s.id as text) || ${`@${messageIdDomain}>`}`;
      await trx
        .insertInto('dispatch_letters')
        .columns(['issueId', 'subscriberId', 'messageId'])
        .expression(audienceQuery(trx, row.audience, now).select([sql<number>`${id}`.as('issueId'), 's.id', messageId.as('messageId')]))
        .onConflict((oc) => oc.columns(['issueId', 'subscriberId']).doNothing())
        .execute();
      // Its web edition exists from now: found by the search from now.
      await indexSearchItem(trx, dispatchSearch, id);
      return true;
    });
    if (ok) started.push(id);
  }
  return started;
}

/** A sending issue with no letter left queued or in hand is sent. */
export async function finishIssues(db: DB, now = new Date()): Promise<number[]> {
  const done = await db
    .updateTable('dispatch_issues')
    .set({ status: 'sent', finishedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('dispatch_letters as l')
            .select('l.id')
            .whereRef('l.issueId', '=', 'dispatch_issues.id')
            .where('l.status', 'in', ['queued', 'claimed', 'sending']),
        ),
      ),
    )
    .returning('id')
    .execute();
  return done.map((d) => d.id);
}

/** A letter claimed for sending, with what its recipient's copy needs. */
export type ClaimedLetter = {
  id: number;
  issueId: number;
  subscriberId: number;
  email: string;
  messageId: string;
  tries: number;
};

/**
 * Claims up to `limit` queued letters of sending issues, to confirmed subscribers only, marking them
 * `claimed`: one statement, so two processes never claim one letter; on
 * PostgreSQL the inner select skips rows another process is claiming at that moment.
 */
export async function claimLetters(db: DB, limit: number, now = new Date()): Promise<ClaimedLetter[]> {
  const at = now.toISOString();
  let ids = db
    .selectFrom('dispatch_letters as l')
    .select('l.id')
    .where('l.status', '=', 'queued')
    .where('l.issueId', 'in', (eb) => eb.selectFrom('dispatch_issues').select('id').where('status', '=', 'sending'))
    .where((eb) => eb.or([eb('l.claimedAt', 'is', null), eb('l.claimedAt', '<=', at)]))
    .orderBy('l.id')
    .limit(limit);
  if (dialectOf(db) === 'postgres') ids = ids.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('dispatch_letters')
    .set({ status: 'claimed', claimedAt: at, tries: sql<number>`tries + 1` })
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .returning(['id', 'issueId', 'subscriberId', 'messageId', 'tries'])
    .execute();
  if (claimed.length === 0) return [];
  const subscribers = await db
    .selectFrom('dispatch_subscribers')
    .select(['id', 'email', 'status'])
    .where(
      'id',
      'in',
      claimed.map((c) => c.subscriberId),
    )
    .execute();
  const byId = new Map(subscribers.map((s) => [s.id, s]));
  const out: ClaimedLetter[] = [];
  const gone: number[] = [];
  for (const c of claimed) {
    const s = byId.get(c.subscriberId);
    if (s?.status === 'confirmed') out.push({ ...c, email: s.email });
    else gone.push(c.id);
  }
  // Unsubscribed or bounced between the letter's making and its claim: never sent.
  if (gone.length > 0) await db.updateTable('dispatch_letters').set({ status: 'suppressed' }).where('id', 'in', gone).execute();
  return out;
}

/** The "before" record: this letter's SMTP conversation begins (from here until `sent` it is in doubt). */
export async function markLetterSending(db: DB, id: number): Promise<void> {
  await db.updateTable('dispatch_letters').set({ status: 'sending' }).where('id', '=', id).execute();
}

/** The "after" record: the server accepted the letter. */
export async function markLetterSent(db: DB, id: number, response: string, now = new Date()): Promise<void> {
  await db
    .updateTable('dispatch_letters')
    .set({ status: 'sent', sentAt: now.toISOString(), smtpResponse: response.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

/** Waits after a temporary refusal: 1 min, 5 min, 15 min, 1 h; then the letter has failed. */
export const LETTER_RETRY_DELAYS_MS = [1, 5, 15, 60].map((m) => m * 60_000);

export async function markLetterFailed(
  db: DB,
  letter: ClaimedLetter,
  reason: string,
  permanent: boolean,
  delays: readonly number[] = LETTER_RETRY_DELAYS_MS,
  now = new Date(),
): Promise<'bounced' | 'queued' | 'failed'> {
  const lastError = reason.slice(0, 1000);
  if (permanent) {
    await db.updateTable('dispatch_letters').set({ status: 'bounced', lastError }).where('id', '=', letter.id).execute();
    await recordHardBounce(db, letter.subscriberId, reason, now);
    return 'bounced';
  }
  const wait = delays[letter.tries - 1];
  if (wait === undefined) {
    await db.updateTable('dispatch_letters').set({ status: 'failed', lastError }).where('id', '=', letter.id).execute();
    return 'failed';
  }
  // claimedAt doubles as "not before" for a queued letter.
  await db
    .updateTable('dispatch_letters')
    .set({ status: 'queued', lastError, claimedAt: new Date(now.getTime() + wait).toISOString() })
    .where('id', '=', letter.id)
    .execute();
  return 'queued';
}

/**
 * Letters a process left behind when it stopped (kill -9), with one process (SQLite) every one,
 * with several those claimed before the lease. `claimed` ones never reached the SMTP server: back
 * to the queue, no doubt. `sending` ones were in the SMTP conversation: the server may have
 * accepted them an instant before the kill. They go back too (a loss is worse than a repeat),
 * with their Message-ID, by which receiving servers drop a repeat; they are answered, so the log
 * names exactly the letters in doubt (none, most times).
 */
export async function requeueInterruptedLetters(
  db: DB,
  claimedBefore?: Date,
): Promise<{ requeued: number; inDoubt: { id: number; messageId: string }[] }> {
  const back = (status: 'claimed' | 'sending') => {
    let q = db.updateTable('dispatch_letters').set({ status: 'queued', claimedAt: null }).where('status', '=', status);
    if (claimedBefore) q = q.where('claimedAt', '<', claimedBefore.toISOString());
    return q.returning(['id', 'messageId']).execute();
  };
  const claimed = await back('claimed');
  const inDoubt = await back('sending');
  return { requeued: claimed.length + inDoubt.length, inDoubt };
}

/** The frozen letters of the issues being sent, by id (the worker keeps them while it sends). */
export async function frozenLetters(db: DB, ids: number[]): Promise<Map<number, { subject: string; html: string; text: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('dispatch_issues')
    .select(['id', 'subject', 'letterHtml', 'letterText'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { subject: r.subject, html: r.letterHtml ?? '', text: r.letterText ?? '' }]));
}

// --- The web edition --------------------------------------------------------------------------

const PUBLIC_STATUSES = ['sending', 'sent'] as const;

/** Whether an issue has a web edition (`publicIssue` below): sent (or being sent), not members-only. */
const hasWebEdition = (row: Pick<IssueRow, 'status' | 'membersOnly' | 'startedAt'>) =>
  PUBLIC_STATUSES.some((s) => s === row.status) && !fromFlag(row.membersOnly) && row.startedAt !== null;

/**
 * What the site search finds of each issue with a web edition (docs/decisions/030): its subject
 * and its text. A draft, scheduled, cancelled or members-only issue is never found; an issue
 * enters the index when its sending starts (`startDueIssues`) and leaves it if cancelled.
 */
export const dispatchSearch = searchDocuments({
  kind: 'dispatch',
  table: 'dispatch_issues',
  path: '/dispatch',
  title: (row) => row.subject,
  visible: hasWebEdition,
  text: (row) => ({ summary: '', body: plainText(row.body) }),
});

/** A public issue: sent (or being sent), not members-only. */
export async function publicIssue(db: DB, id: number) {
  const row = await db
    .selectFrom('dispatch_issues')
    .select(['id', 'subject', 'body', 'startedAt'])
    .where('id', '=', id)
    .where('status', 'in', PUBLIC_STATUSES)
    .where('membersOnly', '=', 0)
    .executeTakeFirst();
  if (!row || !row.startedAt) throw notFound('Issue not found');
  return { id: row.id, subject: row.subject, body: row.body, publishedAt: row.startedAt };
}

export const ARCHIVE_PAGE_SIZE = 20;

/** The issues with a web edition (as `hasWebEdition` above). */
const webEditions = (db: DB) =>
  db.selectFrom('dispatch_issues').where('status', 'in', PUBLIC_STATUSES).where('membersOnly', '=', 0).where('startedAt', 'is not', null);

/** The newest issues with a web edition, with their body (the feed's, docs/decisions/061). */
export async function newestWebEditions(db: DB, limit: number) {
  const rows = await webEditions(db)
    .select(['id', 'subject', 'body', 'startedAt'])
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, subject: r.subject, body: r.body, publishedAt: r.startedAt ?? '' }));
}

/** The archive: public issues, newest first, a page at a time. */
export async function publicArchive(db: DB, page: number) {
  const base = webEditions(db);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'subject', 'body', 'startedAt'])
      .orderBy('startedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(ARCHIVE_PAGE_SIZE)
      .offset((page - 1) * ARCHIVE_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    issues: rows.map((r) => ({ id: r.id, subject: r.subject, summary: plainText(r.body).slice(0, 240), publishedAt: r.startedAt ?? '' })),
    page,
    pageCount: Math.max(1, Math.ceil(Number(total.n) / ARCHIVE_PAGE_SIZE)),
  };
}
