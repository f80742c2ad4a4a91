import { createFileRoute } from '@tanstack/react-router';
import { ApplicationProcessPage } from '../components/club-pages/application-process-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/application-process')({
  head: staticHead,
  component: ApplicationProcessPage,
});
