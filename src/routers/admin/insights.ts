import { listPageInput } from '../../shared/schemas/admin-lists';
import { analyticsSummary } from '../../server/services/analytics';
import { listPayments, listPaymentsPage } from '../../server/services/payments';
import { adminProcedure, router } from '../trpc';

// Read-only tabs: Payments (D18; a page with a search, docs/decisions/015) and Analytics (D10).
export const adminInsightsRouter = router({
  payments: adminProcedure.query(({ ctx }) => listPayments(ctx.db)),
  paymentsPage: adminProcedure.input(listPageInput).query(({ ctx, input }) => listPaymentsPage(ctx.db, input)),
  analytics: adminProcedure.query(({ ctx }) => analyticsSummary(ctx.db)),
});
