import { listPageInput } from '../../shared/schemas/admin-lists';
import { adminPaymentsOutput, adminPaymentsPageOutput } from '../../shared/schemas/payments';
import { listPayments, listPaymentsPage } from '../../server/services/payments';
import { ADMIN_PAGE_KEYS } from '../meta';
import { PAGED_LIST_DESCRIPTION } from '../rest-rows';
import { adminProcedure, router } from '../trpc';

const payments = '/api/admin/payments';

// The Payments tab (D18): every recorded payment, or a page with a search (docs/decisions/015).
export const adminPaymentsRouter = router({
  list: adminProcedure
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
  page: adminProcedure
    .meta({ rest: { method: 'GET', path: payments, output: adminPaymentsPageOutput, whenQueryHas: ADMIN_PAGE_KEYS } })
    .input(listPageInput)
    .query(({ ctx, input }) => listPaymentsPage(ctx.db, input)),
});
