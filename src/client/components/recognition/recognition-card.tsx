import { Link } from '@tanstack/react-router';
import { formatLongDateGB, truncateText } from '~/shared/format';
import { CardTitle } from '../content/exhibition-card';
import { RecognitionMedia } from './recognition-media';
import { Glyph } from '~/client/components/page-parts/glyph';

type RecognitionSummary = {
  id: number;
  title: string;
  company: string;
  description: string;
  imageUrl: string | null;
  imageData?: string | null;
  websiteUrl: string | null;
  featured: boolean;
  createdAt: string;
};

/**
 * A recognition item in a grid. The home page cuts descriptions at 120 characters; the gallery
 * at 150 and adds the featured badge and the 'Recognized' date.
 */
export function RecognitionCard({ item, variant }: { item: RecognitionSummary; variant: 'home' | 'gallery' }) {
  const cut = variant === 'home' ? 120 : 150;
  const Heading = variant === 'gallery' ? 'h2' : 'h3';
  const to = { to: '/recognition/$id', params: { id: String(item.id) } } as const;
  return (
    <article className="card flex flex-col overflow-hidden" data-testid="recognition-card">
      <Link {...to} className="block border-b border-gold/60" tabIndex={-1} aria-hidden="true">
        <RecognitionMedia item={item} className="aspect-[8/5] w-full" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {variant === 'gallery' && item.featured && <span className="badge-gold self-start">Featured Recognition</span>}
        {/* The gallery page's cards sit under its h1; the home page's under a section's h2. */}
        <CardTitle as={Heading} to="/recognition/$id" id={item.id} title={item.title} />
        <p className="text-base font-bold text-sepia">{item.company}</p>
        <p className="flex-1 text-base text-ink-soft">{truncateText(item.description, cut)}</p>
        {variant === 'gallery' && (
          <p className="text-base text-sepia">
            Recognized <time dateTime={item.createdAt}>{formatLongDateGB(item.createdAt)}</time>
          </p>
        )}
        {item.websiteUrl && (
          <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer" className="self-start text-base font-bold">
            Visit Website<span className="sr-only"> of {item.company} (opens in a new tab)</span> <Glyph name="external" />
          </a>
        )}
      </div>
    </article>
  );
}
