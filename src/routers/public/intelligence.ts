import { idInput } from '../../shared/schemas/fields';
import { getPublishedReport, listPublishedReports, listPublishedReportsPage } from '../../server/services/intelligence';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { publicProcedure, router } from '../trpc';

/** Intelligence reports: published only, featured first (D13). */
export const intelligenceRouter = router({
  list: publicProcedure.query(({ ctx }) => listPublishedReports(ctx.db)),
  /** One page of the public list (issue 22). */
  page: publicProcedure.input(publicPageInput).query(({ ctx, input }) => listPublishedReportsPage(ctx.db, input)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getPublishedReport(ctx.db, input.id)),
});
