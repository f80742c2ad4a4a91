import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceListPage } from '../../components/intelligence/intelligence-list-page';

export const Route = createFileRoute('/intelligence/')({
  loader: ({ context }) => void context.trpcUtils.public.intelligence.list.prefetch(),
  component: IntelligenceListPage,
});
