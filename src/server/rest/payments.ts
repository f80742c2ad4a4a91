import {
  adminPaymentsOutput,
  adminPaymentsPageOutput,
  checkoutSessionOutput,
  confirmDemoPaymentInput,
  createPaymentIntentInput,
  demoConfirmationOutput,
  paymentIntentUpdatedOutput,
  paymentStatusInput,
  paymentStatusOutput,
  updatePaymentIntentInput,
} from '../../shared/schemas/payments';
import { z } from 'zod';
import { PAGED_LIST_DESCRIPTION, pagedListQuery, pageQuery, wantsPage } from './admin-lists';
import { restRoute } from './mirror';

const provider = ' 503 when the payment provider cannot be reached (worth a retry); 502 when it refuses the request (not worth one).';

/**
 * Part 1 section 7: the payment-intent rows, plus the status read /payment-success relies on
 * (D18), the demo provider's confirm step and the admin's payment list. The Stripe webhook
 * needs the raw body and lives in src/server/rest/stripe-webhook.ts.
 */
export const paymentRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/create-payment-intent',
    operationId: 'createPaymentIntent',
    summary: 'Start a membership payment: the amount comes from the plan table, never the request',
    description: `An unknown membershipType becomes basic (D17).${provider}`,
    tags: ['payments'],
    access: 'publicWrite',
    body: createPaymentIntentInput,
    response: checkoutSessionOutput,
    errors: [402, 502, 503],
    call: (c, { body }) => c.public.payments.createIntent(body),
  }),
  restRoute({
    method: 'POST',
    url: '/api/update-payment-intent',
    operationId: 'updatePaymentIntent',
    summary: "Set the payer's email and first name on a payment before it is confirmed",
    description: `404 when the client secret opens no payment; 409 when the payment was already submitted.${provider}`,
    tags: ['payments'],
    access: 'publicWrite',
    body: updatePaymentIntentInput,
    response: paymentIntentUpdatedOutput,
    errors: [402, 404, 409, 502, 503],
    call: (c, { body }) => c.public.payments.updateIntent(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/payment-status/:paymentIntentId',
    operationId: 'getPaymentStatus',
    summary: "A payment's real status, asked of the payment provider (for /payment-success)",
    description: `404 "Payment not found".${provider}`,
    tags: ['payments'],
    access: 'public',
    params: paymentStatusInput,
    response: paymentStatusOutput,
    errors: [404, 502, 503],
    call: (c, { params }) => c.public.payments.status({ paymentIntentId: params.paymentIntentId }),
  }),
  restRoute({
    method: 'POST',
    url: '/api/demo-payments/confirm',
    operationId: 'confirmDemoPayment',
    summary: 'Demo mode only: confirm a payment with a test card (4242 4242 4242 4242 succeeds)',
    description:
      'A declined card (4000 0000 0000 0002) answers 200 with status requires_payment_method and the card error. ' +
      '400 when the club takes real payments through Stripe; 404 when the client secret opens no payment.',
    tags: ['payments'],
    access: 'publicWrite',
    body: confirmDemoPaymentInput,
    response: demoConfirmationOutput,
    errors: [404, 409],
    call: (c, { body }) => c.public.payments.confirmDemo(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/payments',
    operationId: 'listPayments',
    summary: 'Recorded payments (D18)',
    description: `${PAGED_LIST_DESCRIPTION} The totals (succeededCount, succeededTotal) are always over every payment.`,
    tags: ['admin'],
    access: 'admin',
    querystring: pagedListQuery,
    response: z.union([adminPaymentsOutput, adminPaymentsPageOutput]),
    call: (c, { query }) => (wantsPage(query) ? c.admin.insights.paymentsPage(pageQuery(query)) : c.admin.insights.payments()),
  }),
];
