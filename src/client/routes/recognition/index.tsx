import { createFileRoute } from '@tanstack/react-router';
import { RecognitionCard } from '../../components/recognition/recognition-card';
import { Pager } from '../../components/layout/pager';
import { trpc } from '../../lib/trpc';
import { pagedHead, pageOr404 } from '../../lib/paged-routes';
import { pageParam } from '../../../shared/public-lists';

export const Route = createFileRoute('/recognition/')({
  // ?page= as the zod schema listSearch (src/shared/schemas/search.ts) reads it, written without zod
  // (the home page's JavaScript budget; a list page hydrates without waiting for zod).
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageParam(search.page) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpcUtils.public.recognition.page.ensureData({ page: deps.page }).then(pageOr404),
  head: pagedHead('/recognition'),
  component: RecognitionGalleryPage,
});

function RecognitionGalleryPage() {
  const { page } = Route.useSearch();
  const [{ items, total, pageCount }] = trpc.public.recognition.page.useSuspenseQuery({ page });
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-10 text-center">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">Honours Most Ironic</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">AI Recognition Gallery</h1>
        <div className="ornament" />
        <p className="mx-auto max-w-2xl text-lg text-ink-soft">
          The Club’s awards for outstanding achievement in artificial confidence. No machine has yet come to collect one.
        </p>
      </header>
      {total === 0 ? (
        <div className="card mx-auto max-w-xl p-10 text-center">
          <h2 className="text-3xl font-bold">Recognition Gallery Opening Soon</h2>
          <p className="mt-3 text-ink-soft">The engraver is still working on the medals. Please call again.</p>
        </div>
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <RecognitionCard key={item.id} item={item} variant="gallery" />
            ))}
          </div>
          <Pager page={page ?? 1} pageCount={pageCount} label="Recognition pages" />
        </>
      )}
    </div>
  );
}
