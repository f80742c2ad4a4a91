import { createFileRoute } from '@tanstack/react-router';
import { VolunteerResearchPage } from '../components/club-pages/volunteer-research-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/volunteer-research')({
  head: staticHead,
  component: VolunteerResearchPage,
});
