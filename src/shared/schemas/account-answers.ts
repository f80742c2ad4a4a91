import { z } from 'zod';
import { MEMBER_STATUSES } from '../members';

/**
 * The answers of a member's own page as its REST rows document them (docs/decisions/062): the
 * server's only (the page is typed by the router), never parsed.
 */

const money = z.number().int().describe("In the currency's minor unit (pence)");

export const accountOverviewOutput = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  plan: z.string(),
  planName: z.string(),
  status: z.enum(MEMBER_STATUSES),
  firstJoinedAt: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      receipt: z.string(),
      createdAt: z.string(),
      amount: money,
      currency: z.string(),
      status: z.string(),
      plan: z.string(),
      refundedAmount: money,
      refunds: z.array(z.object({ id: z.number().int(), amount: money, createdAt: z.string() })),
    }),
  ),
  letters: z
    .array(
      z.object({ id: z.number().int(), subject: z.string(), createdAt: z.string(), sentAt: z.string().nullable(), status: z.string() }),
    )
    .describe('The newest letters the Club sent to this address'),
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
  freshProofUntil: z.string().nullable().describe('Until when a fresh code confirmed in this session allows a download or erasure'),
});
