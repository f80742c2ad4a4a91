import { z } from 'zod';
import { confirmDemoPaymentInput, createPaymentIntentInput, updatePaymentIntentInput } from '../../shared/schemas/payments';
import { restRoute } from './mirror';

/**
 * Part 1 section 7: the payment-intent rows, plus the status read /payment-success relies on
 * (D18), the demo provider's confirm step and the admin's payment list. The Stripe webhook
 * needs the raw body and lives in src/server/rest/stripe-webhook.ts.
 */
export const paymentRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/create-payment-intent',
    summary: 'Start a membership payment: the amount comes from the plan table, never the request',
    tags: ['payments'],
    body: createPaymentIntentInput,
    call: (c, { body }) => c.public.payments.createIntent(body),
  }),
  restRoute({
    method: 'POST',
    url: '/api/update-payment-intent',
    summary: "Set the payer's email and first name on a payment before it is confirmed",
    tags: ['payments'],
    body: updatePaymentIntentInput,
    call: (c, { body }) => c.public.payments.updateIntent(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/payment-status/:paymentIntentId',
    summary: "A payment's real status, asked of the payment provider (for /payment-success)",
    tags: ['payments'],
    params: z.object({ paymentIntentId: z.string() }),
    call: (c, { params }) => c.public.payments.status({ paymentIntentId: params.paymentIntentId }),
  }),
  restRoute({
    method: 'POST',
    url: '/api/demo-payments/confirm',
    summary: 'Demo mode only: confirm a payment with a test card (4242 4242 4242 4242 succeeds)',
    tags: ['payments'],
    body: confirmDemoPaymentInput,
    call: (c, { body }) => c.public.payments.confirmDemo(body),
  }),
  restRoute({ method: 'GET', url: '/api/admin/payments', summary: 'Recorded payments (D18)', tags: ['admin'], call: (c) => c.admin.insights.payments() }),
];
