import { shameCreateInput, shameUpdateInput } from '../../shared/schemas/shame';
import { idInput } from '../../shared/schemas/fields';
import { createShame, deleteShame, listShameForAdmin, updateShame } from '../../server/services/admin-shame';
import { adminProcedure, router } from '../trpc';

export const adminShameRouter = router({
  list: adminProcedure.query(({ ctx }) => listShameForAdmin(ctx.db)),
  create: adminProcedure.input(shameCreateInput).mutation(({ ctx, input }) => createShame(ctx.db, input)),
  update: adminProcedure.input(shameUpdateInput).mutation(({ ctx, input }) => updateShame(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteShame(ctx.db, input.id)),
});
