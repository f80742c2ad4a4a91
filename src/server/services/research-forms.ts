import type { z } from 'zod';
import { isBot } from '../../shared/schemas/fields';
import type { researchProposalInput, volunteerApplicationInput } from '../../shared/schemas/research-forms';
import { type DB, inTransaction } from '../db/database';
import type { Row } from '../db/schema';
import { deleteById } from '../db/crud';
import { fromJsonList, toJsonList } from '../db/columns';
import { type MailDeps, proposalMails, queueMail, volunteerMails } from './mail';

type FormReceipt = { id: number | null; message: string };

/** D15: volunteer applications are stored for the admin panel; the acknowledgement is queued with the row. */
export async function submitVolunteerApplication(
  db: DB,
  input: z.output<typeof volunteerApplicationInput>,
  mail: MailDeps,
): Promise<FormReceipt> {
  const message = "We'll contact you within 48 hours to discuss your participation in our research.";
  if (isBot(input)) return { id: null, message };
  const values = {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone ?? null,
    age: input.age ?? null,
    background: input.background ?? null,
    interests: input.interests ?? null,
    availability: input.availability ?? null,
    experience: input.experience ?? null,
    motivation: input.motivation,
    experiments: toJsonList(input.experiments),
    createdAt: new Date().toISOString(),
  };
  const id = await inTransaction(db, async (trx) => {
    const row = await trx.insertInto('volunteer_applications').values(values).returning('id').executeTakeFirstOrThrow();
    await queueMail(trx, mail, volunteerMails(mail.settings, { id: row.id, ...values, experiments: input.experiments }));
    return row.id;
  });
  mail.notify();
  return { id, message };
}

/** D15: research proposals are stored for the admin panel; the acknowledgement is queued with the row. */
export async function submitResearchProposal(
  db: DB,
  input: z.output<typeof researchProposalInput>,
  mail: MailDeps,
): Promise<FormReceipt> {
  const message = 'Your proposal will be reviewed by our Research Committee within 5-7 business days.';
  if (isBot(input)) return { id: null, message };
  const values = {
    name: input.name,
    email: input.email.toLowerCase(),
    affiliation: input.affiliation ?? null,
    title: input.title,
    category: input.category,
    description: input.description,
    objectives: input.objectives,
    methodology: input.methodology,
    duration: input.duration ?? null,
    participants: input.participants ?? null,
    resources: input.resources ?? null,
    ethics: input.ethics,
    significance: input.significance,
    collaboration: input.collaboration ?? null,
    createdAt: new Date().toISOString(),
  };
  const id = await inTransaction(db, async (trx) => {
    const row = await trx.insertInto('research_proposals').values(values).returning('id').executeTakeFirstOrThrow();
    await queueMail(trx, mail, proposalMails(mail.settings, { id: row.id, ...values }));
    return row.id;
  });
  mail.notify();
  return { id, message };
}

type AdminVolunteerApplication = Omit<Row<'volunteer_applications'>, 'experiments'> & { experiments: string[] };

/** D15: volunteer applications, newest first. */
export async function listVolunteerApplications(db: DB): Promise<AdminVolunteerApplication[]> {
  const rows = await db.selectFrom('volunteer_applications').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, experiments: fromJsonList(row.experiments) }));
}

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
