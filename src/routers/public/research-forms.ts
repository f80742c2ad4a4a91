import { receiptOutput } from '~/shared/schemas/answers';
import { researchProposalInput, volunteerApplicationInput } from '~/shared/schemas/research-forms';
import { submitResearchProposal, submitVolunteerApplication } from '~/server/services/research-forms';
import { publicWriteProcedure, router } from '../trpc';

/** Volunteer applications and research proposals, stored per D15 (part 2 section 7). */
export const researchFormsRouter = router({
  volunteer: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/volunteer-application',
        output: receiptOutput,
        operationId: 'submitVolunteerApplication',
        summary: 'Apply as a research volunteer',
        tags: ['research'],
        status: 201,
      },
    })
    .input(volunteerApplicationInput)
    .mutation(({ ctx, input }) => submitVolunteerApplication(ctx.db, input, ctx.mail, ctx.events)),
  proposal: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/research-proposal',
        output: receiptOutput,
        operationId: 'submitResearchProposal',
        summary: 'Submit a research proposal',
        tags: ['research'],
        status: 201,
      },
    })
    .input(researchProposalInput)
    .mutation(({ ctx, input }) => submitResearchProposal(ctx.db, input, ctx.mail, ctx.events)),
});
