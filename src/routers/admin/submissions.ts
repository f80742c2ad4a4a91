import { idInput } from '../../shared/schemas/fields';
import { deleteMembershipApplication, listMembershipApplications } from '../../server/services/contact';
import {
  deleteResearchProposal,
  deleteVolunteerApplication,
  listResearchProposals,
  listVolunteerApplications,
} from '../../server/services/research-forms';
import { deleteViralShare, listViralShares } from '../../server/services/support';
import { adminProcedure, router } from '../trpc';

// Contact forms, Brain Supporters, and the volunteer and research forms (D15).
export const adminSubmissionsRouter = router({
  membershipApplications: adminProcedure.query(({ ctx }) => listMembershipApplications(ctx.db)),
  deleteMembershipApplication: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteMembershipApplication(ctx.db, input.id)),
  viralShares: adminProcedure.query(({ ctx }) => listViralShares(ctx.db)),
  deleteViralShare: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteViralShare(ctx.db, input.id)),
  volunteerApplications: adminProcedure.query(({ ctx }) => listVolunteerApplications(ctx.db)),
  deleteVolunteerApplication: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteVolunteerApplication(ctx.db, input.id)),
  researchProposals: adminProcedure.query(({ ctx }) => listResearchProposals(ctx.db)),
  deleteResearchProposal: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteResearchProposal(ctx.db, input.id)),
});
