import { TRPCError } from '@trpc/server';

/** Stripe's PaymentIntent statuses; the demo provider uses the same words. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** A payment intent as the club needs it, whichever provider holds it. */
export type ProviderIntent = {
  id: string;
  clientSecret: string | null;
  /** In the smallest unit of the currency (pence). */
  amount: number;
  amountReceived: number;
  currency: string;
  status: IntentStatus;
  metadata: Record<string, string>;
  customerId: string | null;
  receiptEmail: string | null;
  /** What the payer typed into the card form, when the provider collected it. */
  billing: { email: string | null; name: string | null };
  lastErrorMessage: string | null;
};

export type CreateIntentRequest = {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** Makes a retried creation return the same intent instead of a second one. */
  idempotencyKey: string;
};

export type UpdateIntentRequest = { metadata: Record<string, string>; receiptEmail?: string };

/**
 * What checkout needs from a payment provider (D18): Stripe when keys are configured, the
 * built-in demo provider otherwise. Both run the same create, update, confirm and record flow.
 */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'demo';
  /** Handed to the browser for Stripe.js; null in demo mode. */
  readonly publishableKey: string | null;
  createIntent(request: CreateIntentRequest): Promise<ProviderIntent>;
  /** The intent as the provider holds it now, or null when it does not exist. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  updateIntent(id: string, request: UpdateIntentRequest): Promise<ProviderIntent>;
}

/** The provider could not be reached or refused the club's own request: not the visitor's fault. */
export function providerUnavailable(cause: unknown): TRPCError {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The payment provider could not be reached. Please try again in a moment.',
    cause,
  });
}
