const EVENTS = [
  {
    year: '1847',
    title: 'A Society Is Founded',
    text: 'Professor Algernon Thistlewood, refused entry to a lecture on Babbage’s Analytical Engine, founds a rival club on the spot.',
  },
  {
    year: '1956',
    title: 'The First Formal Objection',
    text: 'Hearing that academics have coined the phrase “artificial intelligence”, the Club sends a strongly worded letter. It is still awaiting a reply.',
  },
  {
    year: 'Today',
    title: 'The Resistance Grows',
    text: 'Chatbots now write wedding speeches. Membership has tripled. The boiler still does not work.',
  },
] as const;

/** Section 5: a timeline of three items. */
export function Timeline() {
  return (
    <section className="bg-paper px-4 py-16" aria-labelledby="timeline-title">
      <div className="mx-auto max-w-5xl">
        <h2 id="timeline-title" className="section-title text-center">
          A Brief History of Thinking for Oneself
        </h2>
        <div className="ornament" />
        <ol className="relative mt-8 grid gap-8 md:grid-cols-3">
          {EVENTS.map((e) => (
            <li key={e.year} className="border-t-4 border-burgundy pt-4">
              <p className="font-display text-3xl font-bold text-burgundy">{e.year}</p>
              <h3 className="mt-1 text-xl font-bold">{e.title}</h3>
              <p className="mt-2 text-base text-ink-soft">{e.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
