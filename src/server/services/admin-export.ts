import type { ExportKind } from '../../shared/admin-kinds';
import type { DB } from '../db/database';
import { listContactFormsMatching } from './contact';
import { toCsv } from './csv';
import { listPaymentsMatching } from './payments';
import { listResearchProposalsMatching, listVolunteerApplicationsMatching } from './research-forms';
import { listSupportersMatching } from './support';

type Cell = string | number | boolean | null;

/** Pence as pounds with two decimals (a number, so a spreadsheet sums it). */
const major = (minor: number) => Number((minor / 100).toFixed(2));

/** Each kind's columns: a header and the cells of one row, read from the admin list's own query. */
const EXPORTS: Record<ExportKind, (db: DB, q?: string) => Promise<{ header: string[]; rows: Cell[][] }>> = {
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
    header: [
      'id',
      'createdAt',
      'name',
      'email',
      'affiliation',
      'title',
      'category',
      'description',
      'objectives',
      'methodology',
      'duration',
      'participants',
      'resources',
      'ethics',
      'significance',
      'collaboration',
    ],
    rows: (await listResearchProposalsMatching(db, q)).map((p) => [
      p.id,
      p.createdAt,
      p.name,
      p.email,
      p.affiliation,
      p.title,
      p.category,
      p.description,
      p.objectives,
      p.methodology,
      p.duration,
      p.participants,
      p.resources,
      p.ethics,
      p.significance,
      p.collaboration,
    ]),
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
    header: ['id', 'createdAt', 'firstName', 'email', 'membershipType', 'amount', 'currency', 'status', 'stripePaymentIntentId'],
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
    ]),
  }),
};

/** A CSV download of one kind (docs/decisions/015): the whole table, or the rows the list's search matches. */
export async function exportCsv(
  db: DB,
  kind: ExportKind,
  q: string | undefined,
  now = new Date(),
): Promise<{ filename: string; csv: string; rows: number }> {
  const { header, rows } = await EXPORTS[kind](db, q);
  const date = now.toISOString().slice(0, 10);
  return { filename: `${kind}-${date}.csv`, csv: toCsv(header, rows), rows: rows.length };
}
