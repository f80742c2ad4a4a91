import { Link } from '@tanstack/react-router';
import { truncateText } from '~/shared/format';
import { CoverImage } from '../images/image';

type ExhibitionSummary = {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  category: string;
  featured: boolean;
};

/** The card's width in the grids it is shown in (max-w-7xl, px-4, gap-6; 1, 2 or 3 columns). */
export const EXHIBITION_CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

/** The records whose cards link to their own pages. */
type CardTo = '/brain-arsenal/$id' | '/exhibitions/$id' | '/intelligence/$id' | '/recognition/$id';

/**
 * A card's title, a link to the record's own page: an h3 under a section's h2, or `as` h2 in a grid
 * straight under the page's h1.
 */
export function CardTitle({
  as: Heading = 'h3',
  className = 'text-xl font-bold',
  to,
  id,
  title,
}: {
  as?: 'h2' | 'h3';
  className?: string;
  to: CardTo;
  id: number;
  title: string;
}) {
  return (
    <Heading className={className}>
      <Link to={to} params={{ id: String(id) }} className="text-ink no-underline hover:underline">
        {title}
      </Link>
    </Heading>
  );
}

/**
 * An exhibition in a grid: image, title, cut description, category, Discourse button. `priority`
 * for the first card of a page, whose image is above the fold (its largest paint).
 */
export function ExhibitionCard({ item, cut = 150, priority = false }: { item: ExhibitionSummary; cut?: number; priority?: boolean }) {
  return (
    <article className="card flex flex-col overflow-hidden" data-testid="exhibition-card">
      <Link to="/exhibitions/$id" params={{ id: String(item.id) }} className="block" tabIndex={-1} aria-hidden="true">
        <CoverImage
          src={item.imageUrl || '/placeholder-exhibition.svg'}
          height={500}
          sizes={EXHIBITION_CARD_SIZES}
          priority={priority}
          className="aspect-[8/5] w-full border-b border-gold/60 plaque-fit"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <span className="badge">{item.category}</span>
          {item.featured && <span className="badge-gold">Featured Exhibition</span>}
        </div>
        <CardTitle to="/exhibitions/$id" id={item.id} title={item.title} />
        <p className="flex-1 text-base text-ink-soft">{truncateText(item.description, cut)}</p>
        <Link
          to="/exhibitions/$id"
          params={{ id: String(item.id) }}
          className="btn-primary self-start"
          aria-label={`Discourse: ${item.title}`}
        >
          Discourse
        </Link>
      </div>
    </article>
  );
}

function CardSkeleton() {
  return (
    <div className="card overflow-hidden" data-testid="card-skeleton" aria-hidden="true">
      <div className="skeleton aspect-[8/5] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <div className="skeleton h-5 w-24" />
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
      </div>
    </div>
  );
}

/** A home section's cards while they load: a grid of `count` placeholders, announced as busy. */
export function CardSkeletons({ count, label, className }: { count: number; label: string; className: string }) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
