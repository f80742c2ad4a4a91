import { idInput } from '../../shared/schemas/fields';
import { getRecognition, listRecognition, listRecognitionPublicPage } from '../../server/services/recognition';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { publicProcedure, router } from '../trpc';

// AI recognition items.
export const recognitionRouter = router({
  list: publicProcedure.query(({ ctx }) => listRecognition(ctx.db)),
  /** One page of the public list (issue 22). */
  page: publicProcedure.input(publicPageInput).query(({ ctx, input }) => listRecognitionPublicPage(ctx.db, input)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getRecognition(ctx.db, input.id)),
});
