import { createFileRoute } from '@tanstack/react-router';
import { ClubPage } from '../components/page-parts/club-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/board-of-governors')({
  head: staticHead,
  component: BoardPage,
});

const GOVERNORS = [
  ['Lady Philippa Ashcombe', 'President', 'Has not used autocorrect since 2009 and considers her spelling improved.'],
  ['Dr Cornelius Vane', 'Vice-President', 'Author of a three-volume history of the pencil, volume four forthcoming by hand.'],
  ['Mrs Euphemia Crabtree', 'Honorary Secretary', 'Answers all correspondence personally, occasionally in verse.'],
  ['Mr Bartholomew Finch', 'Treasurer', 'Keeps the accounts in a ledger and the ledger in a locked drawer.'],
  ['Professor Ada Pennyworth', 'Keeper of the Exhibitions', 'Curator of unaided genius and a formidable mental arithmetician.'],
  ['Colonel Hortense Bellweather (retd.)', 'Master of Debate', 'Has never once said “let me just look that up”.'],
  ['The Revd Septimus Hale', 'Chaplain to Rational Doubt', 'Ministers to Fellows tempted by a chatbot in a moment of weakness.'],
  ['Miss Winifred Oakes', 'Warden of the Hall of Shame', 'Catalogues the machines’ blunders with a firm hand and a soft heart.'],
] as const;

function BoardPage() {
  return (
    <ClubPage
      eyebrow="Governance"
      title="Board of Governors"
      intro="Eight Fellows of unimpeachable cognition, elected annually by a show of hands (real ones)."
    >
      <ul className="grid gap-6 sm:grid-cols-2">
        {GOVERNORS.map(([name, role, note]) => (
          <li key={name} className="card p-5" data-testid="governor">
            <p className="font-display text-sm font-bold uppercase tracking-wider text-burgundy">{role}</p>
            <h2 className="mt-1 text-xl font-bold">{name}</h2>
            <p className="mt-2 text-base text-ink-soft">{note}</p>
          </li>
        ))}
      </ul>
    </ClubPage>
  );
}
