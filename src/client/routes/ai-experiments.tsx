import { createFileRoute } from '@tanstack/react-router';
import { AiExperimentsPage } from '../components/club-pages/ai-experiments-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/ai-experiments')({
  head: staticHead,
  component: AiExperimentsPage,
});
