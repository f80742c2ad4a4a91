import { memberCardCheckInput, memberCardCheckOutput } from '~/shared/schemas/member-card';
import { verifyMemberCard } from '~/server/services/member-card';
import { publicProcedure, router } from '../trpc';

// The membership card's check (docs/decisions/055): whoever holds a card (a doorkeeper scanning its
// QR code) learns "valid until DATE" or "not valid", and nothing about the holder.
export const memberCardRouter = router({
  verify: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/member-cards/{token}',
        output: memberCardCheckOutput,
        operationId: 'verifyMemberCard',
        summary: 'Check a membership card: valid until a date, or not valid',
        description:
          '200 with valid true and the end of the membership, or valid false for a lapsed or refunded one; ' +
          '404 for a token the Club did not issue (made up or altered). Never cached: a membership lapses by the clock.',
        tags: ['members'],
        errors: [404],
      },
    })
    .input(memberCardCheckInput)
    .query(({ ctx, input }) => {
      // Validity changes with the clock, not only with a write: never kept by the read cache or a browser.
      ctx.setResponseHeader('cache-control', 'no-store');
      return verifyMemberCard(ctx.db, ctx.secrets, input.token, ctx.now());
    }),
});
