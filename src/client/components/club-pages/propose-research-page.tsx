import { ExperimentPage } from '../page-parts/experiment-page';
import { PanelSection } from '../page-parts/page-section';
import { StepNumber } from '../page-parts/step-number';
import { ProposalForm } from '../research-forms/proposal-form';

const REVIEW_STEPS = [
  {
    when: '5-7 business days',
    what: 'Initial review by the Research Secretary, who checks the proposal is complete and written by a human.',
  },
  { when: '2-3 weeks', what: 'Full review by the Research Committee at its fortnightly sitting, with tea.' },
  { when: 'Within 48 hours of the decision', what: 'A written response, with the Committee’s comments and, if approved, a start date.' },
];

/** The page at /propose-research (its route and head: src/client/routes/propose-research.tsx). */
export function ProposeResearchPage() {
  return (
    <ExperimentPage
      eyebrow="The Research Committee"
      title="Propose a Research Study"
      intro={
        <>
          The Club funds, hosts and gently interrogates studies of human cognition. If you have a question only an organic mind should
          answer, set it out below in four parts.
        </>
      }
    >
      <div className="mt-8">
        <ProposalForm />
      </div>
      <PanelSection id="review-process-title" title="The Review Process" className="card mt-8 p-5 sm:p-8">
        <ol className="mt-4 space-y-4">
          {REVIEW_STEPS.map((step, i) => (
            <li key={step.when} className="flex gap-4">
              <StepNumber n={i + 1} className="h-9 w-9 shrink-0 bg-ink text-gold-light" />
              <p className="text-base">
                <strong className="font-display">{step.when}.</strong> {step.what}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-base text-ink-soft">
          Questions before you submit? The Committee keeps office hours on Tuesdays and Thursdays, 2-4 PM GMT, at{' '}
          <a href="mailto:committee@brainappreciation.club" className="underline">
            committee@brainappreciation.club
          </a>
          . Proposals written with the help of a language model are returned unread, with a pamphlet.
        </p>
      </PanelSection>
    </ExperimentPage>
  );
}
