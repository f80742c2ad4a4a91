import { createFileRoute } from '@tanstack/react-router';
import { RealityReadinessPage } from '../components/reality-readiness/reality-readiness-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/reality-readiness')({
  head: staticHead('/reality-readiness'),
  loader: ({ context }) => void context.trpcUtils.experiments.realityReadiness.videos.prefetch(),
  component: RealityReadinessPage,
});
