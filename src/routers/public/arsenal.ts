import { idInput } from '../../shared/schemas/fields';
import { getArsenalItem, listArsenal, listArsenalPublicPage } from '../../server/services/arsenal';
import { arsenalPageInput } from '../../shared/schemas/public-lists';
import { publicProcedure, router } from '../trpc';

/** Brain Arsenal: free resources, featured first (D13). */
export const arsenalRouter = router({
  list: publicProcedure.query(({ ctx }) => listArsenal(ctx.db)),
  /** One page of the public list (issue 22). */
  page: publicProcedure.input(arsenalPageInput).query(({ ctx, input }) => listArsenalPublicPage(ctx.db, input)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getArsenalItem(ctx.db, input.id)),
});
