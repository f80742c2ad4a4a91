import { randomBytes, timingSafeEqual } from 'node:crypto';
import { conflict, notFound } from '~/server/errors';
import type {
  CardConfirmResult,
  CardDecline,
  CardDetails,
  CreateIntentRequest,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  ProviderSetup,
  RefundRequest,
  SavedCardCharge,
  SavedCardResult,
  SetupConfirmResult,
  SetupRequest,
  UpdateIntentRequest,
} from './provider';
import { paymentNotFound } from './provider';

const declined = (declineCode: string, message: string): CardDecline => ({ code: 'card_declined', declineCode, message });

/**
 * Stripe's test cards and their outcomes (D18): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * is declined, and a few others give Stripe's other common answers.
 */
const DEMO_CARDS: Record<string, CardDecline | 'success'> = {
  '4242424242424242': 'success',
  '4000056655665556': 'success',
  '5555555555554444': 'success',
  '378282246310005': 'success',
  '4000000000000002': declined('generic_decline', 'Your card was declined.'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card', 'Your card was declined.'),
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/**
 * Stripe's test card that saves but whose later charges are declined (4000 0000 0000 0341): the
 * demo's saved card says so in its id, so any process (and a restart) charges it the same way.
 */
const SAVES_BUT_DECLINES = '4000000000000341';
const DECLINING_METHOD = 'demo_pm_declines_';
const CHARGEABLE_METHOD = 'demo_pm_charges_';

/** Any real-looking card: the demo never charges one, and says so the way Stripe's test mode does. */
const NON_TEST_CARD: CardDecline = declined(
  'test_mode_live_card',
  'Your card was declined. This demonstration accepts only test cards, such as 4242 4242 4242 4242.',
);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Letters and digits only, so ids never contain the `_` that separates `_secret_`. */
export function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHANUMERIC[b % ALPHANUMERIC.length];
  return out;
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The built-in provider for installs without Stripe keys (D18): intents live in this process's
 * memory (a payment that succeeded is also in the `payments` table, which outlives a restart).
 * No card data is kept: only the outcome of each attempt.
 */
export class DemoProvider implements PaymentProvider {
  readonly mode = 'demo' as const;
  readonly publishableKey = null;
  readonly acceptsWebhooks = false;
  private readonly intents = new Map<string, ProviderIntent>();
  private readonly byIdempotencyKey = new Map<string, string>();
  /** Refunds by payment, and by idempotency key; the `payments` table is what outlives a restart. */
  private readonly refunds = new Map<string, ProviderRefund[]>();
  private readonly refundsByKey = new Map<string, ProviderRefund>();

  /** Card set-ups for renewing automatically (docs/decisions/055), in memory like the intents. */
  private readonly setups = new Map<string, ProviderSetup>();

  constructor(private readonly maxIntents = 10_000) {}

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const existing = this.byIdempotencyKey.get(request.idempotencyKey);
    if (existing && this.intents.has(existing)) return { ...this.intents.get(existing)! };
    const id = `demo_pi_${randomAlphanumeric(24)}`;
    const intent: ProviderIntent = {
      id,
      clientSecret: `${id}_secret_${randomAlphanumeric(24)}`,
      amount: request.amount,
      amountReceived: 0,
      currency: request.currency,
      status: 'requires_payment_method',
      metadata: { ...request.metadata },
      customerId: null,
      receiptEmail: null,
      billing: { email: null, name: null },
      lastErrorMessage: null,
    };
    this.intents.set(id, intent);
    this.byIdempotencyKey.set(request.idempotencyKey, id);
    this.evictOldest();
    return { ...intent };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const intent = this.intents.get(id);
    return intent ? { ...intent, metadata: { ...intent.metadata } } : null;
  }

  async updateIntent(id: string, request: UpdateIntentRequest): Promise<ProviderIntent> {
    const intent = this.intents.get(id);
    if (!intent) throw conflict('This payment no longer exists. Please reload the page to start again.');
    intent.metadata = { ...intent.metadata, ...request.metadata };
    if (request.receiptEmail) intent.receiptEmail = request.receiptEmail;
    return { ...intent };
  }

  /** The intent a client secret belongs to, checked in constant time; null when unknown. */
  async intentForSecret(intentId: string, clientSecret: string): Promise<ProviderIntent | null> {
    const intent = this.intents.get(intentId);
    return intent?.clientSecret && sameSecret(intent.clientSecret, clientSecret) ? { ...intent } : null;
  }

  /** Stripe's confirm step, offline: the card decides the outcome as Stripe's test cards do. */
  async confirmCard(intentId: string, clientSecret: string, card: CardDetails): Promise<CardConfirmResult> {
    if (!(await this.intentForSecret(intentId, clientSecret))) throw paymentNotFound();
    const stored = this.intents.get(intentId);
    if (!stored) throw conflict('This payment no longer exists. Please reload the page to start again.');
    if (stored.status === 'succeeded') {
      throw conflict('You cannot confirm this PaymentIntent because it has already succeeded.');
    }
    const outcome = DEMO_CARDS[card.cardNumber] ?? NON_TEST_CARD;
    if (outcome === 'success') {
      stored.status = 'succeeded';
      stored.amountReceived = stored.amount;
      stored.lastErrorMessage = null;
      return { status: 'succeeded', intent: { ...stored } };
    }
    stored.status = 'requires_payment_method';
    stored.lastErrorMessage = outcome.message;
    return { status: 'requires_payment_method', intent: { ...stored }, error: outcome };
  }

  /** A refund always succeeds: no money moved, so none moves back. The service checks the amount against the payment. */
  refund(request: RefundRequest): Promise<ProviderRefund> {
    const existing = this.refundsByKey.get(request.idempotencyKey);
    if (existing) return Promise.resolve({ ...existing });
    const refund: ProviderRefund = {
      id: `demo_re_${randomAlphanumeric(24)}`,
      amount: request.amount,
      status: 'succeeded',
      reason: request.reason,
    };
    this.refundsByKey.set(request.idempotencyKey, refund);
    this.refunds.set(request.paymentIntentId, [...(this.refunds.get(request.paymentIntentId) ?? []), refund]);
    while (this.refundsByKey.size > this.maxIntents) this.refundsByKey.delete(this.refundsByKey.keys().next().value as string);
    return Promise.resolve({ ...refund });
  }

  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    return Promise.resolve((this.refunds.get(paymentIntentId) ?? []).map((r) => ({ ...r })));
  }

  async createSetup(request: SetupRequest): Promise<ProviderSetup> {
    const id = `demo_seti_${randomAlphanumeric(24)}`;
    const setup: ProviderSetup = {
      id,
      clientSecret: `${id}_secret_${randomAlphanumeric(24)}`,
      customerId: request.customerId ?? `demo_cus_${randomAlphanumeric(24)}`,
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastErrorMessage: null,
    };
    this.setups.set(id, setup);
    while (this.setups.size > this.maxIntents) this.setups.delete(this.setups.keys().next().value as string);
    return { ...setup };
  }

  async retrieveSetup(id: string): Promise<ProviderSetup | null> {
    const setup = this.setups.get(id);
    return setup ? { ...setup } : null;
  }

  /** Saving a card, offline: the test cards decide as at checkout; 4000 0000 0000 0341 saves, then declines when charged. */
  async confirmSetupCard(setupId: string, clientSecret: string, card: CardDetails): Promise<SetupConfirmResult> {
    const stored = this.setups.get(setupId);
    if (!stored?.clientSecret || !sameSecret(stored.clientSecret, clientSecret)) throw paymentNotFound();
    if (stored.status === 'succeeded') throw conflict('This card has been saved already.');
    const outcome = card.cardNumber === SAVES_BUT_DECLINES ? 'success' : (DEMO_CARDS[card.cardNumber] ?? NON_TEST_CARD);
    if (outcome === 'success') {
      stored.status = 'succeeded';
      stored.lastErrorMessage = null;
      stored.paymentMethodId = `${card.cardNumber === SAVES_BUT_DECLINES ? DECLINING_METHOD : CHARGEABLE_METHOD}${randomAlphanumeric(24)}`;
      return { status: 'succeeded', setup: { ...stored } };
    }
    stored.lastErrorMessage = outcome.message;
    return { status: 'requires_payment_method', setup: { ...stored }, error: outcome };
  }

  /** The off-session charge: an intent made already succeeded (or declined, for the card that declines). */
  async chargeSavedCard(request: SavedCardCharge): Promise<SavedCardResult> {
    const existing = this.byIdempotencyKey.get(request.idempotencyKey);
    const known = existing ? this.intents.get(existing) : undefined;
    if (known) return known.status === 'succeeded' ? { status: 'succeeded', intent: { ...known } } : failedCharge(known);
    if (!request.paymentMethodId.startsWith(CHARGEABLE_METHOD) && !request.paymentMethodId.startsWith(DECLINING_METHOD)) {
      return { status: 'failed', intent: null, message: 'This card was saved with another payment provider and cannot be charged here.' };
    }
    const declines = request.paymentMethodId.startsWith(DECLINING_METHOD);
    const id = `demo_pi_${randomAlphanumeric(24)}`;
    const intent: ProviderIntent = {
      id,
      clientSecret: null,
      amount: request.amount,
      amountReceived: declines ? 0 : request.amount,
      currency: request.currency,
      status: declines ? 'requires_payment_method' : 'succeeded',
      metadata: { ...request.metadata },
      customerId: request.customerId,
      receiptEmail: null,
      billing: { email: null, name: null },
      lastErrorMessage: declines ? 'Your card was declined.' : null,
    };
    this.intents.set(id, intent);
    this.byIdempotencyKey.set(request.idempotencyKey, id);
    this.evictOldest();
    return declines ? failedCharge(intent) : { status: 'succeeded', intent: { ...intent } };
  }

  async forgetPaymentMethod(): Promise<void> {
    // Nothing is kept of a demo card but its id, which the member's row drops.
  }

  verifyWebhook(): never {
    throw notFound('Stripe is not configured: this club runs the demo payment provider');
  }

  private evictOldest() {
    while (this.intents.size > this.maxIntents) {
      const oldest = this.intents.keys().next().value as string;
      this.intents.delete(oldest);
    }
    while (this.byIdempotencyKey.size > this.maxIntents) {
      this.byIdempotencyKey.delete(this.byIdempotencyKey.keys().next().value as string);
    }
  }
}

const failedCharge = (intent: ProviderIntent): SavedCardResult => ({
  status: 'failed',
  intent: { ...intent },
  message: intent.lastErrorMessage ?? 'Your card was declined.',
});
