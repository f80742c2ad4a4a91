import { Link } from '@tanstack/react-router';
import { trpc } from '~/client/lib/trpc';
import { CardSkeletons, ExhibitionCard } from '../content/exhibition-card';
import { HOME_EXHIBITIONS } from '~/shared/public-lists';

/** Section 6: the first 9 exhibitions, and 'See All N Exhibitions' when there are more. */
export function ExhibitionsGrid() {
  const { data: home, isPending, isError } = trpc.public.home.sections.useQuery();
  const data = home?.exhibitions;
  return (
    <section id="exhibitions" className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="exhibitions-title">
      <h2 id="exhibitions-title" className="section-title text-center">
        Current Exhibitions
      </h2>
      <div className="ornament" />
      <p className="mx-auto mb-10 max-w-2xl text-center text-ink-soft">
        Feats of unassisted cognition, mounted and lit with care. Each invites your scholarly discourse.
      </p>
      {isPending ? (
        <CardSkeletons className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" label="Loading exhibitions" count={3} />
      ) : isError || !data || data.items.length === 0 ? (
        <p className="text-center text-ink-soft">The curators are hanging the next exhibition. Do call again shortly.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((item) => (
            <ExhibitionCard key={item.id} item={item} />
          ))}
        </div>
      )}
      {data && data.total > HOME_EXHIBITIONS && (
        <div className="mt-10 text-center">
          <Link to="/exhibitions" className="btn-primary">
            See All {data.total} Exhibitions
          </Link>
        </div>
      )}
    </section>
  );
}
