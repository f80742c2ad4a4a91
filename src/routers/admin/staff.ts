import type { AuditAction } from '~/shared/audit-log';
import { acceptInvitationInput, invitationTokenInput } from '~/shared/schemas/admin-auth';
import { staffInviteInput, staffRoleInput } from '~/shared/schemas/staff';
import {
  acceptInvitation,
  changeStaffRole,
  inviteStaff,
  listStaff,
  readInvitation,
  removeStaff,
  revokeInvitation,
  staffMe,
} from '~/server/services/staff';
import { serviceAudit } from '../meta';
import { adminEntryProcedure, ownerProcedure, recordedById, recordedByService, router, staffProcedure } from '../trpc';

// Staff with roles (docs/decisions/027). The Staff tab is the Owners'; `me` tells the panel which
// tabs to show; the invitation page's two procedures are open (the link's token is the key) behind
// the admin door's Origin rule, like the login.
// Entries are written by the services (docs/decisions/025).
const staff = (action: AuditAction) => recordedByService(ownerProcedure, 'staff', action);

export const adminStaffRouter = router({
  me: staffProcedure.query(({ ctx }) => staffMe(ctx.db, ctx.session.adminUserId)),
  list: ownerProcedure.query(({ ctx }) => listStaff(ctx.db)),
  invite: staff('invite')
    .input(staffInviteInput)
    .mutation(({ ctx, input }) => inviteStaff(ctx.db, ctx.mail, ctx.actor, input)),
  revokeInvitation: recordedById(staff('revoke-invitation'), revokeInvitation),
  changeRole: staff('change-role')
    .input(staffRoleInput)
    .mutation(({ ctx, input }) => changeStaffRole(ctx.db, ctx.actor, input)),
  remove: recordedById(staff('remove'), removeStaff),
  invitation: adminEntryProcedure.input(invitationTokenInput).query(({ ctx, input }) => readInvitation(ctx.db, input.token)),
  acceptInvitation: adminEntryProcedure
    .meta(serviceAudit('staff', 'accept-invitation'))
    .input(acceptInvitationInput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.db, input, ctx.client.ip)),
});
