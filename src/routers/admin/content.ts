import { contentCreateInput, contentUpdateInput } from '../../shared/schemas/content';
import { idInput } from '../../shared/schemas/fields';
import { createContent, deleteContent, listContentForAdmin, updateContent } from '../../server/services/admin-content';
import { adminProcedure, router } from '../trpc';

export const adminContentRouter = router({
  list: adminProcedure.query(({ ctx }) => listContentForAdmin(ctx.db)),
  create: adminProcedure.input(contentCreateInput).mutation(({ ctx, input }) => createContent(ctx.db, input)),
  update: adminProcedure.input(contentUpdateInput).mutation(({ ctx, input }) => updateContent(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteContent(ctx.db, input.id)),
});
