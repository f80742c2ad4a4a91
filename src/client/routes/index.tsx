import { createFileRoute } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { Deferred } from '../components/home/deferred';
import { ExhibitionsGrid } from '../components/home/exhibitions-grid';
import { FundingAppeal } from '../components/home/funding-appeal';
import { Hero } from '../components/home/hero';
import { LatestContent } from '../components/home/latest-content';
import { RealityReadinessPromo } from '../components/home/reality-readiness-promo';
import { LOWER_SECTION_IDS } from '../components/home/section-ids';
import { Timeline } from '../components/home/timeline';
import { useDocumentTitle } from '../lib/use-document-title';

/** Sections 7-12 (charter to contact) load when the visitor approaches them: the JS budget. */
const LowerSections = lazy(() => import('../components/home/lower-sections'));

export const Route = createFileRoute('/')({
  // Started together (one batched request), not awaited: each section shows its skeleton.
  loader: ({ context }) => {
    const { public: api } = context.trpcUtils;
    void api.content.list.prefetch();
    void api.latestContent.get.prefetch();
    void api.recognition.list.prefetch();
    void api.shame.list.prefetch();
  },
  component: HomePage,
});

/** Empty anchors standing in for sections 7-12, so /#membership has somewhere to land at once. */
const lowerPlaceholder = (
  <div aria-busy="true">
    {LOWER_SECTION_IDS.map((id) => <div key={id} id={id} className="min-h-[70vh]" />)}
  </div>
);

/** The home page: sections 1-12 in the spec's order; section 13 (both footers) is the site footer. */
function HomePage() {
  useDocumentTitle('Home');
  // Arriving at /#exhibitions from another page: scroll once the section exists.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id === 'exhibitions' || id === 'support') document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <>
      <Hero />
      <LatestContent />
      <RealityReadinessPromo />
      <FundingAppeal />
      <Timeline />
      <ExhibitionsGrid />
      <Deferred placeholder={lowerPlaceholder} rootMargin="1000px 0px">
        <LowerSections />
      </Deferred>
    </>
  );
}
