import { createFileRoute, Link } from '@tanstack/react-router';
import { PREREQUISITES, STEPS, TIMELINE } from '../components/club-pages/application-data';
import { MarkList } from '../components/page-parts/mark-list';
import { PageTitle } from '../components/page-parts/page-title';
import { staticHead } from '../lib/route-data';
import { TextList } from '../components/page-parts/text-list';
import { Glyph } from '~/client/components/page-parts/glyph';

/**
 * "Download Requirements" on the application process: every requirement on one page made to print
 * (the print stylesheet drops the site's header and footer; the browser's print dialog also saves a PDF).
 */
export const Route = createFileRoute('/application-process_/requirements')({
  head: staticHead,
  component: RequirementsPage,
});

function RequirementsPage() {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 print:max-w-none print:p-0" data-print-page>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/application-process" className="text-base">
          <Glyph name="back" /> Back to the Application Process
        </Link>
        {/* Printing from the page needs its script: without JavaScript the browser's own Print command is named instead. */}
        <button type="button" className="btn-primary noscript:hidden" onClick={() => window.print()}>
          Print Requirements
        </button>
        <p className="hidden text-base noscript:block">To keep a copy, use your browser’s Print command (Ctrl+P, or ⌘P on a Mac).</p>
      </div>
      <PageTitle
        eyebrow="The Brain Appreciation Club · Fellowship"
        title="Fellowship Requirements"
        intro="What an applicant needs at each of the five steps of admission, and the prerequisites of membership. Bring this page to your assessment; a pencil is provided."
      />

      <section aria-labelledby="steps-title" className="mt-10">
        <h2 id="steps-title" className="section-title">
          The Five Steps
        </h2>
        <ol className="mt-4 space-y-4">
          {STEPS.map((s) => (
            <li key={s.step} className="card p-5" data-testid="requirements-step">
              <h3 className="text-xl font-bold">
                Step {s.step}: {s.title} <span className="text-base font-normal text-sepia">({s.duration})</span>
              </h3>
              <TextList items={s.requirements} className="mt-2 list-disc space-y-1 pl-6 text-base" />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="prerequisites-title" className="mt-10">
        <h2 id="prerequisites-title" className="section-title">
          Membership Prerequisites
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          {PREREQUISITES.map((p) => (
            <div key={p.name} className="card p-5">
              <h3 className="text-lg font-bold">{p.name}</h3>
              <MarkList items={p.items} mark="check" markClassName="text-burgundy" className="mt-2 space-y-1 text-base" />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="timeline-title" className="mt-10">
        <h2 id="timeline-title" className="section-title">
          Timeline
        </h2>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-base">
          {TIMELINE.map((t) => (
            <li key={t.label}>
              <strong>{t.label}:</strong> {t.figure}. {t.note}.
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-10 border-t border-gold pt-4 text-base text-sepia">
        Apply through the fellowship application form on the Club’s home page (/#membership). Every application is read by a person, in
        full, with a cup of tea.
      </p>
    </article>
  );
}
