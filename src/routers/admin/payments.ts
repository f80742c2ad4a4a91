import { listPageInput } from '~/shared/schemas/admin-lists';
import { idInput } from '~/shared/schemas/fields';
import { adminPaymentsOutput, adminPaymentsPageOutput, refundPaymentInput } from '~/shared/schemas/payments';
import { audited } from '~/server/services/audit-log';
import { listPayments, listPaymentsPage } from '~/server/services/payments';
import { refundPayment, resendReceipt } from '~/server/services/payments/refunds';
import { ADMIN_PAGE_KEYS } from '../meta';
import { PAGED_LIST_DESCRIPTION } from '../rest-rows';
import { ownerProcedure, recordedByService, router } from '../trpc';

const payments = '/api/admin/payments';

// The Payments tab (D18): every recorded payment, or a page with a search (docs/decisions/015);
// a refund through the provider, and the receipt sent again (docs/decisions/028). Owners only (027).
export const adminPaymentsRouter = router({
  list: ownerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: payments,
        output: adminPaymentsOutput,
        operationId: 'listPayments',
        summary: 'Recorded payments (D18)',
        description: `${PAGED_LIST_DESCRIPTION} The totals (succeededCount and succeededTotal; receivedCount, receivedTotal, refundedTotal and netTotal over every payment taken, refunded or not) are always over every payment.`,
        tags: ['admin'],
      },
    })
    .query(({ ctx }) => listPayments(ctx.db)),
  page: ownerProcedure
    .meta({ rest: { method: 'GET', path: payments, output: adminPaymentsPageOutput, whenQueryHas: ADMIN_PAGE_KEYS } })
    .input(listPageInput)
    .query(({ ctx, input }) => listPaymentsPage(ctx.db, input)),
  // The refund's entry is written with the refund, in its transaction (services/payments/refunds.ts).
  refund: recordedByService(ownerProcedure, 'payment', 'refund')
    .input(refundPaymentInput)
    .mutation(({ ctx, input }) => refundPayment(ctx, ctx.actor, input)),
  resendReceipt: recordedByService(ownerProcedure, 'payment', 'resend')
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      const result = await audited(ctx.db, ctx.actor, (trx) => resendReceipt(trx, ctx.mail, input.id), {
        kind: 'payment',
        action: 'resend',
        entityId: input.id,
        detail: 'receipt',
      });
      ctx.mail.notify();
      return result;
    }),
});
