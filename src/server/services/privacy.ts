import { deleteMemberData, memberDataFor } from './members';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { personalDataErasedOutput } from '../../shared/schemas/privacy';
import { fromJsonList } from '../db/columns';
import { type DB, inTransaction } from '../db/database';
import type { Database } from '../db/schema';
import { normaliseEmail } from '../../shared/schemas/fields';

/**
 * People's own data (docs/decisions/029): everything the club holds about one email
 * address, found in every table that holds it, exported as one JSON document, and erased in one
 * transaction. Addresses are compared case-insensitively.
 *
 * Where an address lives: comments.authorEmail, comment_reactions.userEmail,
 * membership_applications.email, volunteer_applications.email, research_proposals.email,
 * viral_shares.email (the Brain Supporters), ego_reports.userEmail, payments.email,
 * mail_outbox (recipient, replyTo, and the text of the club's own notices), admin_audit_log
 * (a failed login's tried address), rate_limits (login throttle keys).
 *
 * Members (src/server/services/members.ts): the record is found and, on erasure, removed; its
 * payments are kept for the accounts without the payer.
 */

type Erased = z.output<typeof personalDataErasedOutput>;

/** What an erased payment keeps in place of its payer (kept for the accounts, docs/decisions/029). */
export const ERASED_EMAIL = 'erased@erased.invalid';
export const ERASED_NAME = 'Erased';
const ERASED_TEXT = '[erased]';

/** `lower(column) = address` (addresses are stored lower-case by the forms, but not promised so for older rows). */
const sameAddress =
  <T extends keyof Database>(column: string, email: string) =>
  (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> =>
    eb(eb.fn('lower', [sql.ref(column)]), '=', email);

/** A LIKE pattern matching the address anywhere in a text, its own % and _ taken literally. */
const containing = (email: string) => `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const containsAddress = (column: string, email: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${containing(email)} escape '\\'`;

/** Everything held about `email`, table by table. */
export async function findPersonalData(db: DB, rawEmail: string) {
  const email = normaliseEmail(rawEmail);
  const [comments, reactions, applications, volunteers, proposals, supporters, egoReports, payments, letters, auditEntries] =
    await Promise.all([
      db.selectFrom('comments').selectAll().where(sameAddress('authorEmail', email)).orderBy('id').execute(),
      db
        .selectFrom('comment_reactions')
        .select(['id', 'commentId', 'reaction', 'userEmail', 'createdAt'])
        .where(sameAddress('userEmail', email))
        .orderBy('id')
        .execute(),
      db.selectFrom('membership_applications').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
      db.selectFrom('volunteer_applications').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
      db.selectFrom('research_proposals').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
      db.selectFrom('viral_shares').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
      db.selectFrom('ego_reports').selectAll().where(sameAddress('userEmail', email)).orderBy('id').execute(),
      db.selectFrom('payments').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
      db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'recipient', 'replyTo', 'subject', 'text', 'status', 'createdAt', 'sentAt'])
        .where((eb) => eb.or([sameAddress('recipient', email)(eb), sameAddress('replyTo', email)(eb), containsAddress('text', email)]))
        .orderBy('id')
        .execute(),
      db
        .selectFrom('admin_audit_log')
        .select(['id', 'kind', 'action', 'adminEmail', 'detail', 'createdAt'])
        .where((eb) => eb.or([sameAddress('adminEmail', email)(eb), containsAddress('detail', email)]))
        .where('adminUserId', 'is', null)
        .orderBy('id')
        .execute(),
    ]);
  return {
    email,
    comments: comments.map((c) => ({ ...c, isApproved: Boolean(c.isApproved) })),
    reactions,
    applications,
    volunteers: volunteers.map((v) => ({ ...v, experiments: fromJsonList(v.experiments) })),
    proposals,
    supporters: supporters.map((s) => ({ ...s, certificationClaimed: Boolean(s.certificationClaimed) })),
    egoReports,
    payments,
    letters,
    auditEntries,
    // The member record (docs/decisions/028): the club's account of a paid membership.
    members: await memberDataFor(db, email).then((member): Record<string, unknown>[] => (member ? [member] : [])),
  };
}

