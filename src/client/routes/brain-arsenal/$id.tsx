import { createFileRoute } from '@tanstack/react-router';
import { ArsenalDetailPage } from '../../components/arsenal/arsenal-detail-page';
import { parseRouteId } from '../../../shared/ids';

export const Route = createFileRoute('/brain-arsenal/$id')({
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id);
    if (id !== null) void context.trpcUtils.public.arsenal.byId.prefetch({ id });
  },
  component: ArsenalDetail,
});

function ArsenalDetail() {
  const { id } = Route.useParams();
  return <ArsenalDetailPage key={id} id={parseRouteId(id)} />;
}
