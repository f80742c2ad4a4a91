/** Staff roles and invitations (docs/decisions/027): the Staff tab's inputs and the invitation page's. */
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN } from './admin-auth';
import { emailField, idField, nameField } from './fields';
import { STAFF_ROLES } from '../staff';

const roleField = z.enum(STAFF_ROLES, { error: 'Role must be owner, editor or moderator' });

export const staffInviteInput = z.object({ email: emailField('Email'), role: roleField });

export const staffRoleInput = z.object({ id: idField(), role: roleField });

/** The token of an invitation link: 32 random bytes, base64url. */
const tokenField = z
  .string({ error: 'The invitation link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The invitation link is incomplete or mistyped');

export const invitationTokenInput = z.object({ token: tokenField });

export const acceptInvitationInput = z.object({
  token: tokenField,
  name: nameField('Name'),
  password: z
    .string({ error: 'Password is required' })
    .min(ADMIN_PASSWORD_MIN, `Password must be at least ${ADMIN_PASSWORD_MIN} characters`)
    .max(1024, 'Password must be at most 1,024 characters'),
});
