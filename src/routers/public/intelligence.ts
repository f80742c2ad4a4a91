import { idInput } from '../../shared/schemas/fields';
import { getPublishedReport, listPublishedReports } from '../../server/services/intelligence';
import { publicProcedure, router } from '../trpc';

/** Intelligence reports: published only, featured first (D13). */
export const intelligenceRouter = router({
  list: publicProcedure.query(({ ctx }) => listPublishedReports(ctx.db)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getPublishedReport(ctx.db, input.id)),
});
