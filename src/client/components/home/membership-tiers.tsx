import { Link } from '@tanstack/react-router';
import { formatPounds } from '~/shared/format';
import { MEMBERSHIP_TYPES, type MembershipType, PLANS } from '~/shared/plans';
import { MarkList } from '~/client/components/page-parts/mark-list';

const MARK = { entry: 'Entry Level', featured: 'Most Popular', elite: 'Elite' } as const;

/** What each tier brings, as the home page lists it (prices and names come from the plan table). */
const FEATURES: Record<MembershipType, readonly string[]> = {
  basic: [
    'Access to every exhibition and the Hall of Shame',
    'A discreet lapel pin, worn on the inside of the lapel',
    'The quarterly newsletter, hand-written and slightly smudged',
  ],
  full: [
    'Everything an Anonymous Observer enjoys',
    'Voting rights at the Annual Assembly of Unaided Thought',
    'A framed membership certificate, signed in actual ink',
    'Priority seating at symposiums (the chairs nearest the fire)',
  ],
  distinguished: [
    'Everything a Cognitive Rebel enjoys',
    'Your portrait in the Fellows’ Corridor (charcoal, by a human)',
    'An annual private audience with the Board of Governors',
    'The right to say “I thought of it myself” at every meeting',
  ],
};

/** Section 11: three yearly tiers, each going to /checkout?type=... (D17 prices). */
export function MembershipTiers() {
  return (
    <section
      id="membership"
      className="border-y-4 border-double border-gold bg-ink px-4 py-16 text-parchment"
      aria-labelledby="membership-title"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="membership-title" className="text-center text-3xl font-bold text-parchment sm:text-4xl">
          Join the Fellowship
        </h2>
        <div className="ornament" />
        <p className="mx-auto mb-10 max-w-2xl text-center text-parchment/90">
          Three grades of membership, each payable yearly in pounds sterling, none requiring a single prompt.
        </p>
        <ul className="grid items-stretch gap-6 md:grid-cols-3">
          {MEMBERSHIP_TYPES.map((type) => {
            const plan = PLANS[type];
            const featured = plan.rank === 'featured';
            return (
              <li
                key={type}
                data-testid={`tier-${type}`}
                data-tier={plan.rank}
                className={`flex flex-col rounded-sm border-2 bg-paper p-6 text-ink ${featured ? 'border-gold-light shadow-[0_0_0_4px_rgb(212_175_55/0.35)] md:-translate-y-2' : 'border-gold/60'}`}
              >
                <span className={`self-start ${plan.rank === 'entry' ? 'badge' : 'badge-gold'}`}>{MARK[plan.rank]}</span>
                <h3 className="mt-3 text-2xl font-bold">{plan.name}</h3>
                <p className="mt-2">
                  <span className="font-display text-4xl font-bold text-burgundy">{formatPounds(plan.pricePounds)}</span>
                  <span className="text-sepia"> per year</span>
                </p>
                <p className="mt-3 text-base text-ink-soft">{plan.description}</p>
                <MarkList items={FEATURES[type]} mark="sparkle" markClassName="text-burgundy" className="mt-4 flex-1 space-y-2 text-base" />
                <Link to="/checkout" search={{ type }} className={`mt-6 ${featured ? 'btn-primary' : 'btn-secondary'}`}>
                  Become {/^[AEIOU]/.test(plan.name) ? 'an' : 'a'} {plan.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
