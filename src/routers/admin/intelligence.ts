import { intelligenceCreateInput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import { idInput } from '../../shared/schemas/fields';
import {
  createIntelligence,
  deleteIntelligence,
  listIntelligenceForAdmin,
  updateIntelligence,
} from '../../server/services/admin-intelligence';
import { adminProcedure, router } from '../trpc';

export const adminIntelligenceRouter = router({
  list: adminProcedure.query(({ ctx }) => listIntelligenceForAdmin(ctx.db)),
  create: adminProcedure.input(intelligenceCreateInput).mutation(({ ctx, input }) => createIntelligence(ctx.db, input)),
  update: adminProcedure.input(intelligenceUpdateInput).mutation(({ ctx, input }) => updateIntelligence(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteIntelligence(ctx.db, input.id)),
});
