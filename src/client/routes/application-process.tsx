import { createFileRoute, Link } from '@tanstack/react-router';
import { CardRowSection, InkPanel, MarkList, ON_INK_BUTTON, PageSection, ResourcePage, StepNumber } from '../components/layout/page-header';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/application-process')({
  head: staticHead,
  component: ApplicationProcessPage,
});

type StepStatus = 'immediate' | 'scheduled' | 'verification' | 'interview' | 'decision';

/** Part 2 sections 3, 4 and 9: five steps, their durations, requirements and border colours. */
const STEPS: { step: number; title: string; description: string; duration: string; requirements: string[]; status: string }[] = [
  {
    step: 1,
    title: 'Initial Submission',
    description: 'Complete the application form by your own hand. Applications that arrive suspiciously well punctuated are read twice.',
    duration: '5-10 minutes',
    requirements: ['Minimum age of 18 years', 'A completed application form', 'A short statement on the last thing you thought of unaided'],
    status: 'immediate',
  },
  {
    step: 2,
    title: 'Cognitive Aptitude Assessment',
    description: 'A friendly examination of attention, recall and reasoning, sat in the Reading Room with a pencil and a glass of water.',
    duration: '30-45 minutes',
    requirements: [
      'An attention span of at least 15 minutes',
      'Mental arithmetic to the standard of a competent shopkeeper',
      'No devices in the examination room',
    ],
    status: 'scheduled',
  },
  {
    step: 3,
    title: 'Character Reference Review',
    description: 'Our Secretary writes to your referees, by post, and waits patiently for them to reply in kind.',
    duration: '1-2 weeks',
    requirements: ['Two professional references', 'One personal reference', 'Referees who have met you in person, at least once'],
    status: 'verification',
  },
  {
    step: 4,
    title: 'Interview with Club Officials',
    description:
      'A conversation by the fire about ideas, books and the last time you changed your mind. There are no wrong answers, only unconsidered ones.',
    duration: '45-60 minutes',
    requirements: ['An interview with three Fellows', 'One idea you are prepared to defend', 'Willingness to be interrupted courteously'],
    status: 'interview',
  },
  {
    step: 5,
    title: 'Final Review and Acceptance',
    description: 'The Membership Committee reviews your file, votes with brass tokens, and writes to you on headed paper.',
    duration: '2-3 business days',
    requirements: ['A majority of the Committee in favour', 'Acceptance of the Charter', 'Payment of the first subscription'],
    status: 'decision',
  },
];

/** Spec: the status only picks an icon, with a default for anything else. */
const STATUS_ICONS: Record<StepStatus, string> = {
  immediate: '✍️',
  scheduled: '📅',
  verification: '🔍',
  interview: '🎩',
  decision: '⚖️',
};
const stepIcon = (status: string) => STATUS_ICONS[status as StepStatus] ?? '📜';

/** Border colours run blue, green, yellow, purple, red for steps 1 to 5. */
const STEP_BORDERS = ['border-l-[#1f5fa8]', 'border-l-[#2f7d3a]', 'border-l-[#c9a000]', 'border-l-[#6b3fa0]', 'border-l-[#b3261e]'];

const PREREQUISITES = [
  {
    name: 'Age & Identity',
    items: ['Minimum age of 18 years', 'Proof of identity, in person', 'A name you answer to without being prompted'],
  },
  {
    name: 'Cognitive Prerequisites',
    items: [
      'An attention span of at least 10 minutes',
      'The ability to read a page without scrolling',
      'Curiosity, demonstrated at least weekly',
    ],
  },
  {
    name: 'Technical Requirements',
    items: [
      'A working pencil',
      'Access to paper (lined or plain, we do not judge)',
      'The ability to switch off a telephone, and to leave it off',
    ],
  },
  {
    name: 'Character Qualifications',
    items: ['Courtesy in disagreement', 'A willingness to say “I don’t know”', 'No history of passing off machine work as your own'],
  },
];

const TIMELINE = [
  { figure: '2-3 Weeks', label: 'Standard processing', note: 'Rush processing available for the impatient' },
  { figure: '98%', label: 'Success rate', note: 'Of applicants who reach the interview' },
  { figure: '24/7', label: 'Support', note: 'Human staff only' },
];

function ApplicationProcessPage() {
  return (
    <ResourcePage
      width="max-w-6xl"
      eyebrow="Fellowship"
      title="Application Process"
      quote={{
        text: 'We do not ask whether you are clever. We ask whether you are still doing your own thinking, and whether you enjoy it.',
        by: 'Mrs Cordelia Thistlewood, Director of Admissions',
      }}
      intro={
        <p>
          Admission to the Club has followed the same five steps since 1847, with minor concessions to the invention of the telephone. Every
          application is read by a person, in full, with a cup of tea.
        </p>
      }
    >
      <PageSection id="journey" title="Five-Step Application Journey" className="mt-12" centred>
        <ol className="mt-6 space-y-5">
          {STEPS.map((s, i) => (
            <li key={s.step} className={`card border-l-8 p-5 sm:p-6 ${STEP_BORDERS[i]}`} data-testid="application-step">
              <div className="flex flex-wrap items-center gap-3">
                <StepNumber n={s.step} className="h-10 w-10 bg-ink text-lg text-gold-light" />
                <span className="text-3xl" role="img" aria-label={`Status: ${s.status}`}>
                  {stepIcon(s.status)}
                </span>
                <h3 className="text-2xl font-bold">
                  <span className="sr-only">Step {s.step}: </span>
                  {s.title}
                </h3>
                <span className="badge ml-auto">{s.duration}</span>
              </div>
              <p className="mt-3 text-base text-ink-soft">{s.description}</p>
              <h4 className="mt-3 font-display text-base font-bold">Requirements</h4>
              <ul className="mt-1 list-disc space-y-1 pl-6 text-base">
                {s.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </PageSection>

      <CardRowSection id="prerequisites" title="Membership Prerequisites" className="mt-14" items={PREREQUISITES} keyOf={(p) => p.name}>
        {(p) => (
          <>
            <h3 className="text-xl font-bold">{p.name}</h3>
            <MarkList items={p.items} mark="✓" markClassName="text-burgundy" className="mt-3 space-y-2 text-base" />
          </>
        )}
      </CardRowSection>

      <InkPanel id="timeline" title="Application Timeline">
        <dl className="mt-8 grid gap-6 text-center sm:grid-cols-3">
          {TIMELINE.map((t) => (
            <div key={t.figure}>
              <dt className="text-lg text-parchment/90">{t.label}</dt>
              <dd className="font-display text-5xl font-bold text-gold-light">{t.figure}</dd>
              <dd className="mt-1 text-base text-parchment/85">{t.note}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {/* The Club's own application form is the contact form on the home page. */}
          <Link to="/" hash="membership" className="btn-gold">
            Begin Application
          </Link>
          <button type="button" className={ON_INK_BUTTON} onClick={() => window.print()}>
            Download Requirements
          </button>
        </div>
      </InkPanel>
    </ResourcePage>
  );
}
