import { z } from 'zod';
import { LIMITS } from '../limits';
import { planFor } from '../plans';
import { emailField, honeypot, nameField } from './fields';

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

const paymentIntentIdField = z
  .string({ error: 'paymentIntentId is required' })
  .trim()
  .min(1, 'paymentIntentId is required')
  .max(255, 'paymentIntentId must be at most 255 characters')
  .regex(INTENT_ID, 'paymentIntentId is not a payment intent id');

const clientSecretField = z
  .string({ error: 'clientSecret is required' })
  .trim()
  .min(1, 'clientSecret is required')
  .max(255, 'clientSecret must be at most 255 characters')
  .regex(CLIENT_SECRET, 'clientSecret is not a payment client secret');

/** The intent id inside a client secret (both shapes). */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  return CLIENT_SECRET.exec(clientSecret)?.[1] ?? null;
}

export const updatePaymentIntentInput = z.object({
  clientSecret: clientSecretField,
  email: emailField('Email Address'),
  firstName: nameField('First Name'),
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
  });

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
  });

const cardCvcField = z
  .string({ error: CARD_MESSAGES.cvcIncomplete })
  .trim()
  .regex(/^\d{3,4}$/, CARD_MESSAGES.cvcIncomplete);

/** The card of the demo provider: checked on the server, never stored or logged. */
export const demoCardInput = z.object({
  cardNumber: cardNumberField,
  expiry: cardExpiryField,
  cvc: cardCvcField,
});

export const confirmDemoPaymentInput = demoCardInput.extend({ clientSecret: clientSecretField });
