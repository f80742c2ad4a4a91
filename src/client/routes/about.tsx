import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../components/club-pages/about-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/about')({
  head: staticHead,
  component: AboutPage,
});
