import type Stripe from 'stripe';
import type { INTENT_STATUSES } from '~/shared/schemas/payments';
import type { Row } from '~/server/db/schema';
import { badGateway, type DomainError, type LogFacts, notFound, unavailable } from '~/server/errors';

/** Stripe's PaymentIntent statuses; the demo provider uses the same words. */
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** Which provider took a payment: its metadata says, else its intent id (refunds and receipts ask). */
export const providerOf = (payment: Pick<Row<'payments'>, 'metadata' | 'stripePaymentIntentId'>): 'stripe' | 'demo' => {
  try {
    const meta = JSON.parse(payment.metadata ?? '{}') as { provider?: unknown };
    if (meta.provider === 'stripe' || meta.provider === 'demo') return meta.provider;
  } catch {
    // Free text from an older record: the intent id says which provider took it.
  }
  return payment.stripePaymentIntentId.startsWith('demo_') ? 'demo' : 'stripe';
};

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

/** A refund of part or all of a payment (docs/decisions/028). */
export type RefundRequest = {
  paymentIntentId: string;
  /** In the currency's minor unit; at most what is left of the payment. */
  amount: number;
  /** The administrator's reason, kept with the refund at the provider. */
  reason: string;
  /** The same key (a double click, a retry) gives back the same refund instead of a second one. */
  idempotencyKey: string;
};

/** A refund as the provider holds it. Pending refunds count: the money is on its way back. */
export type ProviderRefund = { id: string; amount: number; status: 'succeeded' | 'pending' | 'failed' | 'canceled'; reason: string | null };

/**
 * Saving a card for renewing automatically (docs/decisions/055): Stripe's SetupIntent, and its
 * customer made on first use. The demo provider plays the same in memory.
 */
export type SetupRequest = {
  /** The member's customer at the provider, or null to make one. */
  customerId: string | null;
  email: string;
  name: string | null;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type ProviderSetup = {
  id: string;
  clientSecret: string | null;
  customerId: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  /** The card saved by a succeeded set-up: the provider's id, never the card. */
  paymentMethodId: string | null;
  lastErrorMessage: string | null;
};

export type SetupConfirmResult =
  { status: 'succeeded'; setup: ProviderSetup } | { status: 'requires_payment_method'; setup: ProviderSetup; error: CardDecline };

/** An off-session charge of a saved card (the member is not there): Stripe's PaymentIntent with off_session and confirm. */
export type SavedCardCharge = {
  customerId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** One charge per member and period, whichever process asks. */
  idempotencyKey: string;
};

/** A declined or unauthenticated off-session charge is an answer, not an error: the reminder letters take over. */
export type SavedCardResult =
  { status: 'succeeded'; intent: ProviderIntent } | { status: 'failed'; intent: ProviderIntent | null; message: string };

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
  /** The intent a client secret opens (the secret is the bearer's proof), or null. */
  intentForSecret(intentId: string, clientSecret: string): Promise<ProviderIntent | null>;
  /**
   * Confirms with a card typed into the club's own form: the demo provider's offline step.
   * Stripe confirms in the browser with Stripe.js, so the Stripe provider refuses (400).
   */
  confirmCard(intentId: string, clientSecret: string, card: CardDetails): Promise<CardConfirmResult>;
  /**
   * Verifies a webhook's signature over the exact bytes received and answers the event; throws
   * when it does not match. The demo provider has no webhooks (`acceptsWebhooks` is false).
   */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
  readonly acceptsWebhooks: boolean;
  /** Refunds part or all of a succeeded payment. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Every refund of a payment, whichever side made it (the webhook's source of truth). */
  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>;
  /** Starts saving a card for later off-session charges (making the customer when there is none). */
  createSetup(request: SetupRequest): Promise<ProviderSetup>;
  /** The set-up as the provider holds it now, or null when it does not exist. */
  retrieveSetup(id: string): Promise<ProviderSetup | null>;
  /** The demo provider's offline confirm of a set-up with a test card; Stripe confirms in the browser (400). */
  confirmSetupCard(setupId: string, clientSecret: string, card: CardDetails): Promise<SetupConfirmResult>;
  /** Charges a saved card with the member away (at the end of the period). */
  chargeSavedCard(request: SavedCardCharge): Promise<SavedCardResult>;
  /** Detaches a saved card from its customer: it can no longer be charged. */
  forgetPaymentMethod(paymentMethodId: string): Promise<void>;
}

export type CardDetails = { cardNumber: string; expiry: string; cvc: string };
/** A decline as Stripe.js reports it (`error.code`, `error.decline_code`, `error.message`). */
export type CardDecline = { code: string; declineCode?: string; message: string };
export type CardConfirmResult =
  { status: 'succeeded'; intent: ProviderIntent } | { status: 'requires_payment_method'; intent: ProviderIntent; error: CardDecline };

/** The provider could not be reached (or failed on its side): not the visitor's fault, worth a retry (503). */
export function providerUnavailable(cause: unknown, log?: LogFacts): DomainError {
  return unavailable('The payment provider could not be reached. Please try again in a moment.', cause, log);
}

/** The provider refused the club's own request (a rejected parameter, a bad key): a fault on our side (502). */
export function providerRefused(cause: unknown, log?: LogFacts): DomainError {
  return badGateway(
    'The payment provider refused the request. This is a fault on our side; please try again later or contact the club.',
    cause,
    log,
  );
}

/** A client secret that opens no intent: the page is stale (a restart forgot a demo intent). */
export const paymentNotFound = (): DomainError => notFound('Payment not found: please reload the page to start again');
