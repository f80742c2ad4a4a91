import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { acceptInvitationInput } from '~/shared/schemas/admin-auth';
import type { staffInviteInput, staffRoleInput } from '~/shared/schemas/staff';
import { INVITATION_HOURS, mayUse, ROLE_LABELS, STAFF_ROLES, type StaffAccess, type StaffRole } from '~/shared/staff';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { type DB, dialectOf, inTransaction } from '../db/database';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { type MailDeps, queueMail, staffInvitationMail } from './mail';
import { type AuditActor, recordAudit } from './audit-log';
import { normaliseEmail } from '~/shared/schemas/fields';

/**
 * Staff with roles and invitations (docs/decisions/027). Every change is written with its audit
 * entry in one transaction; the club is never left without an Owner.
 */

type Actor = AuditActor;

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** The staff member's role now (the role check reads it on every admin call), or null when they are gone. */
export async function staffRoleOf(db: DB, adminUserId: number): Promise<StaffRole | null> {
  const row = await db.selectFrom('admin_users').select('role').where('id', '=', adminUserId).executeTakeFirst();
  return row && isRole(row.role) ? row.role : null;
}

/** Who is signed in: the panel shows the tabs of this role. */
export async function staffMe(db: DB, adminUserId: number): Promise<{ id: number; email: string; name: string | null; role: StaffRole }> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'name', 'role'])
    .where('id', '=', adminUserId)
    .executeTakeFirstOrThrow();
  return row;
}

/** The Staff tab: every staff member, and the invitations not yet accepted (expired ones marked). */
export async function listStaff(db: DB, now = new Date()) {
  const members = await db.selectFrom('admin_users').select(['id', 'email', 'name', 'role', 'createdAt']).orderBy('id').execute();
  const invitations = await db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'invitedBy', 'createdAt', 'expiresAt'])
    .where('acceptedAt', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return { members, invitations: invitations.map((i) => ({ ...i, expired: i.expiresAt <= now.toISOString() })) };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An Owner invites someone by email: a single-use link valid for INVITATION_HOURS, sent through the
 * outbox in the same transaction. A new invitation for the same address replaces an older one.
 */
export async function inviteStaff(db: DB, mail: MailDeps, actor: Actor, input: z.output<typeof staffInviteInput>) {
  const email = normaliseEmail(input.email);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000).toISOString();
  const invitation = await inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) throw conflict('This address belongs to a staff member already');
    await trx.deleteFrom('staff_invitations').where('email', '=', email).where('acceptedAt', 'is', null).execute();
    const row = await trx
      .insertInto('staff_invitations')
      .values({
        email,
        role: input.role,
        tokenHash: tokenHash(token),
        invitedBy: actor.email,
        expiresAt,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueMail(trx, mail, [
      staffInvitationMail(mail.settings, {
        id: row.id,
        email,
        roleLabel: ROLE_LABELS[input.role],
        invitedBy: actor.email,
        token,
        expiresAt,
      }),
    ]);
    await recordAudit(trx, actor, { kind: 'staff', action: 'invite', entityId: row.id, detail: `${email} as ${ROLE_LABELS[input.role]}` });
    return { id: row.id, email, role: input.role, expiresAt };
  });
  mail.notify();
  return { ...invitation, message: `Invitation sent to ${email}` };
}

/** An Owner withdraws an invitation not yet accepted. */
export async function revokeInvitation(db: DB, actor: Actor, id: number) {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .deleteFrom('staff_invitations')
      .where('id', '=', id)
      .where('acceptedAt', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (!row) throw notFound('Invitation not found');
    await recordAudit(trx, actor, { kind: 'staff', action: 'revoke-invitation', entityId: id, detail: row.email });
    return { id, message: 'Invitation withdrawn' };
  });
}

const INVALID_LINK = 'This invitation link is not valid, or it has been used already';
const EXPIRED_LINK = 'This invitation has expired: ask an Owner for a new one';

async function openInvitation(db: DB, token: string, now: Date) {
  const row = await db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'expiresAt'])
    .where('tokenHash', '=', tokenHash(token))
    .where('acceptedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(INVALID_LINK);
  if (row.expiresAt <= now.toISOString()) throw conflict(EXPIRED_LINK);
  return row;
}

/** What the invitation page shows before the invitee chooses a name and password. */
export async function readInvitation(db: DB, token: string, now = new Date()) {
  const row = await openInvitation(db, token, now);
  return { email: row.email, role: row.role, roleLabel: ROLE_LABELS[row.role], expiresAt: row.expiresAt };
}

