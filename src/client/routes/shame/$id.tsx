import { createFileRoute, Link } from '@tanstack/react-router';
import { formatLongDateGB } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { parseRouteId } from '../../../shared/ids';

export const Route = createFileRoute('/shame/$id')({
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id);
    if (id !== null) void context.trpcUtils.public.shame.byId.prefetch({ id });
  },
  component: ShameDetail,
});

function ShameDetail() {
  const id = parseRouteId(Route.useParams().id);
  const { data: item, isPending, isError } = trpc.public.shame.byId.useQuery({ id: id ?? 0 }, {
    enabled: id !== null,
    // A 404 from the loader's prefetch is the answer; asking again on mount would only repeat it.
    retryOnMount: false,
  });
  const loading = id !== null && isPending;
  useDocumentTitle(item?.title ?? (loading ? undefined : 'Shame Item Not Found'));

  if (loading) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" aria-busy="true" aria-label="Loading Hall of Shame entry">
        <div className="skeleton h-10 w-2/3" />
        <div className="skeleton mt-6 h-4 w-full" />
        <div className="skeleton mt-2 h-4 w-5/6" />
        <div className="skeleton mt-6 aspect-[8/5] w-full" />
      </div>
    );
  }
  if (isError || !item) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-4xl font-bold">Shame Item Not Found</h1>
        <div className="ornament" />
        <p className="text-lg text-ink-soft">Either this blunder has been forgiven, or it has yet to be committed.</p>
        <Link to="/shame" className="btn-primary mt-8">Back to the Hall of Shame</Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/shame" className="text-base">← Back to the Hall of Shame</Link>
      <header className="mt-4">
        <div className="flex flex-wrap gap-2">
          <span className="badge">{item.category}</span>
          {item.featured && <span className="badge-gold">Most Notorious</span>}
        </div>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{item.title}</h1>
        <p className="mt-2 text-base text-sepia">
          Documented <time dateTime={item.createdAt}>{formatLongDateGB(item.createdAt)}</time>
        </p>
      </header>
      <section aria-labelledby="summary-title" className="mt-6">
        <h2 id="summary-title" className="text-2xl font-bold">Summary</h2>
        <p className="mt-2 text-lg">{item.description}</p>
      </section>
      {item.imageUrl && (
        <img src={item.imageUrl} alt={item.title} width={800} height={500} className="card mt-6 aspect-[8/5] w-full object-cover" />
      )}
      <section aria-labelledby="example-title" className="mt-6 rounded-sm border-l-4 border-burgundy bg-paper p-5">
        <h2 id="example-title" className="text-2xl font-bold">Documented Example</h2>
        <p className="mt-2 text-lg italic text-ink-soft">{item.example}</p>
      </section>
      {item.sourceUrl && (
        <p className="mt-6">
          <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer" className="font-bold">
            Read the source<span className="sr-only"> (opens in a new tab)</span> ↗
          </a>
        </p>
      )}
      <aside className="mt-10 rounded-sm border-4 border-double border-gold bg-ink p-6 text-center text-parchment sm:p-8">
        <h2 className="text-2xl font-bold text-gold-light">Appalled? Good.</h2>
        <p className="mt-3 text-parchment/90">Stand with the Club against confident nonsense, and keep your thinking your own.</p>
        <Link to="/checkout" className="btn-gold mt-5">Become a Fellow</Link>
      </aside>
    </article>
  );
}
