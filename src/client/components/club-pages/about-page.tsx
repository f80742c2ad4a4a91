import { Link } from '@tanstack/react-router';
import { ClubPage } from '../page-parts/club-page';

/** The page at /about (its route and head: src/client/routes/about.tsx). */
export function AboutPage() {
  return (
    <ClubPage
      eyebrow="Since 1847"
      title="About the Club"
      intro="A refuge for the unassisted mind, open to all who still enjoy the sound of their own thoughts."
    >
      <div className="space-y-5">
        <p>
          The Brain Appreciation Club was founded in the autumn of 1847, when a small company of scholars, clerks and one unusually
          opinionated governess resolved that the human brain, having done a perfectly good job for some two hundred thousand years,
          deserved a society of its own.
        </p>
        <p>
          For most of its history the Club had little to resist. Its members met on Tuesday evenings to admire long division, commit poems
          to memory and argue, at length and without notes, about whether the crossword had been fair. Then the machines began to talk, and
          the Club found its calling.
        </p>
        <h2 className="pt-4 text-2xl font-bold">What We Do</h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>Curate exhibitions celebrating feats of ordinary, wonderful human cognition.</li>
          <li>Bestow ironic honours on the machines’ most confident blunders, and record the worst in our Hall of Shame.</li>
          <li>Publish field guides to cognitive self-defence for a public increasingly tempted to outsource its thinking.</li>
          <li>Host symposiums at which the use of a device to settle an argument is punishable by buying the next round.</li>
        </ul>
        <h2 className="pt-4 text-2xl font-bold">What We Are Not</h2>
        <p>
          We are not against progress, electricity or the steam engine, which we consider a reasonable machine that knows its place. We
          simply hold that a thought is better for having been thought, and that nobody ever grew wiser by having their sentences finished
          for them.
        </p>
        <p>
          Visitors are welcome. Browse the <Link to="/exhibitions">exhibitions</Link>, read the{' '}
          <Link to="/historical-charter">Historical Charter</Link>, or meet the <Link to="/board-of-governors">Board of Governors</Link>.
        </p>
      </div>
    </ClubPage>
  );
}
