import { z } from 'zod';
import {
  egoReportInput,
  egoReportOutput,
  roastInput,
  roastOutput,
  translateInput,
  translationOutput,
} from '~/shared/schemas/job-title-translator';
import {
  ALL_ROASTS,
  createTranslation,
  getRoast,
  LATEST_ROASTS,
  listEgoReports,
  listRoasts,
  submitEgoReport,
} from '~/server/services/job-title-translator';
import { type RowDoc, taggedRow } from '../rest-rows';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

const translator = '/api/experiments/job-title-translator';
const row = taggedRow('experiments');

/** The newest roasts, at most `limit`, at `translator/name`. */
const newestRoasts = (name: string, limit: number, doc: RowDoc) =>
  publicProcedure.meta(row('GET', `${translator}/${name}`, z.array(roastOutput), doc)).query(({ ctx }) => listRoasts(ctx.db, limit));

/** Job title translator, D11 (part 2 section 7). */
export const jobTitleTranslatorRouter = router({
  translate: publicWriteProcedure
    .meta(
      row('POST', translator, translationOutput, {
        operationId: 'translateJobTitle',
        summary: 'Translate a job title or headline into plain words (stored as a roast)',
        status: 201,
      }),
    )
    .input(translateInput)
    .mutation(({ ctx, input }) => createTranslation(ctx.db, input)),
  latest: newestRoasts('latest', LATEST_ROASTS, { operationId: 'listLatestRoasts', summary: 'The 10 newest roasts' }),
  /** One roast by its share id (no REST row: the spec has none). */
  roast: publicProcedure.input(roastInput).query(({ ctx, input }) => getRoast(ctx.db, input.shareableId)),
  all: newestRoasts('all', ALL_ROASTS, { operationId: 'listAllRoasts', summary: 'The 200 newest roasts' }),
  egoReports: publicProcedure
    .meta(
      row('GET', `${translator}/ego-reports`, z.array(egoReportOutput), {
        operationId: 'listEgoReports',
        summary: 'Ego reports of the visible roasts (no emails)',
      }),
    )
    .query(({ ctx }) => listEgoReports(ctx.db)),
  submitEgoReport: publicWriteProcedure
    .meta(
      row('POST', `${translator}/ego-report`, egoReportOutput, {
        operationId: 'submitEgoReport',
        summary: 'File an ego survival rating and a mom reaction for a roast',
        description: '404 "Translation not found" when no roast has the shareableId.',
        status: 201,
        errors: [404],
      }),
    )
    .input(egoReportInput)
    .mutation(({ ctx, input }) => submitEgoReport(ctx.db, input)),
});
