import { Link } from '@tanstack/react-router';
import { CoverImage } from '../images/image';

type ShameSummary = {
  id: number;
  title: string;
  description: string;
  category: string;
  example: string;
  imageUrl: string | null;
  featured: boolean;
};

/** A Hall of Shame entry: title, description, the 'Example Case' box and an optional image. */
export function ShameCard({ item, showLink = true }: { item: ShameSummary; showLink?: boolean }) {
  return (
    <article className="card flex flex-col overflow-hidden" data-testid="shame-card">
      <CoverImage
        src={item.imageUrl}
        height={500}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) calc((100vw - 80px) / 3), calc(100vw - 32px)"
        className="aspect-[8/5] w-full border-b border-gold/60 plaque-fit"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <span className="badge">{item.category}</span>
          {item.featured && <span className="badge-gold">Most Notorious</span>}
        </div>
        <h3 className="text-xl font-bold">{item.title}</h3>
        <p className="text-base text-ink-soft">{item.description}</p>
        <div className="rounded-sm border-l-4 border-burgundy bg-parchment p-3">
          <p className="font-display text-sm font-bold uppercase tracking-wider text-burgundy">Example Case</p>
          <p className="mt-1 text-base italic text-ink-soft">{item.example}</p>
        </div>
        {showLink && (
          <Link
            to="/shame/$id"
            params={{ id: String(item.id) }}
            className="btn-secondary mt-auto self-start"
            aria-label={`View Details: ${item.title}`}
          >
            View Details
          </Link>
        )}
      </div>
    </article>
  );
}
