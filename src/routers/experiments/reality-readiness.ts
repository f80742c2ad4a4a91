import { z } from 'zod';
import { guessInput, guessOutput, quizVideoOutput } from '~/shared/schemas/reality-readiness';
import { checkGuess, listQuizVideos } from '~/server/services/reality-readiness';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

/**
 * Reality readiness quiz, D12 (part 2 section 7): answers stay on the server. The admin's list and
 * delete are in admin/videos.ts; the multipart upload is a plain route in src/server/rest/uploads.ts.
 */
export const realityReadinessRouter = router({
  videos: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/experiments/reality-readiness/videos',
        output: z.array(quizVideoOutput),
        operationId: 'listQuizVideos',
        summary: 'Quiz videos in order (id, title, videoUrl; never the answer)',
        tags: ['experiments'],
      },
    })
    .query(({ ctx }) => listQuizVideos(ctx.db)),
  guess: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/experiments/reality-readiness/guess',
        output: guessOutput,
        operationId: 'checkGuess',
        summary: 'Check a guess (true = AI-generated) on the server',
        description: '404 "Video not found" when there is no such video.',
        tags: ['experiments'],
        errors: [404],
      },
    })
    .input(guessInput)
    .mutation(({ ctx, input }) => checkGuess(ctx.db, input)),
});
