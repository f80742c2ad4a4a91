import { homeSections } from '~/server/services/home';
import { publicProcedure, router } from '../trpc';

/** The home page's lists: only what it shows, with the totals its buttons name (docs/decisions/020). */
export const homeRouter = router({
  sections: publicProcedure.query(({ ctx }) => homeSections(ctx.db)),
});
