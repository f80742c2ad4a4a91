import { recognitionCreateInput, recognitionUpdateInput } from '../../shared/schemas/recognition';
import { idInput } from '../../shared/schemas/fields';
import { createRecognition, deleteRecognition, listRecognitionForAdmin, updateRecognition } from '../../server/services/admin-recognition';
import { adminProcedure, router } from '../trpc';

export const adminRecognitionRouter = router({
  list: adminProcedure.query(({ ctx }) => listRecognitionForAdmin(ctx.db)),
  create: adminProcedure.input(recognitionCreateInput).mutation(({ ctx, input }) => createRecognition(ctx.db, input)),
  update: adminProcedure.input(recognitionUpdateInput).mutation(({ ctx, input }) => updateRecognition(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteRecognition(ctx.db, input.id)),
});
