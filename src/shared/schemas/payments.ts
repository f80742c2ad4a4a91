import { z } from 'zod';
import { pageOutput } from './admin-lists';
import { LIMITS } from '../limits';
import { planFor } from '../plans';
import { dispatchBoxField, emailField, honeypot, nameField, requiredText } from './fields';
import { rowId, timestamp } from './answers';
import { MEMBERSHIP_TYPES } from '../plans';

/**
 * Spec: the page asks for a payment secret on load with placeholder values for email and first
 * name; the real ones follow in update-payment-intent just before confirming.
 */
export const CHECKOUT_PLACEHOLDER = { email: 'pending@checkout.invalid', firstName: 'Pending' } as const;

/** Any string is accepted and an unknown type becomes basic (spec section 5); only its size is bounded. */
const membershipTypeField = z
  .string({ error: 'membershipType must be a string' })
  .max(LIMITS.membershipType, `membershipType must be at most ${LIMITS.membershipType} characters`)
  .optional()
  .transform((type) => planFor(type).type);

export const createPaymentIntentInput = z.object({
  membershipType: membershipTypeField,
  email: emailField('Email Address').optional(),
  firstName: nameField('First Name').optional(),
});

// Stripe's shapes: pi_<id>_secret_<random>; the demo provider's: demo_pi_<id>_secret_<random>.
const INTENT_ID = /^(?:demo_)?pi_[A-Za-z0-9]+$/;
const CLIENT_SECRET = /^((?:demo_)?pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

const paymentIntentIdField = requiredText('paymentIntentId', 255)
  .regex(INTENT_ID, 'paymentIntentId is not a payment intent id')
  .meta({ examples: ['pi_3Abc123'] });

const clientSecretField = requiredText('clientSecret', 255)
  .regex(CLIENT_SECRET, 'clientSecret is not a payment client secret')
  .meta({ description: 'The client secret create-payment-intent answered', examples: ['pi_3Abc123_secret_Xyz789'] });

/** The intent id inside a client secret (both shapes). */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  return CLIENT_SECRET.exec(clientSecret)?.[1] ?? null;
}

export const updatePaymentIntentInput = z.object({
  clientSecret: clientSecretField,
  email: emailField('Email Address'),
  firstName: nameField('First Name'),
  dispatch: dispatchBoxField,
  ...honeypot,
});

export const paymentStatusInput = z.object({ paymentIntentId: paymentIntentIdField });

// --- The demo provider's card form (D18). Messages follow Stripe's own wording. ---

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiry date is incomplete.",
  expiryInvalid: "Your card's expiry date is invalid.",
  expiryPast: "Your card's expiry date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "MM / YY", "MM/YY" or "MM/YYYY" -> month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month, year };
}

const cardNumberField = z
  .string({ error: CARD_MESSAGES.numberIncomplete })
  .max(40, CARD_MESSAGES.numberInvalid)
  .transform(digitsOnly)
  .superRefine((digits, ctx) => {
    if (!/^\d*$/.test(digits)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberInvalid });
    else if (digits.length < 13) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberIncomplete });
    else if (digits.length > 19 || !passesLuhn(digits)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberInvalid });
  })
  .meta({ description: '13 to 19 digits passing the Luhn check; spaces and dashes are ignored', examples: ['4242 4242 4242 4242'] });

const cardExpiryField = z
  .string({ error: CARD_MESSAGES.expiryIncomplete })
  .max(20, CARD_MESSAGES.expiryInvalid)
  .superRefine((value, ctx) => {
    const expiry = parseExpiry(value);
    if (!expiry) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryIncomplete });
      return;
    }
    if (expiry.month < 1 || expiry.month > 12) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryInvalid });
      return;
    }
    const now = new Date();
    const current = now.getFullYear() * 12 + now.getMonth();
    if (expiry.year * 12 + (expiry.month - 1) < current) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryPast });
    else if (expiry.year > now.getFullYear() + 50) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryInvalid });
  })
  .meta({ description: 'MM / YY, MM/YY or MM/YYYY, not in the past', examples: ['12 / 34'] });

const cardCvcField = z
  .string({ error: CARD_MESSAGES.cvcIncomplete })
  .trim()
  .regex(/^\d{3,4}$/, CARD_MESSAGES.cvcIncomplete)
  .meta({ examples: ['123'] });

/** The card of the demo provider: checked on the server, never stored or logged. */
export const demoCardInput = z.object({
  cardNumber: cardNumberField,
  expiry: cardExpiryField,
  cvc: cardCvcField,
});

export const confirmDemoPaymentInput = demoCardInput.extend({ clientSecret: clientSecretField });

// --- Answers ---

/** Stripe's PaymentIntent statuses; the demo provider uses the same words. */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;