/** How many rows a section holds: what the erasure reports (and audits, without the address). */
export const personalDataCounts = (data: Awaited<ReturnType<typeof findPersonalData>>) => ({
  comments: data.comments.length,
  reactions: data.reactions.length,
  applications: data.applications.length,
  volunteers: data.volunteers.length,
  proposals: data.proposals.length,
  supporters: data.supporters.length,
  egoReports: data.egoReports.length,
  payments: data.payments.length,
  letters: data.letters.length,
  auditEntries: data.auditEntries.length,
  members: data.members.length,
});

/**
 * Erases `email` in one transaction (the caller's, when `db` is one: the audit entry is written
 * in it too). Records that exist only because of the person are deleted (comments with their
 * reactions, reactions, forms, supporter records); shared records lose the address (ego reports);
 * payments are kept for the accounts with name and address replaced; letters to or about the
 * person are deleted; the audit log's mentions (a failed login's tried address, the names of the
 * person's deleted records) are replaced by "[erased]".
 */
export async function erasePersonalData(db: DB, rawEmail: string): Promise<Erased> {
  const email = normaliseEmail(rawEmail);
  return inTransaction(db, async (trx) => {
    const found = await findPersonalData(trx, email);
    const commentIds = found.comments.map((c) => c.id);
    // The audit entries naming the person's own records carry their name in `detail`.
    const namedEntries: [string, number[]][] = [
      ['comment', commentIds],
      ['contact-form', found.applications.map((r) => r.id)],
      ['volunteer-application', found.volunteers.map((r) => r.id)],
      ['research-proposal', found.proposals.map((r) => r.id)],
      ['supporter', found.supporters.map((r) => r.id)],
    ];
    for (const [kind, ids] of namedEntries) {
      if (ids.length === 0) continue;
      await trx.updateTable('admin_audit_log').set({ detail: ERASED_TEXT }).where('kind', '=', kind).where('entityId', 'in', ids).execute();
    }
    await trx
      .updateTable('admin_audit_log')
      .set({ adminEmail: ERASED_TEXT })
      .where('adminUserId', 'is', null)
      .where(sameAddress('adminEmail', email))
      .execute();
    await trx.updateTable('admin_audit_log').set({ detail: ERASED_TEXT }).where(containsAddress('detail', email)).execute();

    await trx.deleteFrom('comment_reactions').where(sameAddress('userEmail', email)).execute();
    // Their comments go, and with them (foreign key cascade) others' reactions to them.
    if (commentIds.length > 0) await trx.deleteFrom('comments').where('id', 'in', commentIds).execute();
    await trx.deleteFrom('membership_applications').where(sameAddress('email', email)).execute();
    await trx.deleteFrom('volunteer_applications').where(sameAddress('email', email)).execute();
    await trx.deleteFrom('research_proposals').where(sameAddress('email', email)).execute();
    await trx.deleteFrom('viral_shares').where(sameAddress('email', email)).execute();
    await trx.updateTable('ego_reports').set({ userEmail: null }).where(sameAddress('userEmail', email)).execute();
    // Kept for the accounts (amount, plan, date, provider reference), without the payer.
    await trx.updateTable('payments').set({ email: ERASED_EMAIL, firstName: ERASED_NAME }).where(sameAddress('email', email)).execute();
    await trx.updateTable('payments').set({ metadata: null }).where(containsAddress('metadata', email)).execute();
    // The member record goes; its payments stay, unlinked and without the payer (above).
    await deleteMemberData(trx, email);
    const letterIds = found.letters.map((l) => l.id);
    if (letterIds.length > 0) await trx.deleteFrom('mail_outbox').where('id', 'in', letterIds).execute();
    // Login throttle counters keyed by the address (short-lived, but held all the same).
    await trx.deleteFrom('rate_limits').where(containsAddress('key', email)).execute();
    return { erased: true as const, counts: personalDataCounts(found) };
  });
}
