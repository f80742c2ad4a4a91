import { createFileRoute } from '@tanstack/react-router';
import { Badges } from '~/client/components/page-parts/badges';
import { DetailHeading, DetailPage, ItemNotFound } from '~/client/components/page-parts/detail-page';
import { RecognitionMedia } from '~/client/components/recognition/recognition-media';
import { stillImage } from '~/shared/media';
import { byIdLoader, itemHead } from '~/client/lib/route-data';
import { trpc } from '~/client/lib/trpc';
import { Glyph } from '~/client/components/page-parts/glyph';

export const Route = createFileRoute('/recognition/$id')({
  loader: byIdLoader((api, id) => api.recognition.byId.ensureData({ id })),
  head: itemHead('Recognition Item Not Found', (item: { imageUrl: string | null }) => stillImage(item.imageUrl), 'article'),
  notFoundComponent: RecognitionNotFound,
  component: RecognitionDetail,
});

/** The gallery an honour's page and its not-found page lead back to. */
const BACK = { backTo: '/recognition', backLabel: 'Back to Gallery' } as const;

function RecognitionNotFound() {
  return (
    <ItemNotFound title="Recognition Item Not Found" text="This honour appears to have been revoked, or was never bestowed." {...BACK} />
  );
}

function RecognitionDetail() {
  const [item] = trpc.public.recognition.byId.useSuspenseQuery({ id: Number(Route.useParams().id) });
  return (
    <DetailPage {...BACK}>
      <DetailHeading badges={<Badges category={item.category} featured={item.featured && 'Featured Recognition'} />} title={item.title}>
        <p className="mt-2 font-display text-xl text-sepia">Awarded to {item.company}</p>
      </DetailHeading>
      <RecognitionMedia item={item} alt={item.title} controls className="card mt-6 aspect-[8/5] w-full" />
      {/* Descriptions are sanitised on the server when written (D7). */}
      <div className="rich-text mt-6 text-lg" dangerouslySetInnerHTML={{ __html: item.description }} />
      {item.websiteUrl && (
        <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-4">
          View Website<span className="sr-only"> of {item.company} (opens in a new tab)</span> <Glyph name="external" />
        </a>
      )}
      <blockquote className="mt-10 border-l-4 border-gold pl-5 text-xl italic text-ink-soft">
        “We honour the machine not for what it thought, but for how sure it was.”
        <footer className="mt-2 text-base not-italic text-sepia">— The Recognition Committee</footer>
      </blockquote>
    </DetailPage>
  );
}
