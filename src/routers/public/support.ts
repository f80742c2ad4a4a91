import { supporterInput, supporterRecordedOutput } from '~/shared/schemas/support';
import { recordSupporter } from '~/server/services/support';
import { publicWriteProcedure, router } from '../trpc';

// Supporters (stored in the spec's viral_shares table): the support card's register step and share buttons (part 1 section 7, D9).
export const supportRouter = router({
  share: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/viral-share',
        output: supporterRecordedOutput,
        operationId: 'recordViralShare',
        summary: 'Record a supporter and where they shared (certificationClaimed only for linkedin)',
        tags: ['support'],
        status: 201,
      },
    })
    .input(supporterInput)
    .mutation(({ ctx, input }) =>
      recordSupporter(ctx.db, input, ctx.events, { secrets: ctx.secrets, origin: new URL(ctx.config.publicUrl).origin }),
    ),
});
