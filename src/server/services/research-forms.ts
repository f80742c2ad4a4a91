import type { z } from 'zod';
import type { researchProposalInput, volunteerApplicationInput } from '~/shared/schemas/research-forms';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { deleteById, newestFirstMatching, newestFirstPage } from '../db/crud';
import type { Page } from '../db/pagination';
import { asSent, fromJsonList, givenOrNull, toJsonList } from '../db/columns';
import { proposalMails, volunteerMails } from './mail';
import { formReceiver } from './form-receipt';
import { normaliseEmail } from '~/shared/schemas/fields';

/** D15: volunteer applications are stored for the admin panel; the acknowledgement is queued with the row. */
export const submitVolunteerApplication = formReceiver({
  message: "We'll contact you within 48 hours to discuss your participation in our research.",
  event: { kind: 'application', form: 'volunteer' },
  values: (input: z.output<typeof volunteerApplicationInput>) => ({
    ...asSent(input, ['name', 'motivation']),
    email: normaliseEmail(input.email),
    ...givenOrNull(input, ['phone', 'age', 'background', 'interests', 'availability', 'experience']),
    experiments: toJsonList(input.experiments),
  }),
  insert: (trx, values) => trx.insertInto('volunteer_applications').values(values).returning('id').executeTakeFirstOrThrow(),
  letters: (settings, row, input) => volunteerMails(settings, { ...row, experiments: input.experiments }),
});

/** D15: research proposals are stored for the admin panel; the acknowledgement is queued with the row. */
export const submitResearchProposal = formReceiver({
  message: 'Your proposal will be reviewed by our Research Committee within 5-7 business days.',
  event: { kind: 'application', form: 'research_proposal' },
  values: (input: z.output<typeof researchProposalInput>) => ({
    ...asSent(input, ['name', 'title', 'category', 'description', 'objectives', 'methodology', 'ethics', 'significance']),
    email: normaliseEmail(input.email),
    ...givenOrNull(input, ['affiliation', 'duration', 'participants', 'resources', 'collaboration']),
  }),
  insert: (trx, values) => trx.insertInto('research_proposals').values(values).returning('id').executeTakeFirstOrThrow(),
  letters: proposalMails,
});

type AdminVolunteerApplication = Omit<Row<'volunteer_applications'>, 'experiments'> & { experiments: string[] };

const toVolunteer = (row: Row<'volunteer_applications'>): AdminVolunteerApplication => ({
  ...row,
  experiments: fromJsonList(row.experiments),
});
const volunteerSearch = ['name', 'email', 'motivation', 'background', 'interests', 'experience', 'availability'] as const;
const proposalSearch = ['name', 'email', 'title', 'affiliation', 'category', 'description'] as const;

/** D15: volunteer applications, newest first. */
export async function listVolunteerApplications(db: DB): Promise<AdminVolunteerApplication[]> {
  const rows = await db.selectFrom('volunteer_applications').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toVolunteer);
}

/** A page of the volunteer applications (docs/decisions/015), searched on name, email and the free-text answers. */
export async function listVolunteerApplicationsPage(
  db: DB,
  query: { page?: number; q?: string },
): Promise<Page<AdminVolunteerApplication>> {
  const page = await newestFirstPage(db, 'volunteer_applications', volunteerSearch, query);
  return { ...page, items: page.items.map(toVolunteer) };
}

/** Every volunteer application matching a search, newest first: the CSV export. */
export async function listVolunteerApplicationsMatching(db: DB, q?: string): Promise<AdminVolunteerApplication[]> {
  return (await newestFirstMatching(db, 'volunteer_applications', volunteerSearch, q)).map(toVolunteer);
}

/** A page of the research proposals (docs/decisions/015), searched on name, email, title, affiliation, category and description. */
export const listResearchProposalsPage = (db: DB, query: { page?: number; q?: string }) =>
  newestFirstPage(db, 'research_proposals', proposalSearch, query);

/** Every research proposal matching a search, newest first: the CSV export. */
export const listResearchProposalsMatching = (db: DB, q?: string) => newestFirstMatching(db, 'research_proposals', proposalSearch, q);

export async function deleteVolunteerApplication(db: DB, id: number) {
  await deleteById(db, 'volunteer_applications', id, 'Volunteer application not found');
  return { id, deleted: true as const, message: 'Application deleted' };
}

/** D15: research proposals, newest first. */
export async function listResearchProposals(db: DB): Promise<Row<'research_proposals'>[]> {
  return db.selectFrom('research_proposals').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function deleteResearchProposal(db: DB, id: number) {
  await deleteById(db, 'research_proposals', id, 'Research proposal not found');
  return { id, deleted: true as const, message: 'Proposal deleted' };
}
