import { createFileRoute } from '@tanstack/react-router';
import { ArsenalDetailPage } from '../../components/arsenal/arsenal-detail-page';

const numericId = (id: string) => (/^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null);

export const Route = createFileRoute('/brain-arsenal/$id')({
  loader: ({ context, params }) => {
    const id = numericId(params.id);
    if (id !== null) void context.trpcUtils.public.arsenal.byId.prefetch({ id });
  },
  component: ArsenalDetail,
});

function ArsenalDetail() {
  const { id } = Route.useParams();
  return <ArsenalDetailPage key={id} id={numericId(id)} />;
}
