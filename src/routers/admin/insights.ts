import { analyticsSummary } from '../../server/services/analytics';
import { listPayments } from '../../server/services/payments';
import { adminProcedure, router } from '../trpc';

// Read-only tabs: Payments (D18) and Analytics (D10).
export const adminInsightsRouter = router({
  payments: adminProcedure.query(({ ctx }) => listPayments(ctx.db)),
  analytics: adminProcedure.query(({ ctx }) => analyticsSummary(ctx.db)),
});
