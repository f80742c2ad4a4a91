import { Link } from '@tanstack/react-router';
import { trpc } from '~/client/lib/trpc';
import { CardSkeletons } from '../content/exhibition-card';
import { RecognitionCard } from '../recognition/recognition-card';
import { HOME_RECOGNITION } from '~/shared/public-lists';
import { HomeSection } from './home-section';

/** Section 8: the AI recognition gallery: the first 3 items, or a placeholder when empty. */
export function RecognitionGallery() {
  const { data: home, isPending, isError } = trpc.public.home.sections.useQuery();
  const data = home?.recognition;
  return (
    <HomeSection id="recognition" titleId="recognition-title" title="AI Recognition Gallery">
      {isPending ? (
        <CardSkeletons className="grid gap-6 md:grid-cols-3" label="Loading recognition items" count={HOME_RECOGNITION} />
      ) : isError || !data || data.items.length === 0 ? (
        <div className="card mx-auto max-w-2xl p-8 text-center" data-testid="recognition-empty">
          <h3 className="text-2xl font-bold">Recognition Gallery</h3>
          <p className="mt-3 text-ink-soft">
            Here the Club bestows its ironic honours upon the machines and their makers for outstanding achievement in confident nonsense.
            The judges are deliberating; the medals are being polished.
          </p>
          <blockquote className="mt-4 italic text-sepia">“To err is human; to err at scale requires a data centre.”</blockquote>
        </div>
      ) : (
        <>
          <p className="mx-auto mb-10 max-w-2xl text-center text-ink-soft">
            Our ironic honours for the machines’ most confident achievements in nonsense.
          </p>
          <div className="grid gap-6 md:grid-cols-3">
            {data.items.map((item) => (
              <RecognitionCard key={item.id} item={item} variant="home" />
            ))}
          </div>
          <div className="mt-10 text-center">
            <Link to="/recognition" className="btn-primary">
              View More Recognition Items
            </Link>
            <blockquote className="mx-auto mt-6 max-w-xl italic text-sepia">
              “The machine may win the prize; only the mind can see the joke.”
            </blockquote>
          </div>
        </>
      )}
    </HomeSection>
  );
}
