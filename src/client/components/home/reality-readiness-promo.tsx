import { Link } from '@tanstack/react-router';

const FACTS = [
  ['5', 'video clips'],
  ['10', 'seconds each'],
  ['4 of 5', 'to pass'],
] as const;

/** Section 3: the Reality Readiness promo (5 clips, 10 s, 4 of 5, the badge). */
export function RealityReadinessPromo() {
  return (
    <section
      id="reality-readiness"
      className="border-y-4 border-double border-gold bg-ink px-4 py-14 text-parchment"
      aria-labelledby="reality-title"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-gold-light">New Examination</p>
          <h2 id="reality-title" className="mt-2 text-3xl font-bold text-parchment sm:text-4xl">
            Are You Reality Ready?
          </h2>
          <p className="mt-4 text-parchment/90">
            The machines now manufacture moving pictures of events that never occurred. Can you still tell the genuine article from the
            counterfeit? Watch five short clips, ten seconds apiece, and declare each real or fake. Judge four of the five correctly and the
            Club shall award you the badge
          </p>
          <p className="mt-3 font-display text-xl font-bold text-gold-light">‘Cognitive Independence Level 1’</p>
          <Link to={'/reality-readiness'} className="btn-gold mt-8">
            Take the Reality Readiness Test
          </Link>
        </div>
        <ul className="grid grid-cols-3 gap-3 sm:gap-4">
          {FACTS.map(([figure, label]) => (
            <li key={label} className="rounded-sm border-2 border-gold-light/60 p-3 text-center sm:p-5">
              <span className="block font-display text-2xl font-bold text-gold-light sm:text-4xl">{figure}</span>
              <span className="mt-1 block text-base text-parchment/90">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
