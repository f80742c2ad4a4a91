import { idInput } from '../../shared/schemas/fields';
import { acceptInvitationInput, invitationTokenInput } from '../../shared/schemas/admin-auth';
import { staffInviteInput, staffRoleInput } from '../../shared/schemas/staff';
import { auditActor } from '../../server/services/audit-log';
import {
  acceptInvitation,
  changeStaffRole,
  inviteStaff,
  listStaff,
  readInvitation,
  removeStaff,
  revokeInvitation,
  staffMe,
} from '../../server/services/staff';
import { adminEntryProcedure, ownerProcedure, router, staffProcedure } from '../trpc';

// Staff with roles (docs/decisions/027). The Staff tab is the Owners'; `me` tells the panel which
// tabs to show; the invitation page's two procedures are open (the link's token is the key) behind
// the admin door's Origin rule, like the login.
// Entries are written where the work is done (the services, or by hand here); `recordedBy: 'service'` says so (docs/decisions/025).
export const adminStaffRouter = router({
  me: staffProcedure.query(({ ctx }) => staffMe(ctx.db, ctx.session.adminUserId)),
  list: ownerProcedure.query(({ ctx }) => listStaff(ctx.db)),
  invite: ownerProcedure
    .meta({ audit: { kind: 'staff', action: 'invite', recordedBy: 'service' } })
    .input(staffInviteInput)
    .mutation(({ ctx, input }) => inviteStaff(ctx.db, ctx.mail, auditActor(ctx.session, ctx.client.ip), input)),
  revokeInvitation: ownerProcedure
    .meta({ audit: { kind: 'staff', action: 'revoke-invitation', recordedBy: 'service' } })
    .input(idInput)
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, auditActor(ctx.session, ctx.client.ip), input.id)),
  changeRole: ownerProcedure
    .meta({ audit: { kind: 'staff', action: 'change-role', recordedBy: 'service' } })
    .input(staffRoleInput)
    .mutation(({ ctx, input }) => changeStaffRole(ctx.db, auditActor(ctx.session, ctx.client.ip), input)),
  remove: ownerProcedure
    .meta({ audit: { kind: 'staff', action: 'remove', recordedBy: 'service' } })
    .input(idInput)
    .mutation(({ ctx, input }) => removeStaff(ctx.db, auditActor(ctx.session, ctx.client.ip), input.id)),
  invitation: adminEntryProcedure.input(invitationTokenInput).query(({ ctx, input }) => readInvitation(ctx.db, input.token)),
  acceptInvitation: adminEntryProcedure
    .meta({ audit: { kind: 'staff', action: 'accept-invitation', recordedBy: 'service' } })
    .input(acceptInvitationInput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.db, input, ctx.client.ip)),
});
