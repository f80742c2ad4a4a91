import type { ExportKind } from '~/shared/admin-kinds';
import type { MemberStatus } from '~/shared/members';
import type { MembershipType } from '~/shared/plans';
import type { z } from 'zod';
import { contactFormInput } from '~/shared/schemas/contact';
import { researchProposalInput, volunteerApplicationInput } from '~/shared/schemas/research-forms';
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

/**
 * A column: a field of the row written as it is (a yes/no answer as yes or no, a list as its items
 * joined by '; '), or a header and how its cell is made.
 */
type Column<K extends string, R> = K | readonly [header: string, cell: (row: R) => Cell];

/** A download's header and rows from one list of columns, so each column is named once. */
function table<K extends string, R extends Record<K, Cell | readonly string[]>>(rows: readonly R[], columns: readonly Column<K, R>[]) {
  const cell = (row: R, column: Column<K, R>): Cell => {
    if (typeof column !== 'string') return column[1](row);
    const value: Cell | readonly string[] = row[column];
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    return typeof value === 'object' && value !== null ? value.join('; ') : value;
  };
  return {
    header: columns.map((column) => (typeof column === 'string' ? column : column[0])),
    rows: rows.map((row) => columns.map((column) => cell(row, column))),
  };
}

/** A public form's columns: its id and date, then every answer of the form, in the form's order (the honeypot is no answer). */
const formColumns = <K extends string>(input: z.ZodObject<Record<K | 'website', z.ZodType>>) =>
  ['id', 'createdAt', ...input.keyof().exclude(['website']).options] as const;

const SUPPORTER_COLUMNS = [
  'id',
  'createdAt',
  'firstName',
  'email',
  'shareType',
  'shareAction',
  'linkedinUrl',
  'certificationClaimed',
] as const;
const MEMBER_COLUMNS = ['id', 'email', 'firstName', 'plan', 'status', 'firstJoinedAt', 'periodStart', 'periodEnd', 'payments'] as const;

/** Each kind's columns, read from the admin list's own query. */
const EXPORTS: Record<
  ExportKind,
  (db: DB, q: string | undefined, filters: ExportFilters, now: Date) => Promise<{ header: string[]; rows: Cell[][] }>
> = {
  members: async (db, q, filters, now) => table(await listMembersMatching(db, { q, ...filters }, now), MEMBER_COLUMNS),
  'contact-forms': async (db, q) => table(await listContactFormsMatching(db, q), formColumns(contactFormInput)),
  'volunteer-applications': async (db, q) => table(await listVolunteerApplicationsMatching(db, q), formColumns(volunteerApplicationInput)),
  'research-proposals': async (db, q) => table(await listResearchProposalsMatching(db, q), formColumns(researchProposalInput)),
  supporters: async (db, q) => table(await listSupportersMatching(db, q), SUPPORTER_COLUMNS),
  payments: async (db, q) =>
    table(await listPaymentsMatching(db, q), [
      'id',
      'createdAt',
      'firstName',
      'email',
      'membershipType',
      ['amount', (p) => major(p.amount)],
      ['currency', (p) => p.currency.toUpperCase()],
      'status',
      'stripePaymentIntentId',
      ['refunded', (p) => major(p.refundedAmount)],
    ]),
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
