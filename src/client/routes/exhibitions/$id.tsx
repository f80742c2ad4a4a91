import { createFileRoute, Link } from '@tanstack/react-router';
import { CommentsSection } from '../../components/comments/comments-section';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { parseRouteId } from '../../../shared/ids';

export const Route = createFileRoute('/exhibitions/$id')({
  loader: ({ context }) => void context.trpcUtils.public.content.list.prefetch(),
  component: ExhibitionDetail,
});

function ExhibitionDetail() {
  const { id } = Route.useParams();
  const numericId = parseRouteId(id);
  // Spec: the item is found from the full content list.
  const { data, isPending } = trpc.public.content.list.useQuery();
  const item = numericId === null ? undefined : data?.find((i) => i.id === numericId);
  useDocumentTitle(item?.title ?? (isPending ? undefined : 'Exhibition Not Found'));

  if (isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" aria-busy="true" aria-label="Loading exhibition">
        <div className="skeleton aspect-[8/5] w-full" />
        <div className="skeleton mt-6 h-10 w-2/3" />
        <div className="skeleton mt-4 h-4 w-full" />
        <div className="skeleton mt-2 h-4 w-5/6" />
      </div>
    );
  }
  if (!item) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-4xl font-bold">Exhibition Not Found</h1>
        <div className="ornament" />
        <p className="text-lg text-ink-soft">This exhibit appears to have been misplaced by the archivists.</p>
        <Link to="/exhibitions" className="btn-primary mt-8">Back to Exhibitions</Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/exhibitions" className="text-base">← Back to Exhibitions</Link>
      <img src={item.imageUrl || '/placeholder-exhibition.svg'} alt="" width={800} height={500}
        className="card mt-4 aspect-[8/5] w-full object-cover" />
      <div className="mt-6 flex flex-wrap gap-2">
        <span className="badge">{item.category}</span>
        {item.featured && <span className="badge-gold">Featured Exhibition</span>}
      </div>
      <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{item.title}</h1>
      {/* Descriptions are sanitised on the server when written (D7). */}
      <div className="rich-text mt-6 text-lg" dangerouslySetInnerHTML={{ __html: item.description }} />
      <CommentsSection contentItemId={item.id} />
    </article>
  );
}
