import type { ExportKind } from '../../shared/admin-kinds';
import type { MemberStatus } from '../../shared/members';
import type { MembershipType } from '../../shared/plans';
import { researchProposalInput } from '../../shared/schemas/research-forms';
import type { DB } from '../db/database';
import { listContactFormsMatching } from './contact';
import { toCsv } from './csv';
import { listMembersMatching } from './members';
import { listPaymentsMatching } from './payments';
import { listResearchProposalsMatching, listVolunteerApplicationsMatching } from './research-forms';
import { listSupportersMatching } from './support';

type Cell = string | number | boolean | null;
/** The Members tab's filters, which its CSV download keeps (the other lists have only the search). */
export type ExportFilters = { status?: MemberStatus; plan?: MembershipType };

/** Pence as pounds with two decimals (a number, so a spreadsheet sums it). */
const major = (minor: number) => Number((minor / 100).toFixed(2));

/** A proposal's columns: its id and date, then every answer of the form, in the form's order (the honeypot is no answer). */
const PROPOSAL_COLUMNS = ['id', 'createdAt', ...researchProposalInput.keyof().exclude(['website']).options] as const;

/** Each kind's columns: a header and the cells of one row, read from the admin list's own query. */
const EXPORTS: Record<
  ExportKind,
  (db: DB, q: string | undefined, filters: ExportFilters, now: Date) => Promise<{ header: string[]; rows: Cell[][] }>
> = {
  members: async (db, q, filters, now) => ({
    header: ['id', 'email', 'firstName', 'plan', 'status', 'firstJoinedAt', 'periodStart', 'periodEnd', 'payments'],
    rows: (await listMembersMatching(db, { q, ...filters }, now)).map((m) => [
      m.id,
      m.email,
      m.firstName,
      m.plan,
      m.status,
      m.firstJoinedAt,
      m.periodStart,
      m.periodEnd,
      m.payments,
    ]),
  }),
  'contact-forms': async (db, q) => ({
    header: ['id', 'createdAt', 'firstName', 'email', 'subject', 'message', 'membershipType'],
    rows: (await listContactFormsMatching(db, q)).map((a) => [
      a.id,
      a.createdAt,
      a.firstName,
      a.email,
      a.subject,
      a.message,
      a.membershipType,
    ]),
  }),
  'volunteer-applications': async (db, q) => ({
    header: [
      'id',
      'createdAt',
      'name',
      'email',
      'phone',
      'age',
      'background',
      'interests',
      'availability',
      'experience',
      'motivation',
      'experiments',
    ],
    rows: (await listVolunteerApplicationsMatching(db, q)).map((a) => [
      a.id,
      a.createdAt,
      a.name,
      a.email,
      a.phone,
      a.age,
      a.background,
      a.interests,
      a.availability,
      a.experience,
      a.motivation,
      a.experiments.join('; '),
    ]),
  }),
  'research-proposals': async (db, q) => ({
    header: [...PROPOSAL_COLUMNS],
    rows: (await listResearchProposalsMatching(db, q)).map((p) => PROPOSAL_COLUMNS.map((column) => p[column])),
  }),
  supporters: async (db, q) => ({
    header: ['id', 'createdAt', 'firstName', 'email', 'shareType', 'shareAction', 'linkedinUrl', 'certificationClaimed'],
    rows: (await listSupportersMatching(db, q)).map((s) => [
      s.id,
      s.createdAt,
      s.firstName,
      s.email,
      s.shareType,
      s.shareAction,
      s.linkedinUrl,
      s.certificationClaimed ? 'yes' : 'no',
    ]),
  }),
  payments: async (db, q) => ({
    header: [
      'id',
      'createdAt',
      'firstName',
      'email',
      'membershipType',
      'amount',
      'currency',
      'status',
      'stripePaymentIntentId',
      'refunded',
    ],
    rows: (await listPaymentsMatching(db, q)).map((p) => [
      p.id,
      p.createdAt,
      p.firstName,
      p.email,
      p.membershipType,
      major(p.amount),
      p.currency.toUpperCase(),
      p.status,
      p.stripePaymentIntentId,
      major(p.refundedAmount),
    ]),
  }),
};

/** A CSV download of one kind (docs/decisions/015): the whole table, or the rows the list's search matches. */
export async function exportCsv(
  db: DB,
  kind: ExportKind,
  q: string | undefined,
  now = new Date(),
  filters: ExportFilters = {},
): Promise<{ filename: string; csv: string; rows: number }> {
  const { header, rows } = await EXPORTS[kind](db, q, filters, now);
  const date = now.toISOString().slice(0, 10);
  return { filename: `${kind}-${date}.csv`, csv: toCsv(header, rows), rows: rows.length };
}
