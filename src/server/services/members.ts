import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { EXPIRING_WITHIN_DAYS, MEMBER_STATUSES, type MemberStatus, RENEWAL_REMINDERS } from '~/shared/members';
import { CHECKOUT_PLACEHOLDER } from '~/shared/schemas/payments';
import type { membersPageInput } from '~/shared/schemas/members';
import { type DB, dialectOf, inTransaction } from '../db/database';
import { rawRead } from '../db/raw-sql';
import { type Page, countOf, pageOf, searchWhere } from '../db/pagination';
import type { Row } from '../db/schema';
import { type MailDeps, queueMail } from './mail';
import { renewalMails } from './mail/member-letters';
import { normaliseEmail } from '~/shared/schemas/fields';

/**
 * Members (docs/decisions/028-members-renewals-refunds.md): one per person, by email in lower
 * case, kept in step with that person's payments. A member is never edited by hand: `syncMember`
 * derives it again from the payments after each one is recorded, refunded or disputed, so a
 * replayed or out-of-order event can only ever write the same member.
 */

const DAY_MS = 86_400_000;

/** Payment statuses that count towards a membership: a full refund or a dispute takes its year away. */
export const COUNTED_PAYMENT_STATUSES = ['succeeded', 'partially_refunded'] as const;

/** The same instant a calendar year later (29 February becomes 1 March). */
export function yearAfter(iso: string): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString();
}

/**
 * The period a series of payments (oldest first) buys: each starts a year at its own date, or at
 * the end of the period it renews when that is later (a renewal before the end extends from the end).
 */
export function periodOf(payments: readonly { createdAt: string }[]): { start: string; end: string } | null {
  let period: { start: string; end: string } | null = null;
  for (const p of payments) {
    const start: string = period && period.end > p.createdAt ? period.end : p.createdAt;
    period = { start, end: yearAfter(start) };
  }
  return period;
}

/** A member's state at `now`, from what is stored and the end of the period. */
export function memberStatus(stored: string, periodEnd: string, now: Date): MemberStatus {
  if (stored === 'refunded') return 'refunded';
  const end = Date.parse(periodEnd);
  if (end <= now.getTime()) return 'lapsed';
  if (end - now.getTime() <= EXPIRING_WITHIN_DAYS * DAY_MS) return 'expiring';
  return 'active';
}

/** The same as `memberStatus`, in SQL, so the lists filter and count in the database. */
function statusSql(now: Date): RawBuilder<MemberStatus> {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS).toISOString();
  return sql<MemberStatus>`case when "members"."status" = 'refunded' then 'refunded' when "members"."periodEnd" <= ${at} then 'lapsed' when "members"."periodEnd" <= ${soon} then 'expiring' else 'active' end`;
}

/** The address a member is kept under, or null for the checkout's placeholder (nobody). */
export function memberEmail(email: string | null | undefined): string | null {
  const clean = normaliseEmail(email ?? '');
  return clean && clean !== CHECKOUT_PLACEHOLDER.email ? clean : null;
}

/**
 * Makes (or brings up to date) the member of an email from every payment under that address, in
 * the caller's transaction. Answers the member, or null when the address has no payment.
 */
