import { Link } from '@tanstack/react-router';
import { InkPanel, ON_INK_BUTTON } from '../page-parts/ink-panel';
import { MarkList } from '../page-parts/mark-list';
import { CardRowSection, PageSection } from '../page-parts/page-section';
import { ResourcePage } from '../page-parts/resource-page';
import { StepNumber } from '../page-parts/step-number';
import { PREREQUISITES, STEP_BORDERS, STEPS, stepIcon, TIMELINE } from './application-data';
import { TextList } from '../page-parts/text-list';

/** The page at /application-process (its route and head: src/client/routes/application-process.tsx). */
export function ApplicationProcessPage() {
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
              <TextList items={s.requirements} className="mt-1 list-disc space-y-1 pl-6 text-base" />
            </li>
          ))}
        </ol>
      </PageSection>

      <CardRowSection id="prerequisites" title="Membership Prerequisites" className="mt-14" items={PREREQUISITES} keyOf={(p) => p.name}>
        {(p) => (
          <>
            <h3 className="text-xl font-bold">{p.name}</h3>
            <MarkList items={p.items} mark="check" markClassName="text-burgundy" className="mt-3 space-y-2 text-base" />
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
          {/* A page of its own, made to print (or save as PDF): every step's requirements and the prerequisites. */}
          <Link to="/application-process/requirements" className={ON_INK_BUTTON}>
            Download Requirements
          </Link>
        </div>
      </InkPanel>
    </ResourcePage>
  );
}
