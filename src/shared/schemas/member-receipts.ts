import { z } from 'zod';
import { RECEIPT_NUMBER, RECEIPT_NUMBER_MAX } from '../receipts';
import { timestamp } from './answers';
import { requiredText } from './fields';

// A member's receipts (docs/decisions/055).

export const memberReceiptInput = z.object({
  number: requiredText('number', RECEIPT_NUMBER_MAX)
    .regex(RECEIPT_NUMBER, 'number is not a receipt number')
    .meta({ description: 'BAC-R-000042 (a payment) or BAC-RF-000007 (a refund)', examples: ['BAC-R-000001'] }),
});

const kind = z.enum(['payment', 'refund']);

export const memberReceiptSummaryOutput = z.object({
  kind,
  number: z.string(),
  date: timestamp,
  amount: z.number().int().describe("In the currency's minor unit (pence)"),
  currency: z.string(),
  description: z.string(),
});

export const memberReceiptsOutput = z.array(memberReceiptSummaryOutput);

export const memberReceiptOutput = z.object({
  kind,
  number: z.string(),
  club: z.object({ name: z.string(), address: z.array(z.string()) }),
  billedTo: z.object({ name: z.string().nullable(), email: z.string() }),
  date: timestamp,
  amount: z.number().int().describe("In the currency's minor unit (pence)"),
  currency: z.string(),
  method: z.string(),
  reference: z.string().describe("The payment provider's reference (a payment intent or a refund)"),
  description: z.string(),
  period: z.object({ start: timestamp, end: timestamp }).nullable().describe('The year this payment bought, when it still counts'),
  note: z.string().nullable(),
  ofPayment: z
    .object({ number: z.string(), amount: z.number().int(), date: timestamp })
    .nullable()
    .describe('For a refund: the payment it returns'),
});
