import { isMembershipType, type MembershipType } from '~/shared/plans';
import { SHARE_TYPES, type ShareType } from '~/shared/support';

/**
 * What the club's business did, told by the services once their write is done (the metrics count
 * it: club_payments_total and the rest, src/server/metrics.ts; docs/decisions/040). Every field is
 * one of a few values whatever a visitor sends, so a counter's labels stay few.
 */
export type ClubEvent =
  | { kind: 'payment'; plan: MembershipType | 'other'; provider: 'stripe' | 'demo' }
  | { kind: 'refund'; source: 'panel' | 'provider' }
  | { kind: 'comment'; held: boolean }
  | { kind: 'application'; form: 'membership' | 'volunteer' | 'research_proposal' }
  | { kind: 'signup'; shareType: ShareType | 'other' };

export type ClubEvents = (event: ClubEvent) => void;

/** Where nothing listens (metrics off, the commands, tests calling a service directly). */
export const noEvents: ClubEvents = () => {};

/** A stored plan name as a label: a payment's metadata may name a plan this build does not know. */
export const planLabel = (plan: string): MembershipType | 'other' => (isMembershipType(plan) ? plan : 'other');

/** A supporter's share type as a label: the form's field is free text. */
export const shareTypeLabel = (shareType: string): ShareType | 'other' => (isShareType(shareType) ? shareType : 'other');

const isShareType = (value: string): value is ShareType => (SHARE_TYPES as readonly string[]).includes(value);
