import { viralShareInput } from '../../shared/schemas/support';
import { recordViralShare } from '../../server/services/support';
import { publicWriteProcedure, router } from '../trpc';

// Viral shares: the support card's register step and share buttons.
export const supportRouter = router({
  share: publicWriteProcedure.input(viralShareInput).mutation(({ ctx, input }) => recordViralShare(ctx.db, input)),
});
