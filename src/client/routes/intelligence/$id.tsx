import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceDetailPage } from '../../components/intelligence/intelligence-detail-page';
import { parseRouteId } from '../../../shared/ids';

export const Route = createFileRoute('/intelligence/$id')({
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id);
    if (id !== null) void context.trpcUtils.public.intelligence.byId.prefetch({ id });
  },
  component: IntelligenceDetail,
});

function IntelligenceDetail() {
  const { id } = Route.useParams();
  return <IntelligenceDetailPage key={id} id={parseRouteId(id)} />;
}