const paymentMode = z.enum(['stripe', 'demo']).describe('stripe: real payments through Stripe; demo: the offline demo provider (D18)');

/** POST /api/create-payment-intent: what the checkout page needs to show the card form (D17, D18). */
export const checkoutSessionOutput = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  mode: paymentMode,
  publishableKey: z.string().nullable().describe("Stripe's publishable key; null in demo mode"),
  plan: z.object({
    type: z.enum(MEMBERSHIP_TYPES),
    name: z.string(),
    pricePounds: z.number().int(),
    amount: z.number().int().describe('In pence'),
    currency: z.literal('gbp'),
  }),
});

export const paymentIntentUpdatedOutput = z.object({ ok: z.literal(true), paymentIntentId: z.string() });

/** The demo provider's confirm step: succeeded, or declined with the card's own message (as Stripe.js reports it). */
export const demoConfirmationOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), paymentIntentId: z.string(), error: z.null() }),
  z.object({
    status: z.literal('requires_payment_method'),
    paymentIntentId: z.string(),
    error: z.object({ code: z.string(), declineCode: z.string().optional(), message: z.string() }),
  }),
]);

/** GET /api/payment-status/{paymentIntentId}: the real status, for /payment-success (D18). No personal data. */
export const paymentStatusOutput = z.object({
  paymentIntentId: z.string(),
  status: z.enum(INTENT_STATUSES),
  recorded: z.boolean().describe('The payment is recorded (by the webhook, or the demo confirm step)'),
  membershipType: z.enum(MEMBERSHIP_TYPES).nullable(),
  planName: z.string().nullable(),
  amount: z.number().int().describe("In the currency's minor unit (pence)"),
  currency: z.string(),
  mode: paymentMode,
});

/** The Payments tab's refund (docs/decisions/028): the whole of what is left, or `amount` pence of it, with a reason. */
export const refundPaymentInput = z.object({
  id: z.number({ error: 'id is required' }).int().positive(),
  amount: z
    .number({ error: 'Amount must be a number of pence' })
    .int('Amount must be a whole number of pence')
    .positive('Amount must be more than nothing')
    .max(100_000_00, 'Amount is too large')
    .optional()
    .describe('In pence; without it, everything not yet refunded'),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason (3 characters or more)')
    .max(500, 'Reason must be at most 500 characters'),
  /** Made once per refund form: a double click or a retry sends the same key, and refunds once. */
  requestId: z.uuid('requestId must be a UUID').optional(),
});

export const paymentRefundedOutput = z.object({
  id: rowId,
  status: z.string(),
  refundedAmount: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative().describe('Pence refunded by this request (0 when it repeated one already recorded)'),
});

const adminPaymentOutput = z.object({
  id: rowId,
  createdAt: timestamp,
  firstName: z.string(),
  email: z.string(),
  membershipType: z.string(),
  amount: z.number().int().describe("In the currency's minor unit (pence for GBP)"),
  currency: z.string(),
  status: z.string(),
  stripePaymentIntentId: z.string(),
  stripeCustomerId: z.string().nullable(),
  metadata: z.string().nullable().describe('Free text the payment was recorded with, if any'),
  refundedAmount: z.number().int().nonnegative().describe('Refunded so far, in pence'),
  disputedAt: z.string().nullable().describe('When the payer disputed it with their bank'),
});

/** GBP only, over every page; a payment taken is one succeeded, refunded in part or whole, or disputed. */
const paymentTotals = {
  succeededCount: z.number().int().nonnegative().describe('Succeeded GBP payments (none of it refunded or disputed), over every page'),
  succeededTotal: z.number().int().nonnegative().describe('Their sum in pence, over every page'),
  receivedCount: z.number().int().nonnegative().describe('GBP payments taken, refunded or not, over every page'),
  receivedTotal: z.number().int().nonnegative().describe('Their sum in pence, before refunds'),
  refundedTotal: z.number().int().nonnegative().describe('What was refunded of them, in pence'),
  netTotal: z.number().int().describe('Received less refunded, in pence'),
};

/** D18: recorded payments, newest first, with the totals (GBP, pence). */
export const adminPaymentsOutput = z.object({ payments: z.array(adminPaymentOutput), ...paymentTotals });

/** GET /api/admin/payments?page=&q= (docs/decisions/015): one page, with the totals of the whole table. */
export const adminPaymentsPageOutput = pageOutput(adminPaymentOutput).extend(paymentTotals);

/** POST /api/stripe/webhook: what the club did with a verified event. */
export const webhookOutcomeOutput = z.object({
  received: z.literal(true),
  handled: z.boolean().describe('false for event types the club does not act on'),
  duplicate: z.boolean().optional().describe('The event had been recorded before: nothing was written'),
  paymentRecorded: z.boolean().optional().describe('A payments row was written by this delivery'),
});
