import { createFileRoute } from '@tanstack/react-router';
import { ProposeResearchPage } from '../components/club-pages/propose-research-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/propose-research')({
  head: staticHead,
  component: ProposeResearchPage,
});
