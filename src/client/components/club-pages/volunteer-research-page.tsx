import { ExperimentPage } from '../page-parts/experiment-page';
import { VolunteerForm } from '../research-forms/volunteer-form';

/** The page at /volunteer-research (its route and head: src/client/routes/volunteer-research.tsx). */
export function VolunteerResearchPage() {
  return (
    <ExperimentPage
      eyebrow="The Research Office"
      title="Volunteer for Research"
      intro={
        <>
          Lend the Club your brain, briefly and with its owner’s consent. Our studies ask for attention, honesty and an attention span of at
          least twelve minutes; in return we offer tea, gratitude and the quiet satisfaction of advancing the science of organic thought.
        </>
      }
    >
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <VolunteerForm />
        <aside className="space-y-4" aria-label="Contact the Research Office">
          <div className="card p-5">
            <h2 className="text-xl font-bold">What to expect</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-base text-ink-soft">
              <li>A reply within 48 hours</li>
              <li>Sessions of 12 minutes or more</li>
              <li>No devices in the study room</li>
              <li>Volunteers must be 18 or over</li>
            </ul>
          </div>
          <div className="card p-5">
            <h2 className="text-xl font-bold">Research Office</h2>
            <address className="mt-2 text-base not-italic text-ink-soft">
              The Brain Appreciation Club
              <br />
              Department of Organic Cognition
              <br />
              <a href="mailto:research@brainappreciation.club">research@brainappreciation.club</a>
              <br />
              Research hours: Mon-Fri 9:00-17:00 GMT
            </address>
          </div>
        </aside>
      </div>
    </ExperimentPage>
  );
}
