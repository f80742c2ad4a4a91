import { formatPounds } from '~/shared/format';
import { checkoutTierSentence, type Plan } from '~/shared/plans';

const RANK_LABEL: Record<Plan['rank'], string> = { entry: 'Entry Level', featured: 'Most Celebrated', elite: 'Elite' };

/** The chosen plan on the payment page: name, price per year, description. */
export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <section aria-label="Chosen membership" data-testid="plan-card" className="rounded-sm border-2 border-gold bg-parchment p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-2xl font-bold">{plan.name}</h2>
        <p className="font-display text-2xl font-bold text-burgundy">
          {formatPounds(plan.pricePounds)}
          <span className="font-serif text-base font-normal text-ink-soft"> per year</span>
        </p>
      </div>
      <p className="mt-1 text-sm font-bold uppercase tracking-[0.2em] text-sepia">{RANK_LABEL[plan.rank]}</p>
      <p className="mt-2 text-ink-soft">{plan.description}</p>
      <p className="mt-3 border-t border-gold/60 pt-3 text-base" data-testid="plan-tier-match">
        {checkoutTierSentence(plan.type)}
      </p>
    </section>
  );
}
