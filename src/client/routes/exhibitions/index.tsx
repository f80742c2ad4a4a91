import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionCard } from '../../components/content/exhibition-card';
import { Pager } from '../../components/layout/pager';
import { trpc } from '../../lib/trpc';
import { pagedHead, pageOr404 } from '../../lib/paged-routes';
import { pageParam } from '../../../shared/public-lists';

export const Route = createFileRoute('/exhibitions/')({
  // ?page= as the zod schema listSearch (src/shared/schemas/search.ts) reads it, written without zod
  // (the home page's JavaScript budget; a list page hydrates without waiting for zod).
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageParam(search.page) }),
  loaderDeps: ({ search }) => search,
  // One page of the gallery (docs/decisions/020); the count heading says how many there are in all.
  loader: ({ context, deps }) => context.trpcUtils.public.content.page.ensureData({ page: deps.page }).then(pageOr404),
  head: pagedHead('/exhibitions'),
  component: ExhibitionGallery,
});

function ExhibitionGallery() {
  const { page } = Route.useSearch();
  const [{ items, total, pageCount }] = trpc.public.content.page.useSuspenseQuery({ page });

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-10 text-center">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">The Permanent Collection</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">Exhibition Gallery</h1>
        <div className="ornament" />
        <p className="mx-auto max-w-2xl text-lg text-ink-soft">
          Every exhibit celebrates a feat of unassisted human cognition. Kindly refrain from asking any of them to summarise themselves.
        </p>
      </header>
      {total === 0 ? (
        <div className="card mx-auto max-w-xl p-10 text-center">
          <h2 className="text-3xl font-bold">Gallery Coming Soon</h2>
          <p className="mt-3 text-ink-soft">Our curators are hand-lettering the placards. Please return once the ink has dried.</p>
        </div>
      ) : (
        <>
          <h2 className="mb-6 text-2xl font-bold">
            {total} {total === 1 ? 'Exhibition' : 'Exhibitions'} Available
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, i) => (
              <ExhibitionCard key={item.id} item={item} priority={i === 0} />
            ))}
          </div>
          <Pager page={page ?? 1} pageCount={pageCount} label="Exhibition pages" />
        </>
      )}
    </div>
  );
}
