import {
  checkoutSessionOutput,
  confirmDemoPaymentInput,
  createPaymentIntentInput,
  demoConfirmationOutput,
  paymentIntentUpdatedOutput,
  paymentStatusInput,
  paymentStatusOutput,
  updatePaymentIntentInput,
} from '~/shared/schemas/payments';
import { confirmDemoPayment, createCheckoutIntent, paymentStatus, updateCheckoutIntent } from '~/server/services/payments';
import { subscribe } from '~/server/services/dispatch';
import { PROVIDER_ERRORS, taggedRow } from '../rest-rows';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

const row = taggedRow('payments');

// Membership checkout (spec part 1 sections 2 and 7, D17, D18): the payment-intent rows, the status
// /payment-success relies on, and the demo provider's confirm step. The Stripe webhook needs the raw
// body and lives in src/server/rest/stripe-webhook.ts; the admin's list is admin.payments.list.
export const paymentsRouter = router({
  createIntent: publicWriteProcedure
    .meta(
      row('POST', '/api/create-payment-intent', checkoutSessionOutput, {
        operationId: 'createPaymentIntent',
        summary: 'Start a membership payment: the amount comes from the plan table, never the request',
        description: `An unknown membershipType becomes basic (D17).${PROVIDER_ERRORS}`,
        errors: [402, 502, 503],
      }),
    )
    .input(createPaymentIntentInput)
    .mutation(({ ctx, input }) => createCheckoutIntent(ctx, input)),
  updateIntent: publicWriteProcedure
    .meta(
      row('POST', '/api/update-payment-intent', paymentIntentUpdatedOutput, {
        operationId: 'updatePaymentIntent',
        summary: "Set the payer's email and first name on a payment before it is confirmed",
        description: `404 when the client secret opens no payment; 409 when the payment was already submitted.${PROVIDER_ERRORS}`,
        errors: [402, 404, 409, 502, 503],
      }),
    )
    .input(updatePaymentIntentInput)
    .mutation(async ({ ctx, input }) => {
      const updated = await updateCheckoutIntent(ctx, input);
      // The box ticked: the footer form's double opt-in, its consent stored as from the checkout (docs/decisions/062).
      if (input.dispatch) await subscribe(ctx.db, ctx.mail, { email: input.email, source: 'payment', website: input.website });
      return updated;
    }),
  confirmDemo: publicWriteProcedure
    .meta(
      row('POST', '/api/demo-payments/confirm', demoConfirmationOutput, {
        operationId: 'confirmDemoPayment',
        summary: 'Demo mode only: confirm a payment with a test card (4242 4242 4242 4242 succeeds)',
        description:
          'A declined card (4000 0000 0000 0002) answers 200 with status requires_payment_method and the card error. ' +
          '400 when the club takes real payments through Stripe; 404 when the client secret opens no payment.',
        errors: [404, 409],
      }),
    )
    .input(confirmDemoPaymentInput)
    .mutation(({ ctx, input }) => confirmDemoPayment(ctx, input)),
  status: publicProcedure
    .meta(
      row('GET', '/api/payment-status/{paymentIntentId}', paymentStatusOutput, {
        operationId: 'getPaymentStatus',
        summary: "A payment's real status, asked of the payment provider (for /payment-success)",
        description: `404 "Payment not found".${PROVIDER_ERRORS}`,
        errors: [404, 502, 503],
      }),
    )
    .input(paymentStatusInput)
    .query(({ ctx, input }) => {
      // The provider's state changes without a write here: never kept by the read cache or a browser.
      ctx.setResponseHeader('cache-control', 'no-store');
      return paymentStatus(ctx, input.paymentIntentId);
    }),
});
