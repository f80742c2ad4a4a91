import { Link } from '@tanstack/react-router';

// Excerpts of the Historical Charter page (routes/historical-charter.tsx).
const PRINCIPLES = [
  ['I', 'Every Fellow shall think their own thoughts, in their own time.'],
  ['III', 'No machine, however eloquent, shall be addressed as “colleague”.'],
  ['V', 'The Club is open to any person who can think, and who is willing to be seen doing it.'],
] as const;

/** Section 7: the charter section, linking to the full Historical Charter. */
export function CharterSection() {
  return (
    <section id="charter" className="bg-paper px-4 py-16" aria-labelledby="charter-title">
      <div className="card mx-auto max-w-4xl border-2 border-gold p-6 text-center sm:p-10">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">Ratified 1847 · Amended Never</p>
        <h2 id="charter-title" className="section-title mt-2">
          Our Founding Charter
        </h2>
        <div className="ornament" />
        <p className="italic text-ink-soft">
          “Whereas the human brain has, without instruction manual or outside assistance, produced the sonnet, the suspension bridge and the
          Sunday roast; we, the undersigned, do constitute ourselves a Club for the appreciation of the said brain.”
        </p>
        <ol className="mt-8 grid gap-4 text-left sm:grid-cols-3">
          {PRINCIPLES.map(([numeral, text]) => (
            <li key={numeral} className="rounded-sm border border-gold/60 bg-parchment p-4">
              <p className="font-display text-lg font-bold text-burgundy">Article {numeral}</p>
              <p className="mt-1 text-base">{text}</p>
            </li>
          ))}
        </ol>
        <Link to="/historical-charter" className="btn-primary mt-8">
          Read the Full Charter
        </Link>
      </div>
    </section>
  );
}
