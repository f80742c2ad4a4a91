import { arsenalCreateInput, arsenalUpdateInput } from '../../shared/schemas/arsenal';
import { idInput } from '../../shared/schemas/fields';
import { createArsenal, deleteArsenal, listArsenalForAdmin, updateArsenal } from '../../server/services/admin-arsenal';
import { adminProcedure, router } from '../trpc';

export const adminArsenalRouter = router({
  list: adminProcedure.query(({ ctx }) => listArsenalForAdmin(ctx.db)),
  create: adminProcedure.input(arsenalCreateInput).mutation(({ ctx, input }) => createArsenal(ctx.db, input)),
  update: adminProcedure.input(arsenalUpdateInput).mutation(({ ctx, input }) => updateArsenal(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteArsenal(ctx.db, input.id)),
});
