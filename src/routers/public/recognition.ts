import { idInput } from '../../shared/schemas/fields';
import { getRecognition, listRecognition } from '../../server/services/recognition';
import { publicProcedure, router } from '../trpc';

// AI recognition items.
export const recognitionRouter = router({
  list: publicProcedure.query(({ ctx }) => listRecognition(ctx.db)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getRecognition(ctx.db, input.id)),
});
