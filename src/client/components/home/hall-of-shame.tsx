import { Link } from '@tanstack/react-router';
import { trpc } from '~/client/lib/trpc';
import { CardSkeletons } from '../content/exhibition-card';
import { ShameCard } from '../shame/shame-card';
import { HOME_SHAME } from '~/shared/public-lists';

/** Section 9: the first 3 Hall of Shame entries, then the Antidote panel. */
export function HallOfShame() {
  const { data: home, isPending, isError } = trpc.public.home.sections.useQuery();
  const data = home?.shame;
  return (
    <section id="shame" className="bg-paper px-4 py-16" aria-labelledby="shame-title">
      <div className="mx-auto max-w-7xl">
        <h2 id="shame-title" className="section-title text-center">
          The Hall of Shame
        </h2>
        <div className="ornament" />
        <p className="mx-auto mb-10 max-w-2xl text-center text-ink-soft">
          A permanent record of the occasions on which the machines were trusted, and should not have been.
        </p>
        {isPending ? (
          <CardSkeletons className="grid gap-6 md:grid-cols-3" label="Loading Hall of Shame" count={HOME_SHAME} />
        ) : isError || !data || data.items.length === 0 ? (
          <p className="text-center text-ink-soft">No entries yet in our Hall of Shame...</p>
        ) : (
          <>
            <div className="grid gap-6 md:grid-cols-3">
              {data.items.map((item) => (
                <ShameCard key={item.id} item={item} />
              ))}
            </div>
            {data.total > HOME_SHAME && (
              <div className="mt-10 text-center">
                <Link to="/shame" className="btn-primary">
                  View All Shame Entries ({data.total})
                </Link>
              </div>
            )}
          </>
        )}
        {/* A note, not an aside: a complementary landmark must not sit inside the section's region landmark. */}
        <div
          role="note"
          className="mx-auto mt-14 max-w-4xl rounded-sm border-4 border-double border-gold bg-ink p-6 text-parchment sm:p-10"
          aria-labelledby="antidote-title"
        >
          <h3 id="antidote-title" className="text-2xl font-bold text-gold-light sm:text-3xl">
            The Antidote: Authentic Human Expression
          </h3>
          <p className="mt-4 text-parchment/90">
            For every machine that invents a precedent, there is a person who can simply say “I don’t know, let me find out.” The cure for
            artificial confidence is genuine curiosity: write your own letters, check your own sources, and never let anything finish your
            sentences for you.
          </p>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-parchment/90">
            <li>Write one paragraph a day that no machine has touched.</li>
            <li>Ask a librarian. They are delighted to be asked.</li>
            <li>Admit uncertainty aloud; it is the mark of a working mind.</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
