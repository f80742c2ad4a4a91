import { Link } from '@tanstack/react-router';
import { EXPERIMENTS, experimentOutcome, STATUS_STYLES } from './experiments-data';
import { CallToAction } from '../page-parts/call-to-action';
import { ResourcePage } from '../page-parts/resource-page';

/** The page at /ai-experiments (its route and head: src/client/routes/ai-experiments.tsx). */
export function AiExperimentsPage() {
  return (
    <ResourcePage
      eyebrow="The Club Laboratory"
      title="AI Experiments"
      quote={{
        text: 'We study the machines so that we need never become them.',
        by: 'Dr Tobias Later, Director of Research (on leave since 2019)',
      }}
      intro={
        <p>
          Eight experiments into the peculiar relationship between organic minds and their mechanical imitators. Two may be tried in your
          own browser today; the rest proceed at the pace of careful human thought.
        </p>
      }
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {EXPERIMENTS.map((e, i) => (
          <li key={e.title} className="card flex flex-col gap-3 p-5" data-testid="experiment">
            <div className="flex items-center justify-between gap-2">
              <span className="font-display text-sm font-bold text-sepia">No. {i + 1}</span>
              <span className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-bold ${STATUS_STYLES[e.status]}`}>{e.status}</span>
            </div>
            <h2 className="text-xl font-bold">{e.title}</h2>
            <p className="flex-1 text-base text-ink-soft">{e.summary}</p>
            <p className="text-sm italic text-sepia">{e.lead}</p>
            {e.href ? (
              <Link to={e.href} className={e.status === 'Interactive Demo' ? 'btn-primary' : 'btn-secondary'}>
                {e.action}
              </Link>
            ) : experimentOutcome(e) === 'finding' ? (
              <div className="rounded-sm border-l-4 border-[#2f6b3a] bg-paper p-3 text-base" data-testid="experiment-finding">
                <p className="font-display font-bold">Finding</p>
                <p className="mt-1">{e.finding}</p>
              </div>
            ) : (
              <button type="button" className="btn-secondary" disabled>
                Results Pending
              </button>
            )}
          </li>
        ))}
      </ul>

      <CallToAction
        id="take-part"
        title="Take Part in the Science"
        text="Our studies need volunteers with working attention spans, and researchers with questions that only an organic mind should answer."
        className="mt-14"
        primary={{ to: '/volunteer-research', label: 'Volunteer for Research' }}
        secondary={{ to: '/propose-research', label: 'Propose a Study' }}
      />
    </ResourcePage>
  );
}
