import { createFileRoute } from '@tanstack/react-router';
import { BiographyPage } from '../components/club-pages/biography-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/biography')({
  head: staticHead,
  component: BiographyPage,
});
