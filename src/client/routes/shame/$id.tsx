import { createFileRoute, Link } from '@tanstack/react-router';
import { Badges } from '~/client/components/page-parts/badges';
import { DetailHeading, DetailPage, ItemNotFound } from '~/client/components/page-parts/detail-page';
import { PanelSection } from '~/client/components/page-parts/page-section';
import { DetailImage } from '~/client/components/images/image';
import { formatLongDateGB } from '~/shared/format';
import { stillImage } from '~/shared/media';
import { byIdLoader, itemHead } from '~/client/lib/route-data';
import { trpc } from '~/client/lib/trpc';
import { Glyph } from '~/client/components/page-parts/glyph';

export const Route = createFileRoute('/shame/$id')({
  loader: byIdLoader((api, id) => api.shame.byId.ensureData({ id })),
  head: itemHead('Shame Item Not Found', (item: { imageUrl: string | null }) => stillImage(item.imageUrl), 'article'),
  notFoundComponent: ShameNotFound,
  component: ShameDetail,
});

/** The hall a shame's page and its not-found page lead back to. */
const BACK = { backTo: '/shame', backLabel: 'Back to the Hall of Shame' } as const;

function ShameNotFound() {
  return (
    <ItemNotFound title="Shame Item Not Found" text="Either this blunder has been forgiven, or it has yet to be committed." {...BACK} />
  );
}

function ShameDetail() {
  const [item] = trpc.public.shame.byId.useSuspenseQuery({ id: Number(Route.useParams().id) });
  return (
    <DetailPage {...BACK}>
      <DetailHeading badges={<Badges category={item.category} featured={item.featured && 'Most Notorious'} />} title={item.title}>
        <p className="mt-2 text-base text-sepia">
          Documented <time dateTime={item.createdAt}>{formatLongDateGB(item.createdAt)}</time>
        </p>
      </DetailHeading>
      <PanelSection id="summary-title" title="Summary" className="mt-6">
        <p className="mt-2 text-lg">{item.description}</p>
      </PanelSection>
      <DetailImage src={item.imageUrl} alt={item.title} height={500} className="mt-6 aspect-[8/5]" />
      <PanelSection id="example-title" title="Documented Example" className="mt-6 rounded-sm border-l-4 border-burgundy bg-paper p-5">
        <p className="mt-2 text-lg italic text-ink-soft">{item.example}</p>
      </PanelSection>
      {item.sourceUrl && (
        <p className="mt-6">
          <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer" className="font-bold">
            Read the source<span className="sr-only"> (opens in a new tab)</span> <Glyph name="external" />
          </a>
        </p>
      )}
      <aside className="mt-10 rounded-sm border-4 border-double border-gold bg-ink p-6 text-center text-parchment sm:p-8">
        <h2 className="text-2xl font-bold text-gold-light">Appalled? Good.</h2>
        <p className="mt-3 text-parchment/90">Stand with the Club against confident nonsense, and keep your thinking your own.</p>
        <Link to="/checkout" className="btn-gold mt-5">
          Become a Fellow
        </Link>
      </aside>
    </DetailPage>
  );
}
