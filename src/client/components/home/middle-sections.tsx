import { ExhibitionsGrid } from './exhibitions-grid';
import { FundingAppeal } from './funding-appeal';
import { RealityReadinessPromo } from './reality-readiness-promo';
import { Timeline } from './timeline';

/** Sections 3-6 of the home page: in the served HTML, their code hydrated as the visitor approaches them. */
export default function MiddleSections() {
  return (
    <>
      <RealityReadinessPromo />
      <FundingAppeal />
      <Timeline />
      <ExhibitionsGrid />
    </>
  );
}
