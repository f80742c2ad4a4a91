import { lazy } from 'react';
import { HydrateWhenNear } from '../layout/hydrate-when-near';

const SupportCard = lazy(() => import('../support/support-card').then((m) => ({ default: m.SupportCard })));

/** Section 4: the funding appeal, with the free support card (D9). */
export function FundingAppeal() {
  return (
    <section id="support" className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="funding-title">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">An Appeal to the Public</p>
          <h2 id="funding-title" className="section-title mt-2">
            The Club Requires Your Patronage
          </h2>
          <div className="ornament !mx-0" />
          <p className="text-ink-soft">
            Our adversaries command data centres the size of counties. We command one drafty reading room, a temperamental boiler and a
            great deal of conviction. Every subscription keeps the lamps lit, the exhibitions curated and the Secretary supplied with fresh
            quills.
          </p>
          <p className="mt-4 text-ink-soft">
            Not every supporter need open a purse. Declare your allegiance below at no cost whatsoever, and we shall furnish you with a
            certificate attesting that your thoughts remain entirely your own.
          </p>
          <a href="#membership" className="btn-secondary mt-6">
            See Membership Tiers
          </a>
        </div>
        <HydrateWhenNear id="support-card" rootMargin="200px 0px">
          <SupportCard />
        </HydrateWhenNear>
      </div>
    </section>
  );
}
