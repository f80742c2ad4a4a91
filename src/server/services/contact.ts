import type { z } from 'zod';
import type { contactFormInput } from '~/shared/schemas/contact';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { deleteById, newestFirstMatching, newestFirstPage } from '../db/crud';
import { contactMails } from './mail';
import { formReceiver } from './form-receipt';
import { normaliseEmail } from '~/shared/schemas/fields';

/**
 * Stores a contact / fellowship application from the home page (the admin panel lists them) and
 * queues its acknowledgement (and the club's notice) in the same transaction.
 */
export const submitContactForm = formReceiver({
  message: 'Your fellowship application has been received. We shall review it with the utmost care.',
  event: { kind: 'application', form: 'membership' },
  values: (input: z.output<typeof contactFormInput>) => ({
    firstName: input.firstName,
    email: normaliseEmail(input.email),
    subject: input.subject,
    message: input.message,
    membershipType: input.membershipType,
  }),
  insert: (trx, values) => trx.insertInto('membership_applications').values(values).returning('id').executeTakeFirstOrThrow(),
  letters: contactMails,
});

const contactSearch = ['firstName', 'email', 'subject', 'message', 'membershipType'] as const;

/** A page of the contact forms (docs/decisions/015), newest first, searched on name, email, subject, message and plan. */
export const listContactFormsPage = (db: DB, query: { page?: number; q?: string }) =>
  newestFirstPage(db, 'membership_applications', contactSearch, query);

/** Every contact form matching a search (or all of them), newest first: the CSV export. */
export const listContactFormsMatching = (db: DB, q?: string) => newestFirstMatching(db, 'membership_applications', contactSearch, q);

/** Contact forms (membership_applications), newest first. */
export async function listContactForms(db: DB): Promise<Row<'membership_applications'>[]> {
  return db.selectFrom('membership_applications').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function deleteContactForm(db: DB, id: number) {
  await deleteById(db, 'membership_applications', id, 'Application not found');
  return { id, deleted: true as const, message: 'Application deleted' };
}
