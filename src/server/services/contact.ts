import type { z } from 'zod';
import { isBot } from '../../shared/schemas/fields';
import type { membershipApplicationInput } from '../../shared/schemas/contact';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { deleteById } from '../db/crud';

/** Stores a contact / fellowship application from the home page (the admin panel lists them). */
export async function submitMembershipApplication(
  db: DB,
  input: z.output<typeof membershipApplicationInput>,
): Promise<{ id: number | null; message: string }> {
  const message = 'Your fellowship application has been received. We shall review it with the utmost care.';
  if (isBot(input)) return { id: null, message };
  const row = await db
    .insertInto('membership_applications')
    .values({
      firstName: input.firstName,
      email: input.email.toLowerCase(),
      subject: input.subject,
      message: input.message,
      membershipType: input.membershipType,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, message };
}

/** Contact forms (membership_applications), newest first. */
export async function listMembershipApplications(db: DB): Promise<Row<'membership_applications'>[]> {
  return db.selectFrom('membership_applications').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function deleteMembershipApplication(db: DB, id: number) {
  await deleteById(db, 'membership_applications', id, 'Application not found');
  return { id, deleted: true as const, message: 'Application deleted' };
}
