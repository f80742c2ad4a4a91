import { createFileRoute } from '@tanstack/react-router';
import { truncateText } from '../../../shared/format';
import { stillImage } from '../../../shared/media';
import { ArsenalDetailPage, ArsenalNotFound } from '../../components/arsenal/arsenal-detail-page';
import { detailHead, orNotFound, routeIdOr404 } from '../../lib/route-data';

export const Route = createFileRoute('/brain-arsenal/$id')({
  loader: ({ context, params }) => orNotFound(context.trpcUtils.public.arsenal.byId.ensureData({ id: routeIdOr404(params.id) })),
  head: detailHead('Arsenal item not found', (item: { title: string; description: string; previewUrl: string | null }) => ({
    title: item.title,
    description: truncateText(item.description, 160),
    image: stillImage(item.previewUrl),
  })),
  notFoundComponent: ArsenalNotFound,
  component: ArsenalDetail,
});

function ArsenalDetail() {
  const { id } = Route.useParams();
  return <ArsenalDetailPage key={id} id={Number(id)} />;
}
