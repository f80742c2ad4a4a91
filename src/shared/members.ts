/**
 * Members (docs/decisions/028-members-renewals-refunds.md): zod-free words both sides use. A
 * membership lasts a year; "expiring" is the last 30 days of it, "lapsed" after its end, and
 * "refunded" a member whose every payment was refunded or disputed.
 */
import { labelled } from './labelled';

/** A member is "expiring" this long before the end of their period. */
export const EXPIRING_WITHIN_DAYS = 30;

export const [MEMBER_STATUSES, MEMBER_STATUS_LABELS] = labelled({
  active: 'Active',
  expiring: `Expiring within ${EXPIRING_WITHIN_DAYS} days`,
  lapsed: 'Lapsed',
  refunded: 'Refunded',
});
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The renewal letters: days before the end (a negative number is after it). */
export const RENEWAL_REMINDERS = [
  { stage: 1, daysBefore: 30 },
  { stage: 2, daysBefore: 7 },
  { stage: 3, daysBefore: 0 },
] as const;

/** The checkout that renews a plan, with the member's address filled in. */
export function renewalPath(plan: string, email: string): string {
  return `/checkout?type=${encodeURIComponent(plan)}&email=${encodeURIComponent(email)}`;
}
