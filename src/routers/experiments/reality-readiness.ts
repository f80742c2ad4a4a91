import { guessInput } from '../../shared/schemas/reality-readiness';
import { checkGuess, listQuizVideos } from '../../server/services/reality-readiness';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

/** Reality readiness quiz, D12: answers stay on the server. */
export const realityReadinessRouter = router({
  videos: publicProcedure.query(({ ctx }) => listQuizVideos(ctx.db)),
  guess: publicWriteProcedure.input(guessInput).mutation(({ ctx, input }) => checkGuess(ctx.db, input)),
});
