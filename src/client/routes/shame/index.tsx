import { createFileRoute } from '@tanstack/react-router';
import { ShameCard } from '../../components/shame/shame-card';
import { Pager } from '../../components/layout/pager';
import { trpc } from '../../lib/trpc';
import { pagedHead, pageOr404 } from '../../lib/paged-routes';
import { pageParam } from '../../../shared/public-lists';

export const Route = createFileRoute('/shame/')({
  // ?page= as the zod schema listSearch (src/shared/schemas/search.ts) reads it, written without zod
  // (the home page's JavaScript budget; a list page hydrates without waiting for zod).
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageParam(search.page) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpcUtils.public.shame.page.ensureData({ page: deps.page }).then(pageOr404),
  head: pagedHead('/shame'),
  component: ShameListPage,
});

function ShameListPage() {
  const { page } = Route.useSearch();
  const [{ items, total, pageCount }] = trpc.public.shame.page.useSuspenseQuery({ page });
  const notorious = items.filter((i) => i.featured);
  const others = items.filter((i) => !i.featured);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-10 text-center">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">A Permanent Record</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">The Hall of Shame</h1>
        <div className="ornament" />
        <p className="mx-auto max-w-2xl text-lg text-ink-soft">
          Documented occasions on which a machine was trusted with a task and, with great confidence, made a mess of it.
        </p>
      </header>
      {total === 0 ? (
        <div className="card mx-auto max-w-xl p-10 text-center">
          <h2 className="text-3xl font-bold">Hall Under Construction</h2>
          <p className="mt-3 text-ink-soft">The plaques are being engraved. The machines, alas, are supplying plenty of material.</p>
        </div>
      ) : (
        <>
          {notorious.length > 0 && (
            <section aria-labelledby="notorious-title">
              <h2 id="notorious-title" className="section-title mb-6">
                Most Notorious Cases
              </h2>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {notorious.map((item) => (
                  <ShameCard key={item.id} item={item} />
                ))}
              </div>
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="others-title" className={notorious.length > 0 ? 'mt-14' : ''}>
              <h2 id="others-title" className="section-title mb-6">
                Additional Cases of Concern
              </h2>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {others.map((item) => (
                  <ShameCard key={item.id} item={item} />
                ))}
              </div>
            </section>
          )}
          <Pager page={page ?? 1} pageCount={pageCount} label="Hall of Shame pages" />
        </>
      )}
    </div>
  );
}
