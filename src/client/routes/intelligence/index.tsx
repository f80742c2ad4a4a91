import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceListPage } from '../../components/intelligence/intelligence-list-page';
import { staticHead } from '../../lib/route-data';

export const Route = createFileRoute('/intelligence/')({
  // A failure is shown by the page itself, so it is not thrown here.
  loader: ({ context }) => context.trpcUtils.public.intelligence.list.ensureData().catch(() => undefined),
  head: staticHead('/intelligence'),
  component: IntelligenceListPage,
});
