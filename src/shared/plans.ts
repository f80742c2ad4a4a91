/**
 * The membership plan table (D17, spec part 1 section 9): yearly, in GBP. The server charges
 * `amountPence` from here and never an amount sent by a browser. Kept free of zod and other
 * imports so the home page's tier cards can use it without growing the initial bundle.
 */
export const MEMBERSHIP_TYPES = ['basic', 'full', 'distinguished'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** Spec: 'Default plan type: basic'; an unknown type falls back to it. */
export const DEFAULT_MEMBERSHIP_TYPE: MembershipType = 'basic';

export type Plan = {
  type: MembershipType;
  name: string;
  pricePounds: number;
  /** What the payment provider is asked to charge, in the smallest unit of `currency`. */
  amountPence: number;
  currency: 'gbp';
  interval: 'year';
  description: string;
  /** How the home page presents the tier: entry level, featured, elite. */
  rank: 'entry' | 'featured' | 'elite';
};

/** Prices are written once, in pounds; the charged amount in pence follows from them. */
const plan = (p: Omit<Plan, 'amountPence' | 'currency' | 'interval'>): Plan => ({
  ...p,
  amountPence: p.pricePounds * 100,
  currency: 'gbp',
  interval: 'year',
});

export const PLANS: Record<MembershipType, Plan> = {
  basic: /* @__PURE__ */ plan({
    type: 'basic',
    name: 'Anonymous Observer',
    pricePounds: 7,
    description:
      'Entry-level fellowship for the quietly curious: observe the resistance from a respectable distance, with full access to the exhibitions and the reading room.',
    rank: 'entry',
  }),
  full: /* @__PURE__ */ plan({
    type: 'full',
    name: 'Cognitive Rebel',
    pricePounds: 47,
    description:
      'Our most celebrated rank: every exhibition, the archives, the symposia and the unshakeable right to think out loud without the assistance of any machine.',
    rank: 'featured',
  }),
  distinguished: /* @__PURE__ */ plan({
    type: 'distinguished',
    name: 'Master Provocateur',
    pricePounds: 147,
    description:
      'The elite rank for those who argue with autocomplete on principle: every privilege of the Club, a seat at the governors\u2019 table and a certificate fit for framing.',
    rank: 'elite',
  }),
};

export function isMembershipType(value: unknown): value is MembershipType {
  return typeof value === 'string' && (MEMBERSHIP_TYPES as readonly string[]).includes(value);
}

/** The plan for a type from a query string or request; anything unknown is the basic plan. */
export function planFor(type: unknown): Plan {
  return isMembershipType(type) ? PLANS[type] : PLANS[DEFAULT_MEMBERSHIP_TYPE];
}

/**
 * The Membership Benefits page's tier for each plan (part 2 section 9): the same price points,
 * named differently there and listed per month, while checkout charges the plan's price once a
 * year. The spec lets both readings stand, so both pages say which is which, one click apart.
 */
export const BENEFITS_TIER_NAMES: Record<MembershipType, string> = {
  basic: 'Basic Supporter',
  full: 'Distinguished Fellow',
  distinguished: 'Full Member',
};

const pounds = (n: number) => `£${n}`;

/** Said on the payment page, under the chosen plan. */
export const checkoutTierSentence = (type: MembershipType) =>
  `This is the ${BENEFITS_TIER_NAMES[type]} tier of the Membership Benefits page, where it is listed at ${pounds(PLANS[type].pricePounds)} / month. ` +
  `Here you pay ${pounds(PLANS[type].pricePounds)} once, for a year of membership, under the name ${PLANS[type].name}.`;

/** Said on the Membership Benefits page, under each tier's price. */
export const benefitsPlanSentence = (type: MembershipType) =>
  `At checkout: the ${PLANS[type].name} plan, ${pounds(PLANS[type].pricePounds)} paid once a year.`;
