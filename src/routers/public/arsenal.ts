import { idInput } from '../../shared/schemas/fields';
import { getArsenalItem, listArsenal } from '../../server/services/arsenal';
import { publicProcedure, router } from '../trpc';

/** Brain Arsenal: free resources, featured first (D13). */
export const arsenalRouter = router({
  list: publicProcedure.query(({ ctx }) => listArsenal(ctx.db)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getArsenalItem(ctx.db, input.id)),
});
