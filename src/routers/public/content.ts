import { idInput } from '../../shared/schemas/fields';
import { getContent, listContent, listContentPage } from '../../server/services/content';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { publicProcedure, router } from '../trpc';

export const contentRouter = router({
  list: publicProcedure.query(({ ctx }) => listContent(ctx.db)),
  /** One page of the public list (issue 22). */
  page: publicProcedure.input(publicPageInput).query(({ ctx, input }) => listContentPage(ctx.db, input)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getContent(ctx.db, input.id)),
});
