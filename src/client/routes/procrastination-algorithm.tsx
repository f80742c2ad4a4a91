import { createFileRoute } from '@tanstack/react-router';
import { ProcrastinationAlgorithmPage } from '../components/club-pages/procrastination-algorithm-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/procrastination-algorithm')({
  head: staticHead,
  component: ProcrastinationAlgorithmPage,
});