export async function syncMember(db: DB, rawEmail: string): Promise<Row<'members'> | null> {
  const email = memberEmail(rawEmail);
  if (!email) return null;
  return inTransaction(db, async (trx) => {
    // Two payments of one person recorded at once by two processes: one derives after the other.
    if (dialectOf(trx) === 'postgres') await rawRead([], sql`select pg_advisory_xact_lock(hashtext(${`member:${email}`}))`).execute(trx);
    const payments = await trx
      .selectFrom('payments')
      .select(['id', 'firstName', 'membershipType', 'status', 'createdAt'])
      .where(sql<SqlBool>`lower("email") = ${email}`)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    if (payments.length === 0) return null;
    const counted = payments.filter((p) => (COUNTED_PAYMENT_STATUSES as readonly string[]).includes(p.status));
    // A member whose every payment was taken back keeps the dates the payments said, marked refunded.
    const period = periodOf(counted.length > 0 ? counted : payments)!;
    const latest = (counted.length > 0 ? counted : payments).at(-1)!;
    const named = [...payments].reverse().find((p) => p.firstName && p.firstName !== CHECKOUT_PLACEHOLDER.firstName);
    const values = {
      firstName: named ? named.firstName.slice(0, 100) : null,
      plan: latest.membershipType,
      firstJoinedAt: payments[0].createdAt,
      periodStart: period.start,
      periodEnd: period.end,
      status: counted.length > 0 ? ('active' as const) : ('refunded' as const),
      updatedAt: new Date().toISOString(),
    };
    const member = await trx
      .insertInto('members')
      .values({ email, ...values })
      .onConflict((oc) => oc.column('email').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    const paymentIds = payments.map((p) => p.id);
    await trx.updateTable('payments').set({ memberId: member.id }).where('id', 'in', paymentIds).execute();
    return member;
  });
}

// --- The Members tab ---------------------------------------------------------------------------

type MemberFilters = Omit<z.output<typeof membersPageInput>, 'page'>;
/** A member's row as the tab shows it: its status as of now, and how many payments it has. */
export type AdminMember = Pick<Row<'members'>, 'id' | 'email' | 'firstName' | 'plan' | 'firstJoinedAt' | 'periodStart' | 'periodEnd'> & {
  status: MemberStatus;
  payments: number;
};

const MEMBER_SEARCH = ['members.email', 'members.firstName', 'members.plan'] as const;

function filtered(db: DB, filters: MemberFilters, now: Date) {
  let q = db.selectFrom('members').where(searchWhere(MEMBER_SEARCH, filters.q));
  if (filters.status) q = q.where(sql<SqlBool>`${statusSql(now)} = ${filters.status}`);
  if (filters.plan) q = q.where('members.plan', '=', filters.plan);
  return q;
}

function withColumns(db: DB, filters: MemberFilters, now: Date) {
  return filtered(db, filters, now)
    .select([
      'members.id',
      'members.email',
      'members.firstName',
      'members.plan',
      'members.firstJoinedAt',
      'members.periodStart',
      'members.periodEnd',
      statusSql(now).as('status'),
      (eb) =>
        eb
          .selectFrom('payments')
          .select((p) => p.fn.countAll<number>().as('n'))
          .whereRef('payments.memberId', '=', 'members.id')
          .as('payments'),
    ])
    .orderBy('members.firstJoinedAt', 'desc')
    .orderBy('members.id', 'desc');
}

const asMember = (row: Omit<AdminMember, 'payments'> & { payments: number | string | bigint | null }): AdminMember => ({
  ...row,
  payments: Number(row.payments ?? 0),
});

/** How many members are in each state now (over every member, whatever the page or search). */
export async function memberCounts(db: DB, now = new Date()): Promise<Record<MemberStatus, number>> {
  const rows = await db
    .selectFrom('members')
    .select([statusSql(now).as('status'), (eb) => eb.fn.countAll<number>().as('n')])
    // By position: PostgreSQL would not see two copies of the expression, with their own parameters, as one.
    .groupBy(sql`1`)
    .execute();
  const counts = Object.fromEntries(MEMBER_STATUSES.map((s) => [s, 0])) as Record<MemberStatus, number>;
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** A page of members (newest first), searched on email, name and plan, filtered by state and plan. */
export async function listMembersPage(
  db: DB,
  input: z.output<typeof membersPageInput>,
  now = new Date(),
): Promise<Page<AdminMember> & { counts: Record<MemberStatus, number> }> {
  const page = await pageOf(
    input.page,
    () => countOf(filtered(db, input, now)),
    async (limit, offset) => (await withColumns(db, input, now).limit(limit).offset(offset).execute()).map(asMember),
  );
  return { ...page, counts: await memberCounts(db, now) };
}

/** Every member matching the Members tab's search and filters: the CSV export. */
export async function listMembersMatching(db: DB, filters: MemberFilters, now = new Date()): Promise<AdminMember[]> {
  return (await withColumns(db, filters, now).execute()).map(asMember);
}

/** Analytics: members who joined and income (net of refunds, GBP) per calendar month (UTC), oldest first. */
export async function membersByMonth(
  db: DB,
  now = new Date(),
  months = 12,
): Promise<{ month: string; joined: number; payments: number; income: number; refunded: number }[]> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)).toISOString();
  const joined = await db
    .selectFrom('members')
    .select([sql<string>`substr("firstJoinedAt", 1, 7)`.as('month'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('firstJoinedAt', '>=', first)
    .groupBy(sql`substr("firstJoinedAt", 1, 7)`)
    .execute();
  const income = await db
    .selectFrom('payments')
    .select([
      sql<string>`substr("createdAt", 1, 7)`.as('month'),
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum("amount"), 0)`.as('gross'),
      sql<number>`coalesce(sum("refundedAmount"), 0)`.as('refunded'),
    ])
    .where('createdAt', '>=', first)
    .where(sql<SqlBool>`lower(currency) = 'gbp'`)
    .groupBy(sql`substr("createdAt", 1, 7)`)
    .execute();
  const joinedBy = new Map(joined.map((r) => [r.month, Number(r.n)]));
  const incomeBy = new Map(income.map((r) => [r.month, r]));
  const out = [];
  for (let i = 0; i < months; i++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1) + i, 1)).toISOString().slice(0, 7);
    const row = incomeBy.get(month);
    const gross = Number(row?.gross ?? 0);
    const refunded = Number(row?.refunded ?? 0);
    out.push({ month, joined: joinedBy.get(month) ?? 0, payments: Number(row?.n ?? 0), income: gross - refunded, refunded });
  }
  return out;
}

// --- Renewal letters ---------------------------------------------------------------------------

/** The lapse letter is still worth sending this long after the end (a server down for weeks catches up). */
const LAPSED_LETTER_DAYS = 60;

/** Which renewal letter is due for a period ending at `periodEnd` (1: 30 days, 2: 7 days, 3: lapsed), or null. */
export function reminderStageDue(periodEnd: string, now: Date): 1 | 2 | 3 | null {
  const left = Date.parse(periodEnd) - now.getTime();
  if (left <= 0) return -left <= LAPSED_LETTER_DAYS * DAY_MS ? 3 : null;
  // Only the latest stage reached: a server that slept through the 30-day date sends the 7-day letter alone.
  const due = [...RENEWAL_REMINDERS].reverse().find((r) => r.daysBefore > 0 && left <= r.daysBefore * DAY_MS);
  return due ? due.stage : null;
}

/**
 * Sends the renewal letters due at `now` (30 and 7 days before the end, and once lapsed), each
 * once per period: a member is claimed by a conditional UPDATE of its `reminderStage` in the same
 * transaction as the letter is queued, so two processes (or a run after a restart) cannot both send
 * one; the outbox's unique dedupe key is a second lock. Members who renewed have a later end, so
 * their letters start again for the new period.
 */
export async function sendRenewalReminders(db: DB, mail: MailDeps, now = new Date()): Promise<{ queued: number }> {
  const candidates = await db
    .selectFrom('members')
    .selectAll()
    .where('status', '=', 'active')
    .where('periodEnd', '<=', new Date(now.getTime() + RENEWAL_REMINDERS[0].daysBefore * DAY_MS).toISOString())
    .where('periodEnd', '>=', new Date(now.getTime() - LAPSED_LETTER_DAYS * DAY_MS).toISOString())
    .orderBy('periodEnd')
    .execute();
  let queued = 0;
  for (const member of candidates) {
    const stage = reminderStageDue(member.periodEnd, now);
    if (stage === null) continue;
    if (member.reminderPeriodEnd === member.periodEnd && member.reminderStage >= stage) continue;
    const sent = await inTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('members')
        .set({ reminderStage: stage, reminderPeriodEnd: member.periodEnd })
        .where('id', '=', member.id)
        .where('status', '=', 'active')
        .where('periodEnd', '=', member.periodEnd)
        .where((eb) =>
          eb.or([eb('reminderPeriodEnd', 'is', null), eb('reminderPeriodEnd', '<>', member.periodEnd), eb('reminderStage', '<', stage)]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return 0;
      return queueMail(trx, mail, renewalMails(mail.settings, member, stage));
    });
    queued += sent;
  }
  if (queued > 0) mail.notify();
  return { queued };
}

// --- People's own data (docs/decisions/029, the privacy work) --------------------------------------

/** Everything the members table holds about an email address (null when it holds nothing). */
export async function memberDataFor(db: DB, rawEmail: string): Promise<Row<'members'> | null> {
  const email = normaliseEmail(rawEmail ?? '');
  if (!email) return null;
  return (await db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst()) ?? null;
}

/**
 * Erases the member of an email address: the row goes, and its payments (kept for the accounts,
 * their own name and email replaced by the caller) no longer point at it. In the caller's transaction.
 */
export async function deleteMemberData(db: DB, rawEmail: string): Promise<{ deleted: number }> {
  const email = normaliseEmail(rawEmail ?? '');
  if (!email) return { deleted: 0 };
  return inTransaction(db, async (trx) => {
    const member = await trx.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst();
    if (!member) return { deleted: 0 };
    await trx.updateTable('payments').set({ memberId: null }).where('memberId', '=', member.id).execute();
    const result = await trx.deleteFrom('members').where('id', '=', member.id).executeTakeFirst();
    return { deleted: Number(result.numDeletedRows) };
  });
}
