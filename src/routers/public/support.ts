import { supporterInput, supporterRecordedOutput } from '~/shared/schemas/support';
import { recordSupporter } from '~/server/services/support';
import { subscribe } from '~/server/services/dispatch';
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
    .mutation(async ({ ctx, input }) => {
      const recorded = await recordSupporter(ctx.db, input, ctx.events, {
        secrets: ctx.secrets,
        origin: new URL(ctx.config.publicUrl).origin,
      });
      // The box ticked: the same double opt-in as the footer's form, its consent stored as from the support card (docs/decisions/062).
      if (input.dispatch) await subscribe(ctx.db, ctx.mail, { email: input.email, source: 'support', website: input.website });
      return recorded;
    }),
});
