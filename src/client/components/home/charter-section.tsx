import { Link } from '@tanstack/react-router';

const PRINCIPLES = [
  ['I', 'That every thought worth having is worth having oneself.'],
  ['II', 'That a question answered instantly has seldom been understood.'],
  ['III', 'That no machine, however eloquent, shall be addressed as “colleague”.'],
] as const;

/** Section 7: the charter section, linking to the full Historical Charter. */
export function CharterSection() {
  return (
    <section id="charter" className="bg-paper px-4 py-16" aria-labelledby="charter-title">
      <div className="card mx-auto max-w-4xl border-2 border-gold p-6 text-center sm:p-10">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">Ratified 1847 · Amended Never</p>
        <h2 id="charter-title" className="section-title mt-2">Our Founding Charter</h2>
        <div className="ornament" />
        <p className="italic text-ink-soft">
          “We, the undersigned, being of sound and wholly unassisted mind, do hereby resolve to think for ourselves,
          slowly if need be, and to celebrate every citizen who does likewise.”
        </p>
        <ol className="mt-8 grid gap-4 text-left sm:grid-cols-3">
          {PRINCIPLES.map(([numeral, text]) => (
            <li key={numeral} className="rounded-sm border border-gold/60 bg-parchment p-4">
              <p className="font-display text-lg font-bold text-burgundy">Article {numeral}</p>
              <p className="mt-1 text-base">{text}</p>
            </li>
          ))}
        </ol>
        <Link to="/historical-charter" className="btn-primary mt-8">Read the Full Charter</Link>
      </div>
    </section>
  );
}
