import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ResourcePage } from '../components/page-parts/resource-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/digital-archives')({
  head: staticHead,
  component: DigitalArchivesPage,
});

const KINDS = ['Manuscripts', 'Minutes', 'Correspondence', 'Pamphlets'] as const;
type Kind = (typeof KINDS)[number];

/** Hard-coded entries (part 2 section 2), not server entities. */
const ENTRIES: { ref: string; year: string; title: string; kind: Kind; text: string }[] = [
  {
    ref: 'BAC/MS/1847/001',
    year: '1847',
    kind: 'Manuscripts',
    title: 'The Founding Charter, first draft',
    text: 'Written by Professor Algernon Thistlewood in a single evening, with three crossings-out and one tea stain of historical importance.',
  },
  {
    ref: 'BAC/MIN/1848/012',
    year: '1848',
    kind: 'Minutes',
    title: 'Minutes of the First General Meeting',
    text: 'Motion carried that no member shall consult a mechanical almanac on Club premises. Carried unanimously, by a show of hands.',
  },
  {
    ref: 'BAC/COR/1851/044',
    year: '1851',
    kind: 'Correspondence',
    title: 'Letter to the Great Exhibition Committee',
    text: 'A polite complaint that the Exhibition displayed many machines and not one person thinking. A reply is still awaited.',
  },
  {
    ref: 'BAC/PAM/1889/003',
    year: '1889',
    kind: 'Pamphlets',
    title: '“On the Perils of the Typewriter”',
    text: 'A pamphlet warning that the typewriter would ruin handwriting, and with it the character of the nation. Typeset, ironically.',
  },
  {
    ref: 'BAC/MIN/1926/107',
    year: '1926',
    kind: 'Minutes',
    title: 'The Wireless Debate',
    text: 'Three hours of debate on whether members may listen to the wireless in the Library. Resolved: only to the cricket.',
  },
  {
    ref: 'BAC/COR/1966/210',
    year: '1966',
    kind: 'Correspondence',
    title: 'Letters on the Pocket Calculator',
    text: 'Forty letters from members asking whether using a calculator for one’s tax return counts as cheating. The Committee said yes.',
  },
  {
    ref: 'BAC/PAM/1997/019',
    year: '1997',
    kind: 'Pamphlets',
    title: '“The World Wide Web: A Passing Fancy?”',
    text: 'A pamphlet predicting the Web would be forgotten by 2001. The Club has since reviewed its forecasting methods.',
  },
  {
    ref: 'BAC/MS/2023/088',
    year: '2023',
    kind: 'Manuscripts',
    title: 'Notes Towards a Cognitive Defence',
    text: 'Handwritten notes from the Fellows’ retreat at which the Brain Arsenal and the Intelligence Desk were first proposed.',
  },
];

function DigitalArchivesPage() {
  const [kind, setKind] = useState<Kind | null>(null);
  const shown = kind ? ENTRIES.filter((e) => e.kind === kind) : ENTRIES;
  return (
    <ResourcePage
      width="max-w-5xl"
      eyebrow="Collections"
      title="Digital Archives"
      quote={{
        text: 'We digitised the archive so that nobody would ever have to. Then we did it anyway, by hand.',
        by: 'The Keeper of Records',
      }}
      intro={
        <p>
          A selection from 178 years of minutes, manuscripts, letters and pamphlets, transcribed by volunteers with steady hands. The
          originals may be consulted in the Reading Room by appointment, with cotton gloves.
        </p>
      }
    >
      <div className="mt-8 flex flex-wrap justify-center gap-2" role="group" aria-label="Filter the archive">
        {[null, ...KINDS].map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={kind === k ? 'btn-primary px-4 py-2' : 'btn-secondary px-4 py-2'}
          >
            {k ?? 'All'}
          </button>
        ))}
      </div>
      <p className="mt-4 text-center text-base text-sepia" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'record' : 'records'}
      </p>

      <ol className="mt-6 space-y-4">
        {shown.map((e) => (
          <li key={e.ref} className="card flex flex-col gap-2 p-5 sm:flex-row sm:gap-6">
            <div className="shrink-0 sm:w-32">
              <p className="font-display text-3xl font-bold text-burgundy">{e.year}</p>
              <p className="text-sm text-sepia">{e.ref}</p>
            </div>
            <div>
              <span className="badge">{e.kind}</span>
              <h2 className="mt-1 text-xl font-bold">{e.title}</h2>
              <p className="mt-1 text-base text-ink-soft">{e.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </ResourcePage>
  );
}
