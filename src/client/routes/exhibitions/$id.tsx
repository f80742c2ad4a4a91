import { createFileRoute } from '@tanstack/react-router';
import { Badges } from '~/client/components/page-parts/badges';
import { DetailPage, ItemNotFound } from '~/client/components/page-parts/detail-page';
import { CommentsSection } from '~/client/components/comments/comments-section';
import { DetailImage } from '~/client/components/images/image';
import { itemHead, orNotFound, routeIdOr404 } from '~/client/lib/route-data';
import { trpc } from '~/client/lib/trpc';
import { pageParam } from '~/shared/public-lists';

export const Route = createFileRoute('/exhibitions/$id')({
  // ?comments= as the zod schema exhibitionSearch (src/shared/schemas/search.ts) reads it, without zod.
  validateSearch: (search: Record<string, unknown>): { comments?: number } => ({ comments: pageParam(search.comments) }),
  loaderDeps: ({ search }) => search,
  // That exhibition by its id (not from the whole list) and one page of its approved comments,
  // newest first, with their reaction counts (one query for the page; docs/decisions/020).
  loader: async ({ context, params, deps }) => {
    const api = context.trpcUtils.public;
    const id = routeIdOr404(params.id);
    const [item] = await Promise.all([
      orNotFound(api.content.byId.ensureData({ id })),
      api.comments.page.ensureData({ contentItemId: id, page: deps.comments }).catch(() => undefined),
    ]);
    return item;
  },
  head: itemHead('Exhibition Not Found', (item: { imageUrl: string }) => item.imageUrl || '/placeholder-exhibition.svg', 'article'),
  notFoundComponent: ExhibitionNotFound,
  component: ExhibitionDetail,
});

/** The gallery an exhibition's page and its not-found page lead back to. */
const BACK = { backTo: '/exhibitions', backLabel: 'Back to Exhibitions' } as const;

function ExhibitionNotFound() {
  return <ItemNotFound title="Exhibition Not Found" text="This exhibit appears to have been misplaced by the archivists." {...BACK} />;
}

function ExhibitionDetail() {
  const [item] = trpc.public.content.byId.useSuspenseQuery({ id: Number(Route.useParams().id) });
  const { comments } = Route.useSearch();
  return (
    <DetailPage {...BACK}>
      <DetailImage src={item.imageUrl || '/placeholder-exhibition.svg'} height={500} className="mt-4 aspect-[8/5]" />
      <Badges className="mt-6 flex flex-wrap gap-2" category={item.category} featured={item.featured && 'Featured Exhibition'} />
      <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{item.title}</h1>
      {/* Descriptions are sanitised on the server when written (D7). */}
      <div className="rich-text mt-6 text-lg" dangerouslySetInnerHTML={{ __html: item.description }} />
      <CommentsSection key={comments ?? 1} contentItemId={item.id} firstPage={comments ?? 1} />
    </DetailPage>
  );
}
