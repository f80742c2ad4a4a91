import { createFileRoute, Link } from '@tanstack/react-router';
import { RecognitionMedia } from '../../components/recognition/recognition-media';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { parseRouteId } from '../../../shared/ids';

export const Route = createFileRoute('/recognition/$id')({
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id);
    if (id !== null) void context.trpcUtils.public.recognition.byId.prefetch({ id });
  },
  component: RecognitionDetail,
});

function RecognitionDetail() {
  const id = parseRouteId(Route.useParams().id);
  const { data: item, isPending, isError } = trpc.public.recognition.byId.useQuery({ id: id ?? 0 }, {
    enabled: id !== null,
    // A 404 from the loader's prefetch is the answer; asking again on mount would only repeat it.
    retryOnMount: false,
  });
  const loading = id !== null && isPending;
  useDocumentTitle(item?.title ?? (loading ? undefined : 'Recognition Item Not Found'));

  if (loading) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" aria-busy="true" aria-label="Loading recognition item">
        <div className="skeleton h-10 w-2/3" />
        <div className="skeleton mt-6 aspect-[8/5] w-full" />
        <div className="skeleton mt-6 h-4 w-full" />
        <div className="skeleton mt-2 h-4 w-5/6" />
      </div>
    );
  }
  if (isError || !item) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-4xl font-bold">Recognition Item Not Found</h1>
        <div className="ornament" />
        <p className="text-lg text-ink-soft">This honour appears to have been revoked, or was never bestowed.</p>
        <Link to="/recognition" className="btn-primary mt-8">Back to Gallery</Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/recognition" className="text-base">← Back to Gallery</Link>
      <header className="mt-4">
        <div className="flex flex-wrap gap-2">
          <span className="badge">{item.category}</span>
          {item.featured && <span className="badge-gold">Featured Recognition</span>}
        </div>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{item.title}</h1>
        <p className="mt-2 font-display text-xl text-sepia">Awarded to {item.company}</p>
      </header>
      <RecognitionMedia item={item} alt={item.title} controls className="card mt-6 aspect-[8/5] w-full" />
      {/* Descriptions are sanitised on the server when written (D7). */}
      <div className="rich-text mt-6 text-lg" dangerouslySetInnerHTML={{ __html: item.description }} />
      {item.websiteUrl && (
        <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-4">
          View Website<span className="sr-only"> of {item.company} (opens in a new tab)</span> ↗
        </a>
      )}
      <blockquote className="mt-10 border-l-4 border-gold pl-5 text-xl italic text-ink-soft">
        “We honour the machine not for what it thought, but for how sure it was.”
        <footer className="mt-2 text-base not-italic text-sepia">— The Recognition Committee</footer>
      </blockquote>
    </article>
  );
}
