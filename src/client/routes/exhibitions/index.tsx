import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionCard } from '~/client/components/content/exhibition-card';
import { CardGrid } from '~/client/components/page-parts/card-grid';
import { GalleryPage } from '~/client/components/page-parts/gallery-page';
import { trpc } from '~/client/lib/trpc';
import { pagedList } from '~/client/lib/paged-routes';

export const Route = createFileRoute('/exhibitions/')({
  // One page of the gallery (docs/decisions/020); the count heading says how many there are in all.
  ...pagedList('/exhibitions', (api, page) => api.content.page.ensureData({ page })),
  component: ExhibitionGallery,
});

function ExhibitionGallery() {
  const { page } = Route.useSearch();
  const [{ items, total, pageCount }] = trpc.public.content.page.useSuspenseQuery({ page });

  return (
    <GalleryPage
      eyebrow="The Permanent Collection"
      title="Exhibition Gallery"
      intro="Every exhibit celebrates a feat of unassisted human cognition. Kindly refrain from asking any of them to summarise themselves."
      total={total}
      pager={{ page, pageCount, label: 'Exhibition pages' }}
      empty={{ title: 'Gallery Coming Soon', text: 'Our curators are hand-lettering the placards. Please return once the ink has dried.' }}
    >
      <h2 className="mb-6 text-2xl font-bold">
        {total} {total === 1 ? 'Exhibition' : 'Exhibitions'} Available
      </h2>
      <CardGrid>
        {items.map((item, i) => (
          <ExhibitionCard key={item.id} item={item} priority={i === 0} />
        ))}
      </CardGrid>
    </GalleryPage>
  );
}
