import { z } from 'zod';
import { MEMBER_STATUSES } from '../members';
import { MEMBERSHIP_TYPES } from '../plans';
import { timestamp } from './answers';
import { demoCardInput } from './payments';
import { requiredText } from './fields';

// Renewing from the member's page (docs/decisions/055): the state, and renewing automatically.

const SETUP_ID = /^(?:demo_)?seti_[A-Za-z0-9]+$/;
const SETUP_SECRET = /^(?:demo_)?seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;

export const finishAutoRenewInput = z.object({
  setupIntentId: requiredText('setupIntentId', 255)
    .regex(SETUP_ID, 'setupIntentId is not a card set-up id')
    .meta({ description: 'The set-up start answered, once the card form has confirmed it', examples: ['seti_1Abc123'] }),
});

/** The demo provider's card form for saving a card (Stripe confirms in the browser instead). */
export const confirmDemoAutoRenewInput = demoCardInput.extend({
  clientSecret: requiredText('clientSecret', 255)
    .regex(SETUP_SECRET, 'clientSecret is not a card set-up secret')
    .meta({ examples: ['demo_seti_Abc123_secret_Xyz789'] }),
});

export const renewalStateOutput = z.object({
  plan: z.enum(MEMBERSHIP_TYPES),
  planName: z.string(),
  pricePounds: z.number().int(),
  periodEnd: timestamp,
  status: z.enum(MEMBER_STATUSES),
  renewPath: z.string().describe('The checkout that renews, with the address and first name filled in'),
  renewsFrom: timestamp.describe('Where a year paid now would start: the end of this one while it is ahead'),
  autoRenew: z.object({
    on: z.boolean(),
    available: z.boolean().describe('Only a current membership can renew automatically'),
    chargesOn: timestamp.nullable().describe('When the saved card is charged, while on'),
    lastOutcome: z.enum(['succeeded', 'failed']).nullable(),
  }),
  mode: z.enum(['stripe', 'demo']),
});

export const autoRenewSetupOutput = z.object({
  setupIntentId: z.string(),
  clientSecret: z.string(),
  mode: z.enum(['stripe', 'demo']),
  publishableKey: z.string().nullable(),
});

export const autoRenewSwitchOutput = z.object({ on: z.boolean() });

export const demoAutoRenewOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), error: z.null() }),
  z.object({
    status: z.literal('requires_payment_method'),
    error: z.object({ code: z.string(), declineCode: z.string().optional(), message: z.string() }),
  }),
]);
