import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../routers';

/** What create-payment-intent answers: the secret, the provider's mode and the plan charged. */
export type CheckoutSession = inferRouterOutputs<AppRouter>['public']['payments']['createIntent'];

export type PayerDetails = { firstName: string; email: string; website: string };

/** The payment provider's confirm step: an error message to show, or nothing when it moved on. */
export type ConfirmPayment = (payer: { firstName: string; email: string }) => Promise<{ error: string } | null>;
