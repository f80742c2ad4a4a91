import { idInput } from '../../shared/schemas/fields';
import { getShame, listShame } from '../../server/services/shame';
import { publicProcedure, router } from '../trpc';

// Hall of Shame.
export const shameRouter = router({
  list: publicProcedure.query(({ ctx }) => listShame(ctx.db)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getShame(ctx.db, input.id)),
});
