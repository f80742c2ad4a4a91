import { formatPounds } from '../../../shared/format';
import { PLAN_TYPES, PLANS } from '../../../shared/plans';

const MARK = { entry: 'Entry Level', featured: 'Most Popular', elite: 'Elite' } as const;

/** Section 11: three yearly tiers, each going to /checkout?type=... (D17 prices). */
export function MembershipTiers() {
  return (
    <section id="membership" className="border-y-4 border-double border-gold bg-ink px-4 py-16 text-parchment" aria-labelledby="membership-title">
      <div className="mx-auto max-w-6xl">
        <h2 id="membership-title" className="text-center text-3xl font-bold text-parchment sm:text-4xl">Join the Fellowship</h2>
        <div className="ornament" />
        <p className="mx-auto mb-10 max-w-2xl text-center text-parchment/90">
          Three grades of membership, each payable yearly in pounds sterling, none requiring a single prompt.
        </p>
        <ul className="grid items-stretch gap-6 md:grid-cols-3">
          {PLAN_TYPES.map((type) => {
            const plan = PLANS[type];
            const featured = plan.tier === 'featured';
            return (
              <li key={type} data-testid={`tier-${type}`} data-tier={plan.tier}
                className={`flex flex-col rounded-sm border-2 bg-paper p-6 text-ink ${featured ? 'border-gold-light shadow-[0_0_0_4px_rgb(212_175_55/0.35)] md:-translate-y-2' : 'border-gold/60'}`}>
                <span className={`self-start ${plan.tier === 'entry' ? 'badge' : 'badge-gold'}`}>{MARK[plan.tier]}</span>
                <h3 className="mt-3 text-2xl font-bold">{plan.name}</h3>
                <p className="mt-2">
                  <span className="font-display text-4xl font-bold text-burgundy">{formatPounds(plan.pricePounds)}</span>
                  <span className="text-sepia"> per year</span>
                </p>
                <p className="mt-3 text-base text-ink-soft">{plan.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-base">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2"><span aria-hidden="true" className="text-burgundy">✦</span>{f}</li>
                  ))}
                </ul>
                {/* /checkout belongs to the payment screen; a plain link keeps this page free of it. */}
                <a href={`/checkout?type=${type}`} className={`mt-6 ${featured ? 'btn-primary' : 'btn-secondary'}`}>
                  Become {/^[AEIOU]/.test(plan.name) ? 'an' : 'a'} {plan.name}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
