import { getLatestContent } from '../../server/services/latest-content';
import { publicProcedure, router } from '../trpc';

// Latest content, D14: the newest of exhibitions, recognition, shame and arsenal.
export const latestContentRouter = router({
  get: publicProcedure.query(({ ctx }) => getLatestContent(ctx.db)),
});
