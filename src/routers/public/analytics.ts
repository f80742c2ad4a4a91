import { pageViewInput } from '~/shared/schemas/analytics';
import { recordPageView } from '~/server/services/analytics';
import { publicProcedure, router } from '../trpc';

export const analyticsRouter = router({
  // Not a form write: every route change sends one; the service caps a runaway client.
  recordView: publicProcedure.input(pageViewInput).mutation(({ ctx, input }) => recordPageView(ctx, input)),
});
