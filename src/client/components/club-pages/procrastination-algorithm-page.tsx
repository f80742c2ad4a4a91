import { Link } from '@tanstack/react-router';
import { PageSection } from '../page-parts/page-section';
import { PageHeader } from '../page-parts/page-title';
import { TextList } from '../page-parts/text-list';
import { Glyph } from '~/client/components/page-parts/glyph';

const FINDINGS = [
  {
    figure: '73%',
    text: 'of participants completed the task within the final 9% of the time allowed, with a quality no worse than the early finishers.',
  },
  {
    figure: '4.2',
    text: 'hours, on average, spent tidying a desk before a task of 40 minutes. Desks were judged “immaculate” by an independent panel.',
  },
  {
    figure: '0',
    text: 'chatbots that could be persuaded to put anything off. Every one answered at once, confidently, and often wrongly.',
  },
  { figure: '11', text: 'genuinely good ideas recorded during avoidance activities, including a better method for the task itself.' },
];

const METHOD = [
  'Forty-eight volunteers aged 18 to 80 were each given a task and a fortnight, and told the task was “not urgent”.',
  'A control group was given the same task and a language model. Their work arrived within four minutes and needed rewriting.',
  'Fellows observed, from a respectful distance, every cup of tea, window gazed through and drawer reorganised.',
  'Results were analysed by hand, eventually.',
];

/** The page at /procrastination-algorithm (its route and head: src/client/routes/procrastination-algorithm.tsx). */
export function ProcrastinationAlgorithmPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/ai-experiments" className="text-base">
        <Glyph name="back" /> Back to AI Experiments
      </Link>
      <div className="mt-6">
        <PageHeader
          eyebrow="Experiment No. 3 · Preliminary Results"
          title="The Procrastination Algorithm"
          quote={{
            text: 'I shall write the conclusion tomorrow. It will be better for it.',
            by: 'Dr Tobias Later, principal investigator',
          }}
        >
          <p>
            Is putting things off a flaw, or a sophisticated prioritisation engine that no machine can copy? After six years of study, two
            of them intended, the Club is ready to share what it has found so far.
          </p>
        </PageHeader>
      </div>

      <PageSection id="hypothesis" title="The Hypothesis" className="mt-10">
        <p className="mt-3 text-lg">
          The human mind, left alone with a deadline, runs a quiet background process: it tidies, wanders, makes tea and stares at pigeons
          while the problem is turned over somewhere below the surface. We call this process the Procrastination Algorithm. Machines, which
          answer instantly, do not have one, and we suspect their answers suffer for it.
        </p>
      </PageSection>

      <PageSection id="findings" title="Preliminary Findings" className="mt-10">
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {FINDINGS.map((f) => (
            <div key={f.figure + f.text} className="card p-5">
              <p className="font-display text-5xl font-bold text-burgundy">{f.figure}</p>
              <p className="mt-2 text-base text-ink-soft">{f.text}</p>
            </div>
          ))}
        </div>
      </PageSection>

      <section className="mt-10 grid gap-6 md:grid-cols-2" aria-label="Method and conclusions">
        <div className="card p-5">
          <h2 className="text-2xl font-bold">Method</h2>
          <TextList ordered items={METHOD} className="mt-3 list-decimal space-y-2 pl-5 text-base" />
        </div>
        <div className="card p-5">
          <h2 className="text-2xl font-bold">Conclusions So Far</h2>
          <p className="mt-3 text-base">
            Strategic delay appears to improve the quality of human work, provided it ends. The algorithm is most effective when paired with
            a kettle, least effective when paired with a smartphone. A full report will be published shortly, or at any rate eventually.
          </p>
          <p className="mt-3 text-base text-sepia">Peer review: scheduled for next week, as it has been since March.</p>
        </div>
      </section>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/volunteer-research" className="btn-primary">
          Volunteer for the Next Study
        </Link>
        <Link to="/ai-experiments" className="btn-secondary">
          All Experiments
        </Link>
      </div>
    </div>
  );
}
