import { createFileRoute } from '@tanstack/react-router';
import { stillImage } from '~/shared/media';
import { ArsenalDetailPage, ArsenalNotFound } from '~/client/components/arsenal/arsenal-detail-page';
import { byIdLoader, itemHead } from '~/client/lib/route-data';

export const Route = createFileRoute('/brain-arsenal/$id')({
  loader: byIdLoader((api, id) => api.arsenal.byId.ensureData({ id })),
  head: itemHead('Arsenal item not found', (item: { previewUrl: string | null }) => stillImage(item.previewUrl)),
  notFoundComponent: ArsenalNotFound,
  component: ArsenalDetail,
});

function ArsenalDetail() {
  const { id } = Route.useParams();
  return <ArsenalDetailPage key={id} id={Number(id)} />;
}
