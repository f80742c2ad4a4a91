import { createFileRoute } from '@tanstack/react-router';
import { ShameCard } from '../../components/shame/shame-card';
import { trpc } from '../../lib/trpc';
import { staticHead } from '../../lib/route-data';

export const Route = createFileRoute('/shame/')({
  loader: ({ context }) => context.trpcUtils.public.shame.list.ensureData(),
  head: staticHead('/shame'),
  component: ShameListPage,
});

function ShameListPage() {
  const [data] = trpc.public.shame.list.useSuspenseQuery();
  const notorious = data.filter((i) => i.featured);
  const others = data.filter((i) => !i.featured);
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
      {data.length === 0 ? (
        <div className="card mx-auto max-w-xl p-10 text-center">
          <h2 className="text-3xl font-bold">Hall Under Construction</h2>
          <p className="mt-3 text-ink-soft">The plaques are being engraved. The machines, alas, are supplying plenty of material.</p>
        </div>
      ) : (
        <>
          {notorious.length > 0 && (
            <section aria-labelledby="notorious-title">
              <h2 id="notorious-title" className="section-title mb-6">Most Notorious Cases</h2>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {notorious.map((item) => <ShameCard key={item.id} item={item} />)}
              </div>
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="others-title" className={notorious.length > 0 ? 'mt-14' : ''}>
              <h2 id="others-title" className="section-title mb-6">Additional Cases of Concern</h2>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {others.map((item) => <ShameCard key={item.id} item={item} />)}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
