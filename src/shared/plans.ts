/**
 * The yearly membership plans (part 1 section 9, D17). Prices live here, in shared code, so the
 * home page, the checkout page and the server all read one table; the server never takes an
 * amount from the client.
 */
export type PlanType = 'basic' | 'full' | 'distinguished';

export type Plan = {
  type: PlanType;
  name: string;
  pricePounds: number;
  description: string;
  /** Cognitive Rebel is featured, Master Provocateur elite, Anonymous Observer entry level. */
  tier: 'entry' | 'featured' | 'elite';
  features: readonly string[];
};

export const PLANS: Record<PlanType, Plan> = {
  basic: {
    type: 'basic',
    name: 'Anonymous Observer',
    pricePounds: 7,
    description: 'For the cautious thinker who wishes to resist quietly, from the back of the room.',
    tier: 'entry',
    features: [
      'Access to every exhibition and the Hall of Shame',
      'A discreet lapel pin, worn on the inside of the lapel',
      'The quarterly newsletter, hand-written and slightly smudged',
    ],
  },
  full: {
    type: 'full',
    name: 'Cognitive Rebel',
    pricePounds: 47,
    description: 'For the principled mind ready to think out loud, unassisted and unashamed.',
    tier: 'featured',
    features: [
      'Everything an Anonymous Observer enjoys',
      'Voting rights at the Annual Assembly of Unaided Thought',
      'A framed membership certificate, signed in actual ink',
      'Priority seating at symposiums (the chairs nearest the fire)',
    ],
  },
  distinguished: {
    type: 'distinguished',
    name: 'Master Provocateur',
    pricePounds: 147,
    description: 'For the elite few who debate machines at dinner parties and win.',
    tier: 'elite',
    features: [
      'Everything a Cognitive Rebel enjoys',
      'Your portrait in the Fellows’ Corridor (charcoal, by a human)',
      'An annual private audience with the Board of Governors',
      'The right to say “I thought of it myself” at every meeting',
    ],
  },
};

export const PLAN_TYPES = Object.keys(PLANS) as PlanType[];

export const isPlanType = (value: unknown): value is PlanType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PLANS, value);

/** Spec section 5: an unknown membership type falls back to basic. */
export function planFor(type: unknown): Plan {
  return isPlanType(type) ? PLANS[type] : PLANS.basic;
}
