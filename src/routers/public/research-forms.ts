import { researchProposalInput, volunteerApplicationInput } from '../../shared/schemas/research-forms';
import { submitResearchProposal, submitVolunteerApplication } from '../../server/services/research-forms';
import { publicWriteProcedure, router } from '../trpc';

/** Volunteer applications and research proposals, stored per D15. */
export const researchFormsRouter = router({
  volunteer: publicWriteProcedure
    .input(volunteerApplicationInput)
    .mutation(({ ctx, input }) => submitVolunteerApplication(ctx.db, input, ctx.mail)),
  proposal: publicWriteProcedure.input(researchProposalInput).mutation(({ ctx, input }) => submitResearchProposal(ctx.db, input, ctx.mail)),
});
