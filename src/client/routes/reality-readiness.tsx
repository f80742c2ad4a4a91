import { createFileRoute } from '@tanstack/react-router';
import { RealityReadinessPage } from '../components/reality-readiness/reality-readiness-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/reality-readiness')({
  head: staticHead,
  // A failure is shown by the page itself, so it is not thrown here.
  loader: ({ context }) => context.trpcUtils.experiments.realityReadiness.videos.ensureData().catch(() => undefined),
  component: RealityReadinessPage,
});