/**
 * The invitee sets a name and password: the account is made with the invitation's role. The link
 * works once, even when two requests race (the conditional update lets one win). The invitee then
 * signs in through the ordinary login.
 */
export async function acceptInvitation(db: DB, input: z.output<typeof acceptInvitationInput>, ip: string, now = new Date()) {
  const opened = await openInvitation(db, input.token, now);
  // The one rule for every staff password (docs/decisions/038); a refusal spends nothing.
  const problem = await passwordProblem(input.password, [opened.email]);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const invitation = await openInvitation(trx, input.token, now);
    const claimed = await trx
      .updateTable('staff_invitations')
      .set({ acceptedAt: now.toISOString() })
      .where('id', '=', invitation.id)
      .where('acceptedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw notFound(INVALID_LINK);
    const taken = await trx.selectFrom('admin_users').select('id').where('email', '=', invitation.email).executeTakeFirst();
    if (taken) throw conflict('This address belongs to a staff member already');
    const user = await trx
      .insertInto('admin_users')
      .values({ email: invitation.email, passwordHash, role: invitation.role, name: input.name, createdAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { adminUserId: user.id, email: invitation.email, ip },
      { kind: 'staff', action: 'accept-invitation', entityId: user.id, detail: `${input.name} as ${ROLE_LABELS[invitation.role]}` },
    );
    return { email: invitation.email, role: invitation.role, message: 'Welcome to the staff. Please sign in.' };
  });
}

const LAST_OWNER = 'The club must keep at least one Owner: make someone else an Owner first';

/**
 * The Owners, locked until the transaction ends on PostgreSQL: two Owners demoting each other at
 * once queue here, and the second sees the first's change (SQLite runs one write transaction at a time).
 */
async function ownersLocked(trx: DB): Promise<number[]> {
  let query = trx.selectFrom('admin_users').select('id').where('role', '=', 'owner').orderBy('id');
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((r) => r.id);
}

async function staffMember(trx: DB, id: number) {
  const row = await trx.selectFrom('admin_users').select(['id', 'email', 'role']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Staff member not found');
  return row;
}

/** An Owner changes someone's role; the last Owner cannot be demoted. Takes effect on their next call. */
export async function changeStaffRole(db: DB, actor: Actor, input: z.output<typeof staffRoleInput>) {
  return inTransaction(db, async (trx) => {
    const owners = await ownersLocked(trx);
    const member = await staffMember(trx, input.id);
    if (member.role === 'owner' && input.role !== 'owner' && owners.filter((id) => id !== member.id).length === 0) {
      throw conflict(LAST_OWNER);
    }
    await trx.updateTable('admin_users').set({ role: input.role }).where('id', '=', member.id).execute();
    await recordAudit(trx, actor, {
      kind: 'staff',
      action: 'change-role',
      entityId: member.id,
      detail: `${member.email}: ${ROLE_LABELS[member.role]} to ${ROLE_LABELS[input.role]}`,
    });
    return { id: member.id, role: input.role, message: 'Role changed' };
  });
}

/** An Owner removes a staff member (their sessions end with them); the last Owner cannot be removed. */
export async function removeStaff(db: DB, actor: Actor, id: number) {
  return inTransaction(db, async (trx) => {
    const owners = await ownersLocked(trx);
    const member = await staffMember(trx, id);
    if (member.role === 'owner' && owners.filter((o) => o !== member.id).length === 0) throw conflict(LAST_OWNER);
    await trx.deleteFrom('admin_sessions').where('adminUserId', '=', id).execute();
    await trx.deleteFrom('admin_users').where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      kind: 'staff',
      action: 'remove',
      entityId: id,
      detail: `${member.email} (${ROLE_LABELS[member.role]})`,
    });
    return { id, deleted: true as const, message: 'Staff member removed' };
  });
}

/**
 * The role check of the routes that are not tRPC procedures (the uploads, the CSV downloads): the
 * same declaration (src/shared/staff.ts) and the same answers as the procedure kinds (403).
 */
export async function assertStaffAccess(db: DB, adminUserId: number, access: StaffAccess): Promise<void> {
  const role = await staffRoleOf(db, adminUserId);
  if (!role) throw forbidden('This staff account no longer exists');
  if (!mayUse(role, access)) throw forbidden('Your role does not allow this');
}
