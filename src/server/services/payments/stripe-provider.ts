import Stripe from 'stripe';
import type { AppConfig } from '~/server/config';
import { badRequest, type DomainError, paymentRequired } from '~/server/errors';
import {
  type CreateIntentRequest,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type ProviderSetup,
  providerRefused,
  type RefundRequest,
  type SavedCardCharge,
  type SavedCardResult,
  type SetupRequest,
  providerUnavailable,
  type UpdateIntentRequest,
} from './provider';

type StripeKeys = NonNullable<AppConfig['stripe']>;

/** Options for the SDK; `apiBase` (tests only) points it at a local server that plays Stripe's API. */
export function stripeClientOptions(apiBase?: string): Stripe.StripeConfig {
  if (!apiBase) {
    return { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'The Brain Appreciation Club' } };
  }
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  };
}

/**
 * What a failed Stripe call means for the payer: a card error keeps Stripe's own message (402);
 * a request Stripe refused (invalid parameters, a bad or restricted key, an idempotency clash)
 * is a fault on our side, 502; a network failure, Stripe's own 5xx or its rate limit is
 * temporary, 503. Stripe's request id goes to the log with it.
 */
export function providerError(error: unknown): DomainError {
  if (!(error instanceof Stripe.errors.StripeError)) return providerUnavailable(error);
  if (error instanceof Stripe.errors.StripeCardError) return paymentRequired(error.message, error);
  const log = {
    stripeRequestId: error.requestId,
    stripeStatus: error.statusCode,
    stripeType: error.rawType ?? error.type,
    stripeCode: error.code,
  };
  const status = error.statusCode ?? 0;
  const temporary =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    status === 429 ||
    status >= 500 ||
    status === 0;
  return temporary ? providerUnavailable(error, log) : providerRefused(error, log);
}

/** Stripe has no such object: an unknown id, not a failure. */
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');

/** A call to Stripe, its failure answered as the provider's error (503 unreachable, 502 refused). */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(error);
  }
}

/** A look-up in Stripe: null for an object it does not have. */
async function found<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isMissing(error)) return null;
    throw providerError(error);
  }
}

/** Real payments through Stripe PaymentIntents (D18). */
export class StripeProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  readonly acceptsWebhooks = true;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(keys: StripeKeys, apiBase?: string) {
    this.stripe = new Stripe(keys.secretKey, stripeClientOptions(apiBase));
    this.publishableKey = keys.publishableKey;
    this.webhookSecret = keys.webhookSecret;
  }

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    return asked(async () => {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          metadata: request.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toProviderIntent(intent);
    });
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    if (!id.startsWith('pi_')) return null;
    // The latest charge carries the billing details typed into the Payment Element.
    return found(async () => toProviderIntent(await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })));
  }

  async updateIntent(id: string, request: UpdateIntentRequest): Promise<ProviderIntent> {
    return asked(async () => {
      const intent = await this.stripe.paymentIntents.update(id, {
        metadata: request.metadata,
        ...(request.receiptEmail && { receipt_email: request.receiptEmail }),
      });
      return toProviderIntent(intent);
    });
  }

  async intentForSecret(intentId: string, clientSecret: string): Promise<ProviderIntent | null> {
    const intent = await this.retrieveIntent(intentId);
    return intent && intent.clientSecret === clientSecret ? intent : null;
  }

  async confirmCard(): Promise<never> {
    throw badRequest('Demo payments are switched off: this club takes real payments through Stripe');
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    return asked(async () => {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amount,
          reason: 'requested_by_customer',
          metadata: { reason: request.reason.slice(0, 500) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toProviderRefund(refund);
    });
  }

  async listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    return asked(async () => {
      const out: ProviderRefund[] = [];
      // A payment has a handful of refunds at most; auto-pagination covers the rest.
      for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }))
        out.push(toProviderRefund(refund));
      return out;
    });
  }

  /** A SetupIntent for off-session use (docs/decisions/055), on the member's customer, made on first use. */
  async createSetup(request: SetupRequest): Promise<ProviderSetup> {
    return asked(async () => {
      const customerId =
        request.customerId ??
        (
          await this.stripe.customers.create(
            { email: request.email, ...(request.name && { name: request.name }), metadata: request.metadata },
            { idempotencyKey: `${request.idempotencyKey}-customer` },
          )
        ).id;
      const setup = await this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      return toProviderSetup(setup);
    });
  }

  async retrieveSetup(id: string): Promise<ProviderSetup | null> {
    if (!id.startsWith('seti_')) return null;
    return found(async () => toProviderSetup(await this.stripe.setupIntents.retrieve(id)));
  }

  async confirmSetupCard(): Promise<never> {
    throw badRequest('Demo payments are switched off: this club saves cards through Stripe');
  }

  /**
   * Stripe's off-session charge: a PaymentIntent confirmed at once with the saved card. A decline
   * (or a bank asking for the cardholder, authentication_required) comes back as Stripe's card error,
   * carrying the intent: an answer for the caller, who falls back to the reminder letters.
   */
  async chargeSavedCard(request: SavedCardCharge): Promise<SavedCardResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const mapped = toProviderIntent(intent);
      return mapped.status === 'succeeded'
        ? { status: 'succeeded', intent: mapped }
        : { status: 'failed', intent: mapped, message: mapped.lastErrorMessage ?? 'The card could not be charged without the cardholder.' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const raw = (error.raw as { payment_intent?: Stripe.PaymentIntent } | undefined)?.payment_intent ?? error.payment_intent;
        return { status: 'failed', intent: raw ? toProviderIntent(raw) : null, message: error.message };
      }
      throw providerError(error);
    }
  }

  async forgetPaymentMethod(paymentMethodId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (error) {
      // Already detached (or never attached): nothing left to forget.
      if (isMissing(error)) return;
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return;
      throw providerError(error);
    }
  }

  /** Verifies Stripe's signature over the exact bytes received; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const charge = intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const customer = intent.customer;
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amount: intent.amount,
    amountReceived: intent.amount_received ?? 0,
    currency: intent.currency,
    status: intent.status as IntentStatus,
    metadata: { ...(intent.metadata ?? {}) },
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    receiptEmail: intent.receipt_email ?? null,
    billing: { email: charge?.billing_details?.email ?? null, name: charge?.billing_details?.name ?? null },
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}

function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const status = refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled' ? refund.status : 'pending';
  return { id: refund.id, amount: refund.amount, status, reason: refund.metadata?.reason ?? refund.reason ?? null };
}

function toProviderSetup(setup: Stripe.SetupIntent): ProviderSetup {
  const customer = setup.customer;
  const method = setup.payment_method;
  return {
    id: setup.id,
    clientSecret: setup.client_secret,
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    status: setup.status as ProviderSetup['status'],
    paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
    lastErrorMessage: setup.last_setup_error?.message ?? null,
  };
}
