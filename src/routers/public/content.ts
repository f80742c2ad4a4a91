import { idInput } from '../../shared/schemas/fields';
import { getContent, listContent } from '../../server/services/content';
import { publicProcedure, router } from '../trpc';

export const contentRouter = router({
  list: publicProcedure.query(({ ctx }) => listContent(ctx.db)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getContent(ctx.db, input.id)),
});
