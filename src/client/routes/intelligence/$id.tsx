import { createFileRoute } from '@tanstack/react-router';
import { IntelligenceDetailPage } from '../../components/intelligence/intelligence-detail-page';

/** Spec: the id is parsed as a number; anything else is simply not found. */
const numericId = (id: string) => (/^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null);

export const Route = createFileRoute('/intelligence/$id')({
  loader: ({ context, params }) => {
    const id = numericId(params.id);
    if (id !== null) void context.trpcUtils.public.intelligence.byId.prefetch({ id });
  },
  component: IntelligenceDetail,
});

function IntelligenceDetail() {
  const { id } = Route.useParams();
  return <IntelligenceDetailPage key={id} id={numericId(id)} />;
}
