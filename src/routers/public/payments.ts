import {
  confirmDemoPaymentInput,
  createPaymentIntentInput,
  paymentStatusInput,
  updatePaymentIntentInput,
} from '../../shared/schemas/payments';
import { confirmDemoPayment, createCheckoutIntent, paymentStatus, updateCheckoutIntent } from '../../server/services/payments';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

// Membership checkout (spec part 1 sections 2 and 7, D17, D18).
export const paymentsRouter = router({
  createIntent: publicWriteProcedure.input(createPaymentIntentInput).mutation(({ ctx, input }) => createCheckoutIntent(ctx, input)),
  updateIntent: publicWriteProcedure.input(updatePaymentIntentInput).mutation(({ ctx, input }) => updateCheckoutIntent(ctx, input)),
  confirmDemo: publicWriteProcedure.input(confirmDemoPaymentInput).mutation(({ ctx, input }) => confirmDemoPayment(ctx, input)),
  status: publicProcedure.input(paymentStatusInput).query(({ ctx, input }) => {
    // The provider's state changes without a write here: never kept by the read cache or a browser.
    ctx.setResponseHeader('cache-control', 'no-store');
    return paymentStatus(ctx, input.paymentIntentId);
  }),
});
