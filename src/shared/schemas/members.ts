import { z } from 'zod';
import { MEMBERSHIP_TYPES } from '../plans';
import { MEMBER_STATUSES } from '../members';
import { listPageInput, pageOutput } from './admin-lists';

/** The Members tab (docs/decisions/028): a page of 50 with a search, filtered by status and plan. */
export const membersPageInput = listPageInput.extend({
  status: z.enum(MEMBER_STATUSES).optional().describe('Only members in this state'),
  plan: z.enum(MEMBERSHIP_TYPES).optional().describe('Only members of this plan'),
});

export const memberOutput = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  plan: z.string(),
  firstJoinedAt: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(MEMBER_STATUSES),
  payments: z.number().int().nonnegative().describe('Payments recorded for this member'),
});

export const membersPageOutput = pageOutput(memberOutput).extend({
  counts: z.record(z.enum(MEMBER_STATUSES), z.number().int().nonnegative()).describe('Members in each state, over every page'),
});
