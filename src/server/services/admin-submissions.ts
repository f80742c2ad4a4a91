import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';

/** Contact forms (membership_applications), newest first. */
export async function listMembershipApplications(db: DB): Promise<Row<'membership_applications'>[]> {
  return db.selectFrom('membership_applications').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function deleteMembershipApplication(db: DB, id: number) {
  const result = await db.deleteFrom('membership_applications').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Application not found');
  return { id, deleted: true as const, message: 'Application deleted' };
}

export type AdminSupporter = Omit<Row<'viral_shares'>, 'certificationClaimed'> & { certificationClaimed: boolean };

/** Brain Supporters (viral_shares), with shareAction and linkedinUrl as the admin screen reads them. */
export async function listViralShares(db: DB): Promise<AdminSupporter[]> {
  const rows = await db.selectFrom('viral_shares').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, certificationClaimed: row.certificationClaimed === 1 }));
}

export async function deleteViralShare(db: DB, id: number) {
  const result = await db.deleteFrom('viral_shares').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Supporter not found');
  return { id, deleted: true as const, message: 'Supporter deleted' };
}

export type AdminVolunteerApplication = Omit<Row<'volunteer_applications'>, 'experiments'> & { experiments: string[] };

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/** D15: volunteer applications, newest first. */
export async function listVolunteerApplications(db: DB): Promise<AdminVolunteerApplication[]> {
  const rows = await db.selectFrom('volunteer_applications').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, experiments: parseList(row.experiments) }));
}

export async function deleteVolunteerApplication(db: DB, id: number) {
  const result = await db.deleteFrom('volunteer_applications').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Volunteer application not found');
  return { id, deleted: true as const, message: 'Application deleted' };
}

/** D15: research proposals, newest first. */
export async function listResearchProposals(db: DB): Promise<Row<'research_proposals'>[]> {
  return db.selectFrom('research_proposals').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function deleteResearchProposal(db: DB, id: number) {
  const result = await db.deleteFrom('research_proposals').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Research proposal not found');
  return { id, deleted: true as const, message: 'Proposal deleted' };
}
