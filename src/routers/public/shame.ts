import { idInput } from '../../shared/schemas/fields';
import { getShame, listShame, listShamePublicPage } from '../../server/services/shame';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { publicProcedure, router } from '../trpc';

// Hall of Shame.
export const shameRouter = router({
  list: publicProcedure.query(({ ctx }) => listShame(ctx.db)),
  /** One page of the public list (issue 22). */
  page: publicProcedure.input(publicPageInput).query(({ ctx, input }) => listShamePublicPage(ctx.db, input)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getShame(ctx.db, input.id)),
});
