import { createFileRoute } from '@tanstack/react-router';
import { RecognitionCard } from '~/client/components/recognition/recognition-card';
import { CardGrid } from '~/client/components/page-parts/card-grid';
import { GalleryPage } from '~/client/components/page-parts/gallery-page';
import { trpc } from '~/client/lib/trpc';
import { pagedList } from '~/client/lib/paged-routes';

export const Route = createFileRoute('/recognition/')({
  ...pagedList('/recognition', (api, page) => api.recognition.page.ensureData({ page })),
  component: RecognitionGalleryPage,
});

function RecognitionGalleryPage() {
  const { page } = Route.useSearch();
  const [{ items, total, pageCount }] = trpc.public.recognition.page.useSuspenseQuery({ page });
  return (
    <GalleryPage
      eyebrow="Honours Most Ironic"
      title="AI Recognition Gallery"
      intro="The Club’s awards for outstanding achievement in artificial confidence. No machine has yet come to collect one."
      total={total}
      pager={{ page, pageCount, label: 'Recognition pages' }}
      empty={{ title: 'Recognition Gallery Opening Soon', text: 'The engraver is still working on the medals. Please call again.' }}
    >
      <CardGrid>
        {items.map((item) => (
          <RecognitionCard key={item.id} item={item} variant="gallery" />
        ))}
      </CardGrid>
    </GalleryPage>
  );
}
