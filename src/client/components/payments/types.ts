import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/routers';
import type { Plan } from '~/shared/plans';

/** What create-payment-intent answers: the secret, the provider's mode and the plan charged. */
export type CheckoutSession = inferRouterOutputs<AppRouter>['public']['payments']['createIntent'];

export type PayerDetails = { firstName: string; email: string; website: string };

/** What the checkout page hands a payment provider's side of the page (the demo desk or Stripe). */
export type ProviderProps = {
  session: CheckoutSession;
  plan: Plan;
  details: PayerDetails;
  onDetailsChange: (details: PayerDetails) => void;
};

/** The payment provider's confirm step: an error message to show, or nothing when it moved on. */
export type ConfirmPayment = (payer: { firstName: string; email: string }) => Promise<{ error: string } | null>;
