import { listPageInput } from '../../shared/schemas/admin-lists';
import { analyticsSummary } from '../../server/services/analytics';
import { listPayments, listPaymentsPage } from '../../server/services/payments';
import { ownerProcedure, router } from '../trpc';

// Read-only tabs, the Owners' (docs/decisions/027): Payments (D18; a page with a search, docs/decisions/015) and Analytics (D10).
export const adminInsightsRouter = router({
  payments: ownerProcedure.query(({ ctx }) => listPayments(ctx.db)),
  paymentsPage: ownerProcedure.input(listPageInput).query(({ ctx, input }) => listPaymentsPage(ctx.db, input)),
  analytics: ownerProcedure.query(({ ctx }) => analyticsSummary(ctx.db)),
});
