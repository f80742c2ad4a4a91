import { viralShareInput, viralShareOutput } from '../../shared/schemas/support';
import { recordViralShare } from '../../server/services/support';
import { publicWriteProcedure, router } from '../trpc';

// Viral shares: the support card's register step and share buttons (part 1 section 7, D9).
export const supportRouter = router({
  share: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/viral-share',
        output: viralShareOutput,
        operationId: 'recordViralShare',
        summary: 'Record a supporter and where they shared (certificationClaimed only for linkedin)',
        tags: ['support'],
        status: 201,
      },
    })
    .input(viralShareInput)
    .mutation(({ ctx, input }) => recordViralShare(ctx.db, input)),
});
