import { createFileRoute, Link } from '@tanstack/react-router';
import { CardSkeleton, ExhibitionCard } from '../components/exhibition-card';
import { trpc } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/')({
  loader: ({ context }) => void context.trpcUtils.public.content.list.prefetch(),
  component: HomePage,
});

const HOME_EXHIBITIONS = 9;

function HomePage() {
  useDocumentTitle('Home');
  const { data, isPending } = trpc.public.content.list.useQuery();
  const scrollToExhibitions = () => document.getElementById('exhibitions')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <>
      <section className="border-b-4 border-double border-gold bg-ink px-4 py-20 text-center text-parchment">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-gold-light">Established 1847</p>
        <h1 className="mx-auto mt-4 max-w-4xl text-4xl font-bold text-parchment sm:text-6xl">The Brain Appreciation Club</h1>
        <p className="mx-auto mt-6 max-w-2xl text-xl text-parchment/90">
          A most distinguished society for the celebration of organic human thought, in cheerful defiance of the
          thinking machines.
        </p>
        <button type="button" onClick={scrollToExhibitions} className="btn-gold mt-10">
          Explore the Exhibitions
        </button>
      </section>

      <section id="exhibitions" className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="exhibitions-title">
        <h2 id="exhibitions-title" className="section-title text-center">Current Exhibitions</h2>
        <div className="ornament" />
        {isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => <CardSkeleton key={i} />)}
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(data ?? []).slice(0, HOME_EXHIBITIONS).map((item) => <ExhibitionCard key={item.id} item={item} />)}
          </div>
        )}
        {data && data.length > HOME_EXHIBITIONS && (
          <div className="mt-10 text-center">
            <Link to="/exhibitions" className="btn-primary">See All {data.length} Exhibitions</Link>
          </div>
        )}
      </section>
    </>
  );
}
