import { idInput } from '../../shared/schemas/fields';
import { refundPaymentInput } from '../../shared/schemas/payments';
import { audited, auditActor } from '../../server/services/audit-log';
import { refundPayment, resendReceipt } from '../../server/services/payments/refunds';
import { ownerProcedure, router } from '../trpc';

// The Payments tab's writes (docs/decisions/028): a refund through the provider, and the receipt sent again.
export const adminPaymentsRouter = router({
  // role: Owner
  refund: ownerProcedure
    .input(refundPaymentInput)
    .mutation(({ ctx, input }) => refundPayment(ctx, auditActor(ctx.session, ctx.client.ip), input)),
  // role: Owner
  resendReceipt: ownerProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const result = await audited(ctx.db, auditActor(ctx.session, ctx.client.ip), (trx) => resendReceipt(trx, ctx.mail, input.id), {
      kind: 'payment',
      action: 'resend',
      entityId: input.id,
      detail: 'receipt',
    });
    ctx.mail.notify();
    return result;
  }),
});
