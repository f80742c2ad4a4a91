/** Staff roles and invitations (docs/decisions/027): the Staff tab's inputs (the invitation page's are in admin-auth.ts). */
import { z } from 'zod';
import { emailField, idField } from './fields';
import { STAFF_ROLES } from '../staff';

const roleField = z.enum(STAFF_ROLES, { error: 'Role must be owner, editor or moderator' });

export const staffInviteInput = z.object({ email: emailField('Email'), role: roleField });

export const staffRoleInput = z.object({ id: idField(), role: roleField });
