import { createFileRoute } from '@tanstack/react-router';
import { RealityReadinessPage } from '../components/reality-readiness/reality-readiness-page';

export const Route = createFileRoute('/reality-readiness')({
  loader: ({ context }) => void context.trpcUtils.experiments.realityReadiness.videos.prefetch(),
  component: RealityReadinessPage,
});
