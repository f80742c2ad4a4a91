import { listPageInput } from '../../shared/schemas/admin-lists';
import { analyticsSummaryOutput } from '../../shared/schemas/analytics';
import { adminPaymentsOutput, adminPaymentsPageOutput } from '../../shared/schemas/payments';
import { analyticsSummary } from '../../server/services/analytics';
import { listPayments, listPaymentsPage } from '../../server/services/payments';
import { ADMIN_PAGE_KEYS } from '../meta';
import { PAGED_LIST_DESCRIPTION } from '../rest-rows';
import { adminProcedure, router } from '../trpc';

const payments = '/api/admin/payments';

// Read-only tabs: Payments (D18; a page with a search, docs/decisions/015) and Analytics (D10).
export const adminInsightsRouter = router({
  payments: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: payments,
        output: adminPaymentsOutput,
        operationId: 'listPayments',
        summary: 'Recorded payments (D18)',
        description: `${PAGED_LIST_DESCRIPTION} The totals (succeededCount, succeededTotal) are always over every payment.`,
        tags: ['admin'],
      },
    })
    .query(({ ctx }) => listPayments(ctx.db)),
  paymentsPage: adminProcedure
    .meta({ rest: { method: 'GET', path: payments, output: adminPaymentsPageOutput, whenQueryHas: ADMIN_PAGE_KEYS } })
    .input(listPageInput)
    .query(({ ctx, input }) => listPaymentsPage(ctx.db, input)),
  analytics: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/analytics',
        output: analyticsSummaryOutput,
        operationId: 'getAnalytics',
        summary: 'Views per day for 30 days and top pages (D10)',
        tags: ['admin'],
      },
    })
    .query(({ ctx }) => analyticsSummary(ctx.db)),
});
