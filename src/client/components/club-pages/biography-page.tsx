import { ClubPage } from '../page-parts/club-page';
import { formatPounds } from '~/shared/format';

/** The page at /biography (its route and head: src/client/routes/biography.tsx). */
export function BiographyPage() {
  return (
    <ClubPage
      eyebrow="Our Founder"
      title="Professor Algernon Thistlewood"
      intro="Mathematician, pamphleteer and the first man to lose an argument to a calculating engine on purpose."
    >
      <div className="space-y-5">
        <p>
          Algernon Thistlewood (1809-1891) was born in Bath, the son of a clockmaker who taught him early that anything with enough gears
          will eventually claim to be right. He read mathematics at Cambridge, where he was remembered chiefly for doing sums in his head
          during chapel and announcing the answers.
        </p>
        <p>
          In 1847, refused admission to a lecture on Mr Babbage’s Analytical Engine for “excessive heckling in the queue”, he walked across
          the road to a coffee house, ordered a pot of tea and founded the Brain Appreciation Club on the back of the bill. The bill
          survives in the Club archive. It was never paid.
        </p>
        <p>
          He went on to publish <em>On the Dignity of Working Things Out</em> (1852) and the less well received{' '}
          <em>Why I Shall Not Be Consulting the Engine</em> (1859), and served as President of the Club until his death, at which point he
          was still, by his own account, thinking.
        </p>
        <aside className="card border-2 border-burgundy/40 p-6">
          <h2 className="text-2xl font-bold">A Note on This Biography</h2>
          <p className="mt-3">
            The Board acknowledges that this account is brief, and in places affectionately invented. It will be rewritten in full, with
            footnotes, once the Club has received {formatPounds(1_000_000)}. Until then, Professor Thistlewood would have wanted you to fill
            in the gaps yourself.
          </p>
        </aside>
      </div>
    </ClubPage>
  );
}
