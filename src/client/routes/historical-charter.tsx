import { createFileRoute } from '@tanstack/react-router';
import { ClubPage } from '../components/page-parts/club-page';
import { PageSection, PanelSection } from '../components/page-parts/page-section';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/historical-charter')({
  head: staticHead,
  component: CharterPage,
});

const ARTICLES = [
  [
    'Article I',
    'Of the Sovereignty of the Mind',
    'Every Fellow shall think their own thoughts, in their own time, and shall not be hurried by any contrivance claiming to know what they meant.',
  ],
  [
    'Article II',
    'Of Questions and Their Answers',
    'A question shall be held in the mind for no less than one full minute before an answer is sought elsewhere, that the mind might have first refusal.',
  ],
  [
    'Article III',
    'Of Machines',
    'Machines shall be treated with courtesy and kept in their proper station, which is the scullery. None shall be addressed as “colleague”, “partner” or “friend”.',
  ],
  [
    'Article IV',
    'Of Error',
    'Every Fellow has the right to be wrong by their own efforts, and the duty to admit it cheerfully. Borrowed certainty is forbidden.',
  ],
  ['Article V', 'Of Fellowship', 'The Club is open to any person who can think, and who is willing to be seen doing it.'],
] as const;

const SIGNATORIES = [
  ['Algernon Thistlewood', 'Founder and First President'],
  ['Henrietta Marchbanks', 'Governess and Secretary'],
  ['Josiah Quill', 'Clerk and Treasurer'],
  ['Dr Ignatius Fairweather', 'Physician and Witness'],
] as const;

function CharterPage() {
  return (
    <ClubPage
      eyebrow="Ratified 14 October 1847"
      title="The Historical Charter"
      intro="The founding document of the Club, transcribed from the original, which is written on the back of a coffee-house bill."
    >
      <PanelSection id="preamble-title" title="Preamble" className="card p-6 sm:p-8">
        <p className="mt-3 italic">
          Whereas the human brain has, without instruction manual or outside assistance, produced the sonnet, the suspension bridge and the
          Sunday roast; and whereas certain persons now propose engines to do our thinking for us; we, the undersigned, do constitute
          ourselves a Club for the appreciation of the said brain, and do adopt the following Articles.
        </p>
      </PanelSection>
      <ol className="mt-8 space-y-6">
        {ARTICLES.map(([numeral, title, text]) => (
          <li key={numeral} className="border-l-4 border-burgundy pl-5" data-testid="charter-article">
            <h2 className="text-2xl font-bold">
              {numeral}: {title}
            </h2>
            <p className="mt-2">{text}</p>
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="declaration-title"
        className="mt-10 rounded-sm border-4 border-double border-gold bg-ink p-6 text-parchment sm:p-8"
      >
        <h2 id="declaration-title" className="text-2xl font-bold text-gold-light">
          The Founding Declaration
        </h2>
        <p className="mt-3 text-parchment/90">
          We declare that no thought is too small to be one’s own, and no machine too clever to be told “no thank you”. Let this Club stand
          for as long as there remains one person willing to work it out for themselves.
        </p>
      </section>
      <PageSection id="signatories-title" title="Signatories" className="mt-10" titleClassName="text-center text-2xl font-bold">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {SIGNATORIES.map(([name, role]) => (
            <li key={name} className="card p-5 text-center" data-testid="signatory">
              <p className="font-display text-2xl italic">{name}</p>
              <p className="mt-1 text-base text-sepia">{role}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </ClubPage>
  );
}
