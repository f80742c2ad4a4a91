import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { Hero } from '../components/home/hero';
import { HydrateWhenNear } from '../components/layout/hydrate-when-near';
import { LatestContent } from '../components/home/latest-content';
import { staticPageHead } from '../lib/head';
import { PAGES, SITE_NAME } from '~/shared/pages';

/**
 * Sections 3-6 and 7-12: in the HTML for every reader; their code is downloaded and hydrated as
 * the visitor nears them, which keeps the initial JavaScript within its budget (120 KB gzip).
 */
const MiddleSections = lazy(() => import('../components/home/middle-sections'));
const LowerSections = lazy(() => import('../components/home/lower-sections'));

export const Route = createFileRoute('/')({
  // Every section's data, in one batched call: the whole page arrives rendered, carrying only what it shows.
  loader: async ({ context }) => {
    const { public: api } = context.trpcUtils;
    await Promise.all([
      api.home.sections.ensureData(),
      // Optional (D14): on failure only the promo card shows, so it never fails the page.
      api.latestContent.get.ensureData().catch(() => undefined),
    ]);
  },
  head: ({ match }) =>
    staticPageHead(match.context.origin, match.fullPath, {
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: `${match.context.origin}/`,
        logo: `${match.context.origin}/favicon.svg`,
        description: PAGES['/'].description,
        foundingDate: '1847',
      },
    }),
  component: HomePage,
});

/** The home page: sections 1-12 in the spec's order; section 13 (both footers) is the site footer. */
function HomePage() {
  return (
    <>
      <Hero />
      <LatestContent />
      <HydrateWhenNear id="middle-sections" rootMargin="200px 0px">
        <MiddleSections />
      </HydrateWhenNear>
      <HydrateWhenNear id="lower-sections" rootMargin="600px 0px">
        <LowerSections />
      </HydrateWhenNear>
    </>
  );
}
