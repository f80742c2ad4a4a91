import { sql, type SqlBool } from 'kysely';
import { isMembershipType, PLANS } from '~/shared/plans';
import type { MemberSession } from '../auth/member-session';
import { type DB, inTransaction } from '../db/database';
import { notFound } from '../errors';
import { type AuditActor, audited, recordAudit } from './audit-log';
import { type MailDeps, queueMail } from './mail';
import { memberDataNotice } from './mail/member-letters';
import { esc, receiptNumber } from './mail/messages';
import { memberStatus } from './members';
import { erasePersonalData, findPersonalData, personalDataCounts } from './privacy';

/**
 * The member's own page (docs/decisions/054-members-door.md): their membership, payments and
 * refunds, the letters the club sent them and their passkeys; their data as the privacy tool
 * exports it (docs/decisions/029), and its erasure under the same accounting rules, both recorded
 * in the audit log without the address.
 */

/** How the audit log names a member acting on their own page: never by the address (erasure would have to rewrite it). */
export const memberActor = (member: Pick<MemberSession, 'memberId'>, ip: string): AuditActor => ({
  adminUserId: null,
  email: `member ${member.memberId} (own page)`,
  ip,
});

const LETTERS_SHOWN = 100;

export async function accountOverview(db: DB, member: MemberSession, now: Date) {
  const row = await db.selectFrom('members').selectAll().where('id', '=', member.memberId).executeTakeFirst();
  if (!row) throw notFound('No membership is held under this address any more.');
  const [payments, refunds, letters, passkeys] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['id', 'createdAt', 'amount', 'currency', 'status', 'membershipType', 'refundedAmount'])
      .where('memberId', '=', row.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('payment_refunds')
      .innerJoin('payments', 'payments.id', 'payment_refunds.paymentId')
      .select(['payment_refunds.id', 'payment_refunds.paymentId', 'payment_refunds.amount', 'payment_refunds.createdAt'])
      .where('payments.memberId', '=', row.id)
      .orderBy('payment_refunds.id')
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select(['id', 'subject', 'createdAt', 'sentAt', 'status'])
      .where(sql<SqlBool>`lower("recipient") = ${row.email}`)
      .orderBy('id', 'desc')
      .limit(LETTERS_SHOWN)
      .execute(),
    db
      .selectFrom('member_passkeys')
      .select(['id', 'name', 'createdAt', 'lastUsedAt'])
      .where('memberId', '=', row.id)
      .orderBy('createdAt')
      .execute(),
  ]);
  const proof = member.proofUntil && Date.parse(member.proofUntil) > now.getTime() ? member.proofUntil : null;
  return {
    email: row.email,
    firstName: row.firstName,
    plan: row.plan,
    planName: isMembershipType(row.plan) ? PLANS[row.plan].name : row.plan,
    status: memberStatus(row.status, row.periodEnd, now),
    firstJoinedAt: row.firstJoinedAt,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    payments: payments.map((p) => ({
      id: p.id,
      receipt: receiptNumber(p.id),
      createdAt: p.createdAt,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      plan: p.membershipType,
      refundedAmount: p.refundedAmount,
      refunds: refunds.filter((r) => r.paymentId === p.id).map((r) => ({ id: r.id, amount: r.amount, createdAt: r.createdAt })),
    })),
    letters,
    passkeys,
    freshProofUntil: proof,
  };
}

/** "3 comments, 1 payments": the audit log's words for a person's data, without the address. */
const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([section, n]) => `${n} ${section}`)
    .join(', ') || 'nothing held';

/**
 * Everything held about the member (the privacy tool's export), recorded in the audit log, and the
 * committee told (MAIL_ADMIN_TO, when set; never the address), in one transaction.
 */
export async function exportMemberData(db: DB, mail: MailDeps, member: MemberSession, ip: string, now: Date) {
  const data = await inTransaction(db, async (trx) => {
    const found = await findPersonalData(trx, member.email);
    await recordAudit(trx, memberActor(member, ip), {
      kind: 'member',
      action: 'download',
      entityId: member.memberId,
      detail: describeCounts(personalDataCounts(found)),
    });
    await queueMail(trx, mail, memberDataNotice(mail.settings, member.memberId, 'downloaded their data', now.toISOString()));
    return found;
  });
  mail.notify();
  return data;
}

/** The privacy tool's erasure of the member's address, with its audit entry and the committee's notice, in one transaction. */
export async function eraseMemberData(db: DB, mail: MailDeps, member: MemberSession, ip: string, now: Date) {
  const erased = await audited(
    db,
    memberActor(member, ip),
    async (trx) => {
      const result = await erasePersonalData(trx, member.email);
      await queueMail(trx, mail, memberDataNotice(mail.settings, member.memberId, 'erased their data', now.toISOString()));
      return result;
    },
    (r) => ({ kind: 'member', action: 'erase', entityId: member.memberId, detail: describeCounts(r.counts) }),
  );
  mail.notify();
  return erased;
}

type Exported = Awaited<ReturnType<typeof findPersonalData>>;

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return esc(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return esc(JSON.stringify(value));
};

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : typeof value === 'object' && value !== null
      ? [Object.fromEntries(Object.entries(value))]
      : [];

/** The export as a page a person can read: one table per section, every value escaped. */
export function memberDataHtml(data: Exported, at: Date): string {
  const sections = Object.entries(data).map(([section, value]) => {
    const rows = rowsOf(value);
    if (rows.length === 0) return `<section><h2>${esc(section)}</h2><p>Nothing held.</p></section>`;
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const head = columns.map((c) => `<th scope="col">${esc(c)}</th>`).join('');
    const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`).join('');
    return `<section><h2>${esc(section)}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></section>`;
  });
  return [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Your data held by The Brain Appreciation Club</title>',
    '<style>body{font:16px/1.5 Georgia,serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;margin-bottom:1rem}th,td{border:1px solid #888;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>',
    `</head><body><main><h1>Your data held by The Brain Appreciation Club</h1><p>As of ${esc(at.toISOString())}.</p>`,
    sections.join(''),
    '</main></body></html>',
  ].join('');
}
