import { createFileRoute } from '@tanstack/react-router';
import { ShameCard } from '~/client/components/shame/shame-card';
import { CardGridSection } from '~/client/components/page-parts/card-grid';
import { GalleryPage } from '~/client/components/page-parts/gallery-page';
import { trpc } from '~/client/lib/trpc';
import { pagedList } from '~/client/lib/paged-routes';

export const Route = createFileRoute('/shame/')({
  ...pagedList('/shame', (api, page) => api.shame.page.ensureData({ page })),
  component: ShameListPage,
});

function ShameListPage() {
  const { page } = Route.useSearch();
  const [{ items, total, pageCount }] = trpc.public.shame.page.useSuspenseQuery({ page });
  const notorious = items.filter((i) => i.featured);
  const others = items.filter((i) => !i.featured);
  return (
    <GalleryPage
      eyebrow="A Permanent Record"
      title="The Hall of Shame"
      intro="Documented occasions on which a machine was trusted with a task and, with great confidence, made a mess of it."
      total={total}
      pager={{ page, pageCount, label: 'Hall of Shame pages' }}
      empty={{
        title: 'Hall Under Construction',
        text: 'The plaques are being engraved. The machines, alas, are supplying plenty of material.',
      }}
    >
      {notorious.length > 0 && (
        <CardGridSection id="notorious-title" title="Most Notorious Cases">
          {notorious.map((item) => (
            <ShameCard key={item.id} item={item} />
          ))}
        </CardGridSection>
      )}
      {others.length > 0 && (
        <CardGridSection id="others-title" title="Additional Cases of Concern" className={notorious.length > 0 ? 'mt-14' : ''}>
          {others.map((item) => (
            <ShameCard key={item.id} item={item} />
          ))}
        </CardGridSection>
      )}
    </GalleryPage>
  );
}
