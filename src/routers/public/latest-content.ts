import { latestContentOutput } from '~/shared/schemas/latest-content';
import { getLatestContent } from '~/server/services/latest-content';
import { publicProcedure, router } from '../trpc';

// Latest content, D14: the newest of exhibitions, recognition, shame and arsenal (the home page's card).
export const latestContentRouter = router({
  get: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/latest-content',
        output: latestContentOutput,
        operationId: 'getLatestContent',
        summary: 'The newest item across exhibitions, recognition, shame and arsenal (D14)',
        tags: ['showcase'],
      },
    })
    .query(({ ctx }) => getLatestContent(ctx.db)),
});
