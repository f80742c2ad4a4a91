import { egoReportInput, roastInput, translateInput } from '../../shared/schemas/job-title-translator';
import {
  ALL_ROASTS,
  createTranslation,
  getRoast,
  LATEST_ROASTS,
  listEgoReports,
  listRoasts,
  submitEgoReport,
} from '../../server/services/job-title-translator';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

/** Job title translator, D11. */
export const jobTitleTranslatorRouter = router({
  translate: publicWriteProcedure.input(translateInput).mutation(({ ctx, input }) => createTranslation(ctx.db, input)),
  latest: publicProcedure.query(({ ctx }) => listRoasts(ctx.db, LATEST_ROASTS)),
  /** One roast by its share id (no REST row: the spec has none). */
  roast: publicProcedure.input(roastInput).query(({ ctx, input }) => getRoast(ctx.db, input.shareableId)),
  all: publicProcedure.query(({ ctx }) => listRoasts(ctx.db, ALL_ROASTS)),
  egoReports: publicProcedure.query(({ ctx }) => listEgoReports(ctx.db)),
  submitEgoReport: publicWriteProcedure.input(egoReportInput).mutation(({ ctx, input }) => submitEgoReport(ctx.db, input)),
});
